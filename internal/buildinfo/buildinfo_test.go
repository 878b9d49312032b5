package buildinfo

import (
	"strings"
	"testing"
)

func TestString(t *testing.T) {
	s := String()
	if !strings.HasPrefix(s, "hhcheck ") {
		t.Fatalf("String() = %q, want the prefix %q", s, "hhcheck ")
	}
	i := Read()
	if i.GoVersion == "" || !strings.Contains(s, i.GoVersion) {
		t.Errorf("String() = %q does not name the Go version %q", s, i.GoVersion)
	}
	if String() != s {
		t.Error("String() is not stable across calls")
	}
}
