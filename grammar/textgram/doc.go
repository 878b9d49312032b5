// Package textgram holds what the participle grammars of the text sites
// share: the hand-written lexer (Lexer, in the two layouts of amounts the
// sites write), the parser builder (Build), the read of a line a grammar
// takes one value of (Capture), the rules that parse one verb's text into
// a site's AST (Rule, Whole, Leading), and the grammars
// of what several sites write word for word alike: verbs, stakes, dates,
// bracketed cards (CardGroup), a summary's "showed [..]" (Showed), with
// the cuts around them (CutStamp, CutStakes, CutDesc). Its token types are
// unexported: grammars name them "Word", "Num" and "Punct" in their tags.
// It knows no site's lines; a site grammar builds on it.
package textgram
