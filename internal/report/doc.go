// Package report is what a person sees of a run (hhcheck verify, merge):
// the progress display while it goes on, the text summary at the end and
// one line per finding of a flagged or rejected hand. It renders the
// audit package's data (audit.Summary, audit.HandResult) and decides
// nothing: the counts, the verdict and the exit status are audit's.
package report
