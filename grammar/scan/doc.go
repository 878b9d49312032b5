// Package scan holds the byte scans that several site grammars need before
// any grammar runs, such as the seat number of a "Seat N: " line. It owns
// no site's syntax and must not import participle or any site grammar;
// a scan belongs here only when two sites write the same bytes.
package scan
