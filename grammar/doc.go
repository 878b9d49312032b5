// Package grammar owns the text syntax of each site's hand histories: one
// sub-package per site format, each a set of small line-oriented
// participle/v2 grammars plus the cheap byte test that picks a line's kind,
// producing that site's AST (one struct per line kind, amounts still as the
// site wrote them). It must not decide what a line means for the hand
// (that is parse/), convert money, or know any other site's format; it
// imports nothing of this module but cards. What sites write alike is
// shared once: byte scans in scan, the line-kind dispatch in linekind, the
// lexer and common participle fragments in textgram.
package grammar
