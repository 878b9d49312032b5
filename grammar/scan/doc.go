// Package scan holds the byte scans that several site grammars need before
// any grammar runs, such as the seat number of a "Seat N: " line and the
// name before its stack (SeatStack), the player name before a sign
// (NameBefore), a number's digits (Digits, Every) or the cards of a list
// written without spaces (Pairs), and the error they share for a summary
// seat that names the wrong player (SeatNameError); for the sites that
// write XML, the cut of a document into its elements (Elements), the
// decoder of a text already decoded to UTF-8 (XMLDecoder) and an
// element's attribute (Attr). It owns no site's syntax and must not import
// participle or any site grammar; a scan belongs here only when two sites
// write the same bytes.
package scan
