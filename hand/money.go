package hand

import (
	"fmt"
	"strconv"
)

// Money is an amount in the smallest unit of the hand's money: cents for a
// cash game in dollars or euros, chips for a tournament or play money. It is
// never a float: a pot of 0.1+0.2 must add up to exactly 0.3.
type Money int64

// Format writes m with the given number of decimals, e.g. Format(1234, 2) is
// "12.34" and Format(-5, 2) is "-0.05".
func (m Money) Format(decimals int) string {
	if decimals <= 0 {
		return strconv.FormatInt(int64(m), 10)
	}
	neg := m < 0
	if neg {
		m = -m
	}
	p := Money(1)
	for i := 0; i < decimals; i++ {
		p *= 10
	}
	s := fmt.Sprintf("%d.%0*d", m/p, decimals, m%p)
	if neg {
		s = "-" + s
	}
	return s
}
