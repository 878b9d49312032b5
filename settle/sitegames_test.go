package settle

import (
	"reflect"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

// siteGameCases are cases of the sites' games the sources are silent on
// (hand.Games): 5 card stud (the best five of the five), Irish and Double
// Hold'em (the two hole cards kept after the discard, any five with the
// board), with what each seat is paid.
var siteGameCases = map[string]struct {
	json string
	paid map[int]hand.Money
}{
	"stud5: a pair of aces over a pair of nines": {
		`{"game":"stud5","players":[{"seat":1,"cards":["Ah","2c","7d","Qc","Ad"],"contributed":70},{"seat":2,"cards":["6c","9s","9h","3d","Js"],"contributed":70}]}`,
		map[int]hand.Money{1: 140}},
	"irish: the kept aces full over two pair": {
		`{"game":"irish","button":3,"board":["As","8h","2c","8d","Kh"],"players":[{"seat":1,"cards":["Ah","Ad"],"contributed":570},{"seat":2,"cards":["Kd","Qs"],"contributed":570},{"seat":3,"contributed":20,"folded":true}]}`,
		map[int]hand.Money{1: 1160}},
	// Ah Kh with the board's two hearts is no flush: two hole cards play
	"double-holdem: two hole cards, no flush of three": {
		`{"game":"double-holdem","button":3,"board":["Qh","Jh","2c","2d","9s"],"players":[{"seat":1,"cards":["Ah","Kh"],"contributed":12},{"seat":2,"cards":["Qc","5d"],"contributed":12}]}`,
		map[int]hand.Money{2: 24}},
}

// TestSiteGames settles siteGameCases.
func TestSiteGames(t *testing.T) {
	for name, c := range siteGameCases {
		t.Run(name, func(t *testing.T) {
			o, err := Settle(decodeOne(t, c.json))
			if err != nil {
				t.Fatal(err)
			}
			if got := paid(o); !reflect.DeepEqual(got, c.paid) {
				t.Errorf("paid %v, want %v", got, c.paid)
			}
		})
	}
	// the four cards Irish deals are not the hand: the two kept are
	_, err := Settle(decodeOne(t, `{"game":"irish","button":1,"board":["As","8h","2c","8d","Kh"],"players":[{"seat":1,"cards":["Ah","Ad","Kc","Ks"],"contributed":5},{"seat":2,"cards":["Kd","Qs"],"contributed":5}]}`))
	if err == nil || !strings.Contains(err.Error(), "irish players hold 2") {
		t.Errorf("four Irish cards: %v", err)
	}
}
