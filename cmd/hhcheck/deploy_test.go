package main

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestDeployManifestsUseRealFlags: the commands and flags the Kubernetes
// manifests and the Slurm script of docs/scale.md give exist, so the
// examples do not drift from the CLI.
func TestDeployManifestsUseRealFlags(t *testing.T) {
	root := newRoot()
	argLine := regexp.MustCompile(`^\s*- (verify|merge)$`)
	flag := regexp.MustCompile(`--([a-z][a-z-]+)`)
	for _, f := range []string{"../../deploy/kubernetes/shards-job.yaml", "../../deploy/kubernetes/merge-job.yaml", "../../deploy/slurm/hhcheck-array.sh"} {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var cmdName string
		checked := 0
		for _, line := range strings.Split(string(b), "\n") {
			if m := argLine.FindStringSubmatch(line); m != nil {
				cmdName = m[1]
				continue
			}
			if i := strings.Index(line, "hhcheck "); i >= 0 && !strings.Contains(line, "#") {
				for _, w := range strings.Fields(line[i:]) {
					if w == "verify" || w == "merge" {
						cmdName = w
						break
					}
				}
			}
			if cmdName == "" {
				continue
			}
			c, _, err := root.Find([]string{cmdName})
			if err != nil {
				t.Fatal(err)
			}
			code := line
			if i := strings.Index(code, " #"); i >= 0 {
				code = code[:i]
			}
			for _, m := range flag.FindAllStringSubmatch(code, -1) {
				if c.Flags().Lookup(m[1]) == nil {
					t.Errorf("%s: hhcheck %s has no flag --%s", f, cmdName, m[1])
				}
				checked++
			}
		}
		if checked == 0 {
			t.Errorf("%s: no hhcheck flag found to check", f)
		}
	}
}
