package audit

import "testing"

// Every test of the package reads each file into a buffer of the run's
// pool and fills the buffers given back with 0xFF (source.Buffers): a
// result, finding, row or cache that kept a string of a file's text past
// the collector would read bytes no history holds, and its test fail
// (as the corpus and cross-hand tests do when OnHand is given results
// that do not own their strings).
func init() { poisonBuffers = true }

// unpoisoned makes a benchmark's runs read as the command's do.
func unpoisoned(b *testing.B) {
	p := poisonBuffers
	poisonBuffers = false
	b.Cleanup(func() { poisonBuffers = p })
}
