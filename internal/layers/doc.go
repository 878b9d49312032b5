// Package layers holds no code: its test checks that the import graph is
// the one DEVELOPERS.md draws (each package imports only the phases below
// it) and that the phases a hand goes through do not link what only the
// batch run needs (object storage, Parquet).
package layers
