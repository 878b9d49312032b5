package textgram

// The grammars of the verbs several text sites write alike after a
// player's name and its separator (participle allows a site to use them
// as they are or embed them). A site whose verb differs by one word keeps
// its own grammar.
type (
	Fold struct {
		V string `parser:"@'folds'"`
	}
	Check struct {
		V string `parser:"@'checks'"`
	}
	Call struct {
		A string `parser:"'calls' @Num"`
	}
	Bet struct {
		A string `parser:"'bets' @Num"`
	}
	// Raise is "raises $2 to $4": the increment, then the total.
	Raise struct {
		A string `parser:"'raises' @Num"`
		B string `parser:"'to' @Num"`
	}
	PostSB struct {
		A string `parser:"'posts' 'small' 'blind' @Num"`
	}
	PostBB struct {
		A string `parser:"'posts' 'big' 'blind' @Num"`
	}
	PostAnte struct {
		A string `parser:"'posts' 'the' 'ante' @Num"`
	}
	PostButton struct {
		A string `parser:"'posts' 'button' 'blind' @Num"`
	}
	BringIn struct {
		A string `parser:"'brings' 'in' 'for' @Num"`
	}
	Complete struct {
		A string `parser:"'completes' 'it' 'to' @Num"`
	}
	StandPat struct {
		V string `parser:"'stands' @'pat'"`
	}
	StandPatOn struct {
		Cards []string `parser:"'stands' 'pat' 'on' '[' @Word* ']'"`
	}
	// Show is "shows [Ah Kd]" (a description after it is cut off first).
	Show struct {
		Cards []string `parser:"'shows' '[' @Word* ']'"`
	}
	// Muck is "mucks hand" or "doesn't show hand".
	Muck struct {
		V string `parser:"@('mucks' | \"doesn't\") ('hand' | 'show' 'hand')"`
	}
	CollectPot struct {
		A string `parser:"'collected' @Num 'from' 'pot'"`
	}
	CollectMain struct {
		A string `parser:"'collected' @Num 'from' 'main' 'pot'"`
	}
	// SitsOut is "sits out" or "is sitting out".
	SitsOut struct {
		V string `parser:"('is' 'sitting' | 'sits') @'out'"`
	}
	Leaves struct {
		V string `parser:"'leaves' 'the' @'table'"`
	}
)

// Stakes is "($0.01/$0.02)" or "(5€/10€/1€)": the amounts in parentheses.
type Stakes struct {
	Amounts []string `parser:"'(' @Num ('/' @Num)* ')'"`
}

// Stamp is a date and time as "2021/04/08 01:31:11".
type Stamp struct {
	Y   string `parser:"@Num '/'"`
	M   string `parser:"@Num '/'"`
	D   string `parser:"@Num"`
	H   string `parser:"@Num ':'"`
	Min string `parser:"@Num ':'"`
	S   string `parser:"@Num"`
}
