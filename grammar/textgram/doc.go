// Package textgram holds what the participle grammars of the text sites
// share: the hand-written lexer (Lexer, in the two layouts of amounts the
// sites write), the parser builder (Build) and the rules that parse one
// verb's text into a site's AST (Rule, Whole, Leading). Its token types are
// unexported: grammars name them "Word", "Num" and "Punct" in their tags.
// It knows no site's lines; a site grammar builds on it.
package textgram
