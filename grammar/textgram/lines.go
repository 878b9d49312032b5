package textgram

// The grammars of line parts several text sites write alike (their
// parsers are built by each site, with its lexer).
type (
	// CardGroup is one bracketed list of cards, "[Ah Kd]" ("X" for a card
	// not shown, where a site writes it).
	CardGroup struct {
		Cards []string `parser:"'[' @Word* ']'"`
	}
	// Showed is "showed [Ah Kd]" of a summary seat line.
	Showed struct {
		Cards []string `parser:"'showed' '[' @Word* ']'"`
	}
)
