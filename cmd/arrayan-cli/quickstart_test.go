package main

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The README's quick start must work on a fresh Debian machine: `make test`
// runs a cgo vet of the desktop app, so it installs the build packages
// first (the deps target, .ci/install-deps.sh) as `make run` does, and the
// README lists exactly the packages that script installs.
func TestQuickStartInstallsWhatItNeeds(t *testing.T) {
	makefile, err := os.ReadFile("../../Makefile")
	if err != nil {
		t.Fatal(err)
	}
	for _, target := range []string{"test", "build"} {
		rule := regexp.MustCompile(`(?m)^` + target + `:(.*)$`).FindSubmatch(makefile)
		if rule == nil {
			t.Fatalf("Makefile has no %s target", target)
		}
		if !slices.Contains(strings.Fields(string(rule[1])), "deps") {
			t.Errorf("Makefile target %s does not depend on deps: %q", target, rule[0])
		}
	}

	script, err := os.ReadFile("../../.ci/install-deps.sh")
	if err != nil {
		t.Fatal(err)
	}
	list := regexp.MustCompile(`(?m)^packages=\(([^)]*)\)`).FindSubmatch(script)
	if list == nil {
		t.Fatal(".ci/install-deps.sh has no packages=(…) line")
	}
	want := strings.Fields(string(list[1]))

	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	quick := regexp.MustCompile("(?s)to install `([^`]*)`").FindSubmatch(readme)
	if quick == nil {
		t.Fatal("README's quick start names no packages to install")
	}
	if got := strings.Fields(string(quick[1])); !slices.Equal(got, want) {
		t.Errorf("README's quick start installs %q; .ci/install-deps.sh installs %q", got, want)
	}
}
