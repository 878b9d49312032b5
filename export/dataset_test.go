package export_test

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/parquet-go/parquet-go"

	"github.com/hhcheck/hhcheck/export"
	"github.com/hhcheck/hhcheck/internal/audit"
	"github.com/hhcheck/hhcheck/rules"
)

// tableRows reads every file of one table of a dataset, with the partition
// each row was read from ("site=…/date=…").
type partRow[T any] struct {
	Partition string
	Row       T
}

func readTable[T any](t *testing.T, dir, name string) []partRow[T] {
	t.Helper()
	var out []partRow[T]
	root := filepath.Join(dir, name)
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if !strings.HasSuffix(path, ".parquet") {
			t.Errorf("stray file %s", path)
			return nil
		}
		fi, _ := d.Info()
		if fi.Mode().Perm() != 0o644 {
			t.Errorf("%s: mode %v, want 0644", path, fi.Mode().Perm())
		}
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		pf, err := parquet.OpenFile(f, fi.Size())
		if err != nil {
			return err
		}
		if v, _ := pf.Lookup("hhcheck.schema_version"); v != export.DatasetSchemaVersion {
			t.Errorf("%s: schema_version %q", path, v)
		}
		if v, _ := pf.Lookup("hhcheck.version"); v == "" {
			t.Errorf("%s: no hhcheck.version", path)
		}
		rows, err := parquet.Read[T](f, fi.Size())
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, filepath.Dir(path))
		for _, r := range rows {
			out = append(out, partRow[T]{filepath.ToSlash(rel), r})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// dataset is every table of a dataset, read back.
type dataset struct {
	hands    []partRow[export.HandRow]
	seats    []partRow[export.SeatRow]
	actions  []partRow[export.ActionRow]
	pots     []partRow[export.PotRow]
	findings []partRow[export.FindingRow]
}

func readDataset(t *testing.T, dir string) *dataset {
	return &dataset{
		hands:    readTable[export.HandRow](t, dir, export.TableHands),
		seats:    readTable[export.SeatRow](t, dir, export.TableSeats),
		actions:  readTable[export.ActionRow](t, dir, export.TableActions),
		pots:     readTable[export.PotRow](t, dir, export.TablePots),
		findings: readTable[export.FindingRow](t, dir, export.TableFindings),
	}
}

// runDataset verifies paths with --dataset and returns the summary, the
// hands as audit reported them, and the dataset read back.
func runDataset(t *testing.T, paths ...string) (*audit.Summary, []audit.HandResult, *dataset) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "ds")
	ds, err := export.CreateDataset(dir, export.DatasetOptions{Profile: "standard", MaxOpen: 3})
	if err != nil {
		t.Fatal(err)
	}
	var hands []audit.HandResult
	sum, err := audit.Run(context.Background(), audit.Options{Paths: paths, Profile: rules.Standard, Sink: ds,
		OnHand: func(h audit.HandResult) {
			if !h.Duplicate { // a hand read twice is counted (and has its row) once
				hands = append(hands, h)
			}
		}})
	if err != nil {
		t.Fatal(err)
	}
	left, _ := filepath.Glob(filepath.Join(filepath.Dir(dir), ".ds.*"))
	if len(left) > 0 {
		t.Errorf("temporary directories left: %v", left)
	}
	return sum, hands, readDataset(t, dir)
}

// uncollectedClean lists the real hands verify finds clean although the
// site recorded less collected than the pot (with the reason).
var uncollectedClean = map[string]string{
	// PacificPoker-888/tour__PacificPoker__Flop__PLO8-USD-STT-10-1-201308.no.pot.awarded.txt:
	// the record pays nobody; 888 prints no rake ("the rake is what nobody
	// collected", hand.Conventions.RakeDivisionUnknown on main).
	"888poker/424764397": "888 record pays nobody; its rake is what nobody collected",
}

// checkInvariants checks what docs/dataset.md promises of every dataset.
func checkInvariants(t *testing.T, sum *audit.Summary, hands []audit.HandResult, d *dataset) {
	t.Helper()
	// Row counts equal the summary's.
	if len(d.hands) != sum.HandsRead {
		t.Errorf("hands rows %d, hands read %d", len(d.hands), sum.HandsRead)
	}
	status := map[string]int{}
	byKey := map[string]*partRow[export.HandRow]{}
	byPlace := map[string]bool{}
	for i := range d.hands {
		h := &d.hands[i]
		status[h.Row.Status]++
		if byKey[h.Row.HandKey] != nil {
			t.Errorf("hand_key %q twice", h.Row.HandKey)
		}
		byKey[h.Row.HandKey] = h
		byPlace[h.Row.FilePath+":"+itoa(h.Row.HandLine)] = true
		// Partitions match each hand's site and date.
		site, _, _ := strings.Cut(h.Row.HandKey, "/")
		date := ""
		if h.Row.StartedAt != nil {
			date = h.Row.StartedAt.UTC().Format("2006-01-02")
		}
		if want := export.Partition(site, date); h.Partition != want {
			t.Errorf("hand %s in partition %s, want %s", h.Row.HandKey, h.Partition, want)
		}
	}
	if status["clean"] != sum.HandsClean || status["flagged"] != sum.HandsFlagged || status["rejected"] != sum.HandsRejected {
		t.Errorf("statuses %v, summary clean %d flagged %d rejected %d", status, sum.HandsClean, sum.HandsFlagged, sum.HandsRejected)
	}
	for _, h := range hands {
		if !byPlace[h.File+":"+itoa(int64(h.Line))] {
			t.Errorf("hand %s at %s:%d has no row", h.HandID, h.File, h.Line)
		}
	}
	findings := 0
	for _, f := range d.findings {
		if f.Row.Code != export.CodeRejected && f.Row.Code != "PROFILE_DIVERGENCE" {
			findings++
		}
		if h := byKey[f.Row.HandKey]; h == nil || h.Partition != f.Partition {
			t.Errorf("finding of %q: no hand in its partition", f.Row.HandKey)
		}
	}
	if findings != sum.Discrepancies {
		t.Errorf("finding rows %d, discrepancies %d", findings, sum.Discrepancies)
	}

	type seatKey struct {
		hand string
		seat int32
	}
	putIn := map[string]int64{}
	seats := map[seatKey]*export.SeatRow{}
	collected := map[string]int64{}
	for i := range d.seats {
		s := &d.seats[i]
		if h := byKey[s.Row.HandKey]; h == nil || h.Partition != s.Partition {
			t.Fatalf("seat of %q: no hand in its partition", s.Row.HandKey)
		}
		putIn[s.Row.HandKey] += s.Row.PutIn - s.Row.Uncalled
		collected[s.Row.HandKey] += s.Row.Collected + s.Row.NotAwarded
		seats[seatKey{s.Row.HandKey, s.Row.Seat}] = &s.Row
	}
	for _, h := range d.hands {
		r := &h.Row
		if r.Status == "rejected" {
			continue
		}
		// sum(put_in) − uncalled (+ money the site added) = pot_total.
		if r.PotTotal == nil || putIn[r.HandKey]+r.SiteAdded != *r.PotTotal || r.SiteAdded < 0 {
			t.Errorf("%s: seats put in %d, pot_total %v", r.HandKey, putIn[r.HandKey], r.PotTotal)
			continue
		}
		// collected + rake + fees = pot_total for clean hands.
		if r.Status == "clean" && collected[r.HandKey]+*r.Rake+*r.Fees != *r.PotTotal && uncollectedClean[r.HandKey] == "" {
			t.Errorf("%s: collected %d + rake %d + fees %d ≠ pot %d", r.HandKey, collected[r.HandKey], *r.Rake, *r.Fees, *r.PotTotal)
		}
	}

	// Actions replayed from their own columns give each seat's put-in:
	// a raise or completion puts in its to_amount less what the player had
	// in on the street; antes and the dead part of a post do not count
	// toward the street.
	streetIn := map[int32]int64{} // of the current hand and street
	curHand, curStreet := "", ""
	replayed := map[seatKey]int64{}
	for _, a := range d.actions {
		r := &a.Row
		if h := byKey[r.HandKey]; h == nil || h.Partition != a.Partition {
			t.Fatalf("action of %q: no hand in its partition", r.HandKey)
		}
		k := seatKey{r.HandKey, r.Seat}
		if r.HandKey != curHand {
			curHand, curStreet = r.HandKey, ""
			clear(streetIn)
		}
		if curStreet != r.Street && r.Street != "forced bets" {
			if curStreet != "" {
				clear(streetIn)
			}
			curStreet = r.Street
		}
		var put, live int64
		switch r.Kind {
		case "fold", "check", "discard", "stand_pat":
		case "ante":
			put = r.Amount
		case "dead_blind":
			put = r.Amount
			if r.Dead > 0 && r.Dead < r.Amount {
				live = r.Amount - r.Dead
			}
		case "small_and_big_blind":
			// without a written dead part, the part above the big blind
			dead, bb := r.Dead, byKey[r.HandKey].Row.BigBlind
			if dead == 0 && bb > 0 && r.Amount > bb {
				dead = r.Amount - bb
			}
			put, live = r.Amount, r.Amount-min(dead, r.Amount)
		case "raise", "complete":
			put = *r.ToAmount - streetIn[r.Seat]
			live = put
		default:
			put, live = r.Amount, r.Amount-min(r.Dead, r.Amount)
		}
		if put != r.PutIn {
			t.Errorf("%s action %d (%s %d): replayed put in %d, row says %d", r.HandKey, r.Seq, r.Kind, r.Amount, put, r.PutIn)
		}
		streetIn[r.Seat] += live
		replayed[k] += put
	}
	for k, s := range seats {
		if replayed[k] != s.PutIn {
			t.Errorf("%s seat %d: actions put in %d, seats.put_in %d", k.hand, k.seat, replayed[k], s.PutIn)
		}
	}

	// Pots: the portions of each pot add up to it; the shares to the portion.
	for _, p := range d.pots {
		r := &p.Row
		var s int64
		for _, v := range r.Shares {
			s += v
		}
		if len(r.Shares) > 0 && s != r.Amount {
			t.Errorf("%s %s %s: shares %d ≠ amount %d", r.HandKey, r.PotName, r.Portion, s, r.Amount)
		}
		if len(r.Shares) != len(r.Winners) {
			t.Errorf("%s %s: %d shares for %d winners", r.HandKey, r.PotName, len(r.Shares), len(r.Winners))
		}
	}
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

func TestDatasetTestdata(t *testing.T) {
	sum, hands, d := runDataset(t, "../testdata/histories")
	if sum.HandsRead < 300 || len(d.seats) == 0 || len(d.actions) == 0 || len(d.pots) == 0 {
		t.Fatalf("too little read: %d hands, %d seats, %d actions, %d pots", sum.HandsRead, len(d.seats), len(d.actions), len(d.pots))
	}
	checkInvariants(t, sum, hands, d)
}

func TestDatasetRealHistories(t *testing.T) {
	const shared = "../../shared/histories"
	if _, err := os.Stat(shared); err != nil {
		t.Skip("../shared/histories is absent: ", err)
	}
	sum, hands, d := runDataset(t, shared)
	t.Logf("%d hands: %d seats, %d actions, %d pots, %d findings rows", len(d.hands), len(d.seats), len(d.actions), len(d.pots), len(d.findings))
	checkInvariants(t, sum, hands, d)
}

// A dataset that is aborted (the run failed or was interrupted) leaves
// the previous one as it was; one that is closed replaces it whole.
func TestDatasetAtomic(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "ds")
	marker := filepath.Join(dir, "hands", "site=X", "date=2001-01-01", "part-00000.parquet") // a previous dataset's file
	if err := os.MkdirAll(filepath.Dir(marker), 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(marker, nil, 0o644)

	ctx, cancel := context.WithCancel(context.Background())
	cancel() // interrupted before the end
	ds, err := export.CreateDataset(dir, export.DatasetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := audit.Run(ctx, audit.Options{Paths: []string{"../testdata/histories"}, Profile: rules.Standard, Sink: ds}); err == nil {
		t.Fatal("a cancelled run reported no error")
	}
	if _, err := os.Stat(marker); err != nil {
		t.Fatalf("the previous dataset was touched by a failed run: %v", err)
	}
	left, _ := filepath.Glob(filepath.Join(filepath.Dir(dir), ".ds.*"))
	if len(left) > 0 {
		t.Errorf("temporary directories left: %v", left)
	}

	ds, err = export.CreateDataset(dir, export.DatasetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := audit.Run(context.Background(), audit.Options{Paths: []string{"../testdata/histories/winamax"}, Profile: rules.Standard, Sink: ds}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(marker); !os.IsNotExist(err) {
		t.Errorf("the previous dataset is still there after a successful run: %v", err)
	}
	if d := readDataset(t, dir); len(d.hands) == 0 {
		t.Error("no hands in the new dataset")
	}
	left, _ = filepath.Glob(filepath.Join(filepath.Dir(dir), ".ds.*"))
	if len(left) > 0 {
		t.Errorf("temporary directories left: %v", left)
	}
}

// An output directory never replaces a directory that holds anything
// else: given an input directory as the output, it refuses.
func TestDatasetRefusesForeignDirectory(t *testing.T) {
	dir := t.TempDir()
	hist := filepath.Join(dir, "histories.txt")
	os.WriteFile(hist, []byte("PokerStars Hand #1"), 0o644)
	if _, err := export.CreateDataset(dir, export.DatasetOptions{}); err == nil {
		t.Fatal("a directory of histories accepted as the dataset directory")
	}
	if _, err := os.Stat(hist); err != nil {
		t.Fatalf("the input was touched: %v", err)
	}
	left, _ := filepath.Glob(filepath.Join(filepath.Dir(dir), "."+filepath.Base(dir)+".*"))
	if len(left) > 0 {
		t.Errorf("temporary directories left: %v", left)
	}
}
