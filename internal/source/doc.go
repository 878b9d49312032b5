// Package source reads the input of a run: it expands paths (directories
// recursively, following symbolic links, link loops skipped and listed;
// standard input; bucket URLs), opens zip entries (a truncated zip through
// its local headers), undoes gzip, bzip2 and zstd found by their first
// bytes, decodes the charset (UTF-8 with or without BOM, UTF-16, UTF-32,
// cp1252 whole or per line), turns every line end into "\n", and hands the
// text out in bounded windows that end where a hand starts (Stream). Where
// a hand starts is the site registry's knowledge: package parse gives it
// as a Cutter and cuts each window into hands (parse.Stream), as replay
// takes its hand ranking from its caller.
package source
