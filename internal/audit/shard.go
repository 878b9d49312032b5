package audit

import (
	"fmt"
	"hash/fnv"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// Shard selects a deterministic part of a run's input: shard K of N takes
// the files whose ShardKey hashes to K. Every file goes to exactly one
// shard, whatever machine computes it, so the N shard runs together read
// each byte once; `hhcheck merge` adds their summaries and findings back
// into one. The zero Shard (N = 0) takes everything.
type Shard struct {
	K, N int
}

// shardEnv are the variables a scheduler sets to a task's index, read in
// this order when --shard gives only N: a Kubernetes Indexed Job
// (JOB_COMPLETION_INDEX, from 0) and a Slurm job array
// (SLURM_ARRAY_TASK_ID, counted from SLURM_ARRAY_TASK_MIN when set).
var shardEnv = []string{"JOB_COMPLETION_INDEX", "SLURM_ARRAY_TASK_ID"}

// ParseShard reads "K/N" (0 ≤ K < N), or "N" alone, which takes K from the
// environment (JOB_COMPLETION_INDEX, then SLURM_ARRAY_TASK_ID less
// SLURM_ARRAY_TASK_MIN). getenv is os.Getenv in the CLI.
func ParseShard(spec string, getenv func(string) string) (Shard, error) {
	if getenv == nil {
		getenv = os.Getenv
	}
	ks, ns, hasK := strings.Cut(spec, "/")
	if !hasK {
		ks, ns = "", spec
	}
	n, err := strconv.Atoi(ns)
	if err != nil || n < 1 {
		return Shard{}, fmt.Errorf("--shard %q: N must be a whole number ≥ 1 (K/N or N)", spec)
	}
	if !hasK {
		for _, name := range shardEnv {
			v := getenv(name)
			if v == "" {
				continue
			}
			k, err := strconv.Atoi(v)
			if err != nil {
				return Shard{}, fmt.Errorf("--shard %s: %s=%q is not a whole number", spec, name, v)
			}
			if name == "SLURM_ARRAY_TASK_ID" {
				if m, err := strconv.Atoi(getenv("SLURM_ARRAY_TASK_MIN")); err == nil {
					k -= m
				}
			}
			ks = strconv.Itoa(k)
			break
		}
		if ks == "" {
			return Shard{}, fmt.Errorf("--shard %s: no shard index: give K/N, or set JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID", spec)
		}
	}
	k, err := strconv.Atoi(ks)
	if err != nil || k < 0 || k >= n {
		return Shard{}, fmt.Errorf("--shard %q: K must be a whole number from 0 to %d", spec, n-1)
	}
	return Shard{K: k, N: n}, nil
}

func (s Shard) String() string {
	if s.N == 0 {
		return ""
	}
	return fmt.Sprintf("%d/%d", s.K, s.N)
}

// Takes reports whether the input named name belongs to this shard.
func (s Shard) Takes(name string) bool {
	if s.N <= 1 {
		return true
	}
	h := fnv.New32a()
	h.Write([]byte(ShardKey(name)))
	return int(h.Sum32()%uint32(s.N)) == s.K
}

// dateStamp matches the date (and time) stamps sites write in the names of
// their daily files: "HH20201212 Aaltje II - …" (PokerStars),
// "20200101_Table_real_holdem.txt" (Winamax), "GG20201212-0000 - …"
// (GGPoker), "2026-11-23".
var dateStamp = regexp.MustCompile(`(19|20)\d\d[-_.]?[01]\d[-_.]?[0-3]\d([-_ T.]?[0-2]\d[-_:.h]?[0-5]\d([-_:.]?[0-5]\d)?)?`)

// ShardKey is what decides an input's shard: its file name without the
// folders (daily folders, the mount point of each machine) and without the
// date stamps, so that the files one table writes day after day, which
// sites name after the table, fall in the same shard. The cross-hand
// checks compare the hands of one file (verify.Session), so any split by
// file keeps them whole; the key keeps a table's days together too. An
// archive's entries go with the archive.
func ShardKey(name string) string {
	name = filepath.ToSlash(name)
	if i := strings.Index(strings.ToLower(name), ".zip/"); i >= 0 {
		name = name[:i+4]
	}
	base := path.Base(name)
	return strings.ToLower(dateStamp.ReplaceAllString(base, ""))
}

func filterShard(files []string, s Shard) []string {
	return slices.DeleteFunc(files, func(f string) bool { return !s.Takes(f) })
}

func filterShardErrors(errs []FileError, s Shard) []FileError {
	return slices.DeleteFunc(errs, func(fe FileError) bool { return !s.Takes(fe.File) })
}
