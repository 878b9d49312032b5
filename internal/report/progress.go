package report

import (
	"io"
	"os"
	"strconv"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/hhcheck/hhcheck/internal/audit"
)

// Progress shows hands read, flagged and the rate on w while a run goes
// on. Its OnHand goes into audit.Options.OnHand (chain it with any other);
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
func (p *Progress) OnHand(h audit.HandResult) {
	if p == nil {
		return
	}
	if h.Rejected != nil || len(h.Discrepancies) > 0 {
		p.flagged++
		p.bar.Describe("verifying (" + strconv.Itoa(p.flagged) + " not clean)")
	}
	_ = p.bar.Add(1)
}

// Finish removes the display.
func (p *Progress) Finish() {
	if p != nil {
		_ = p.bar.Finish()
	}
}
