package audit

import (
	"io"
	"os"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

// Progress shows hands read, flagged and the rate on w while a run goes
// on. Its OnHand goes into Options.OnHand (chain it with any other);
// Finish clears the line.
type Progress struct {
	bar     *progressbar.ProgressBar
	flagged int
}

// NewProgress returns a progress display on w, or nil when w is not a
// terminal (a nightly job's log must not fill with bar redraws).
func NewProgress(w io.Writer) *Progress {
	f, ok := w.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return nil
	}
	return &Progress{bar: progressbar.NewOptions64(-1,
		progressbar.OptionSetWriter(w),
		progressbar.OptionSetDescription("verifying"),
		progressbar.OptionShowCount(),
		progressbar.OptionShowIts(),
		progressbar.OptionSetItsString("hands"),
		progressbar.OptionThrottle(200*time.Millisecond),
		progressbar.OptionClearOnFinish(),
		progressbar.OptionSpinnerType(14),
	)}
}

// OnHand counts one hand.
func (p *Progress) OnHand(h HandResult) {
	if p == nil {
		return
	}
	if h.Rejected != nil || len(h.Discrepancies) > 0 {
		p.flagged++
		p.bar.Describe("verifying (" + itoa(p.flagged) + " not clean)")
	}
	_ = p.bar.Add(1)
}

// Finish removes the display.
func (p *Progress) Finish() {
	if p != nil {
		_ = p.bar.Finish()
	}
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}
