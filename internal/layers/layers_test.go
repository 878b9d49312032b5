package layers_test

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

const module = "github.com/hhcheck/hhcheck/"

// mayImport is DEVELOPERS.md's layout as data: the project packages each
// package may import. A package not listed here fails the test, so that a
// new package takes its place in the layers knowingly. "grammar/*" stands
// for every site grammar and the shared grammar packages.
var mayImport = map[string][]string{
	"cards":              nil,
	"rules":              nil,
	"hand":               {"cards", "rules"},
	"internal/source":    nil,
	"internal/buildinfo": nil,
	"grammar":            nil,
	"grammar/*":          {"grammar/*"},
	"parse":              {"cards", "hand", "grammar/*", "internal/source"},
	"replay":             {"cards", "hand", "rules"},
	"verify/eval":        {"cards", "hand", "rules"},
	"verify":             {"cards", "hand", "rules", "replay", "verify/eval"},
	"casino":             {"cards", "hand", "rules", "verify/eval"},
	"settle":             {"cards", "hand", "rules", "replay", "verify", "verify/eval", "casino"},
	"export":             {"cards", "hand", "rules", "internal/buildinfo", "parse", "replay", "verify", "verify/eval"},
	"export/phh":         {"cards", "hand", "rules", "parse", "replay", "verify", "export"},
	"internal/explain":   {"cards", "hand", "rules", "internal/buildinfo", "parse", "replay", "verify", "verify/eval", "export"},
	"internal/objstore":  {"internal/source"},
	"internal/audit": {"cards", "hand", "rules", "internal/buildinfo", "internal/source", "internal/objstore",
		"parse", "replay", "verify", "verify/eval", "casino", "export"},
	"internal/report":     {"internal/audit", "hand", "rules", "parse"},
	"internal/replaytest": {"cards", "hand"},
	"cmd/hhcheck":         {"*"},
}

// handPath: the packages a hand goes through, from text to verdict. They
// must not link object storage or Parquet: those belong to the batch run
// and the outputs (and their weight slows every fuzzer of the phases).
var handPath = []string{"cards", "rules", "hand", "internal/source", "grammar/...", "parse", "replay", "verify/..."}

var heavy = []string{"gocloud.dev", "cloud.google.com", "github.com/aws", "google.golang.org", "github.com/parquet-go"}

func goList(t *testing.T, args ...string) []string {
	t.Helper()
	out, err := exec.Command("go", append([]string{"list"}, args...)...).Output()
	if err != nil {
		t.Skipf("go list: %v (the go command is needed to read the import graph)", err)
	}
	return strings.Split(strings.TrimSpace(string(out)), "\n")
}

// layer names the entry of mayImport a package falls under.
func layer(pkg string) string {
	if strings.HasPrefix(pkg, "grammar/") {
		return "grammar/*"
	}
	return pkg
}

func TestImportsFlowOneWay(t *testing.T) {
	lines := goList(t, "-f", `{{.ImportPath}}:{{join .Imports " "}}`, module+"...")
	for _, l := range lines {
		pkg, imports, _ := strings.Cut(l, ":")
		pkg = strings.TrimPrefix(pkg, module)
		if pkg == "internal/layers" {
			continue
		}
		allowed, ok := mayImport[layer(pkg)]
		if !ok {
			t.Errorf("package %s is not in the layers (internal/layers.mayImport, DEVELOPERS.md's layout)", pkg)
			continue
		}
		for _, imp := range strings.Fields(imports) {
			if !strings.HasPrefix(imp, module) {
				continue
			}
			imp = strings.TrimPrefix(imp, module)
			if !slices.Contains(allowed, "*") && !slices.Contains(allowed, layer(imp)) {
				t.Errorf("%s imports %s: not a layer below it (DEVELOPERS.md)", pkg, imp)
			}
		}
	}
}

func TestHandPathLinksNoOutputs(t *testing.T) {
	args := []string{"-deps"}
	for _, p := range handPath {
		args = append(args, module+p)
	}
	var linked []string
	for _, dep := range goList(t, args...) {
		for _, h := range heavy {
			if strings.HasPrefix(dep, h) {
				linked = append(linked, dep)
			}
		}
	}
	if len(linked) > 0 {
		t.Errorf("the hand's path links %d packages of object storage or Parquet (they belong to internal/audit and export), e.g. %s",
			len(linked), linked[0])
	}
}
