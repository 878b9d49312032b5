package ggpoker

import "github.com/hhcheck/hhcheck/grammar/pokerstars"

// GGPoker's summary seat lines are PokerStars' plus "won ($x)" for a pot
// won without a showdown.
type (
	SummarySeat   = pokerstars.SummarySeat
	SeatNameError = pokerstars.SeatNameError
	Result        = pokerstars.Result
)

// ParseSummarySeat parses a summary seat line. name is the player the
// hand's seat list gives for that seat number; when it does not prefix the
// text the line is rejected with a *SeatNameError.
func ParseSummarySeat(line string, name func(seat int) string) (*SummarySeat, error) {
	return pokerstars.ParseSummarySeatWith(line, name, pokerstars.SummaryOptions{WonWithoutShowdown: true})
}
