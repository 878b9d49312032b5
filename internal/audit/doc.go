// Package audit is the nightly run: it walks the paths it is given, reads
// every file through parse/, replays and verifies each hand on all cores,
// streams the findings to export/, and counts what happened to every hand
// read (clean, flagged, or rejected with its reason) into a Summary. It is
// the one place that wires the phases together; it holds no rule of poker
// and no site syntax.
package audit
