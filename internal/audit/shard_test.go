package audit

import (
	"fmt"
	"testing"
)

func TestParseShard(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	for _, c := range []struct {
		spec string
		env  map[string]string
		want Shard
		bad  bool
	}{
		{spec: "0/4", want: Shard{0, 4}},
		{spec: "3/4", want: Shard{3, 4}},
		{spec: "4/4", bad: true},
		{spec: "-1/4", bad: true},
		{spec: "1/0", bad: true},
		{spec: "x/2", bad: true},
		{spec: "4", bad: true}, // no index in the environment
		{spec: "4", env: map[string]string{"JOB_COMPLETION_INDEX": "2"}, want: Shard{2, 4}},
		{spec: "4", env: map[string]string{"SLURM_ARRAY_TASK_ID": "4", "SLURM_ARRAY_TASK_MIN": "1"}, want: Shard{3, 4}},
		{spec: "4", env: map[string]string{"SLURM_ARRAY_TASK_ID": "3"}, want: Shard{3, 4}},
		{spec: "4", env: map[string]string{"JOB_COMPLETION_INDEX": "7"}, bad: true},
	} {
		got, err := ParseShard(c.spec, env(c.env))
		if c.bad {
			if err == nil {
				t.Errorf("ParseShard(%q, %v) = %v, want an error", c.spec, c.env, got)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("ParseShard(%q, %v) = %v, %v; want %v", c.spec, c.env, got, err, c.want)
		}
	}
}

// TestShardPartition: every name goes to exactly one of N shards, and the
// daily files of one table to the same one.
func TestShardPartition(t *testing.T) {
	for n := 1; n <= 5; n++ {
		counts := make([]int, n)
		for i := 0; i < 500; i++ {
			name := fmt.Sprintf("/logs/day%d/HH2026112%d Table %d - $0.01-$0.02.txt", i%7, i%9, i)
			taken := 0
			for k := 0; k < n; k++ {
				if (Shard{k, n}).Takes(name) {
					taken++
					counts[k]++
				}
			}
			if taken != 1 {
				t.Fatalf("%s taken by %d of %d shards", name, taken, n)
			}
		}
		for k, c := range counts {
			if n > 1 && c < 500/n/2 {
				t.Errorf("shard %d/%d takes %d of 500 files: badly spread", k, n, c)
			}
		}
	}
	same := [][2]string{
		{"/a/2026-11-22/HH20261122 Aaltje II - $0.01-$0.02 - USD No Limit Hold'em.txt", "/b/2026-11-23/HH20261123 Aaltje II - $0.01-$0.02 - USD No Limit Hold'em.txt"},
		{"20261122_Monaco 03_real_holdem_no-limit.txt", "x/20261123_Monaco 03_real_holdem_no-limit.txt"},
		{"GG20261122-0000 - RushAndCash1234 - 0.02 - 0.05 - 6max.txt", "GG20261123-1530 - RushAndCash1234 - 0.02 - 0.05 - 6max.txt"},
		{"logs.zip/a.txt", "logs.zip/b.txt"},
	}
	for _, p := range same {
		if ShardKey(p[0]) != ShardKey(p[1]) {
			t.Errorf("ShardKey(%q) = %q, ShardKey(%q) = %q: one table, two keys", p[0], ShardKey(p[0]), p[1], ShardKey(p[1]))
		}
	}
	if ShardKey("HH20261122 Aaltje II.txt") == ShardKey("HH20261122 Bolzano.txt") {
		t.Error("two tables share a key")
	}
}
