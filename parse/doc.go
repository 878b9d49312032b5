// Package parse turns bytes into hands: it decodes files as the sites write
// them (UTF-8 with or without BOM, UTF-16LE, cp1252; LF, CRLF or CR), splits
// them into hands, detects each hand's format, and maps the site's AST from
// grammar/ onto the one site-neutral model in hand/ (integer money, cards,
// seats, actions per street, boards, awards, totals), attaching the site's
// documented conventions. A hand it cannot map is rejected with the file,
// line, hand id and reason; the rest of the file goes on. It must not
// replay or judge a hand: no pot arithmetic, no hand ranking.
package parse
