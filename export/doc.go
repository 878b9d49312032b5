// Package export writes the audit's findings as Parquet (parquet-go, zstd):
// one row per discrepancy or rejected hand, with the hand's identity and
// the amounts as integers in the smallest unit. The schema is documented in
// schema.md. Files are written to a temporary name and renamed, so a
// reader never sees half a file. It formats; it decides nothing.
package export
