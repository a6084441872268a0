package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// Every "ruling N" the code cites is written out in docs/rulings.md, the
// project's own rulings, with the rulebook lines it rests on; and the
// README points there.
func TestCitedRulingsAreWrittenOut(t *testing.T) {
	doc, err := os.ReadFile("../../docs/rulings.md")
	if err != nil {
		t.Fatal(err)
	}
	written := map[int]bool{}
	for _, part := range regexp.MustCompile(`(?m)^\*\*(\d+)\. `).Split(string(doc), -1)[1:] {
		if !strings.Contains(part, "Rests on: ") || !regexp.MustCompile(`\b(ES|RU) L\d+`).MatchString(part) {
			t.Errorf("a ruling of docs/rulings.md names no rulebook line: %.60q", part)
		}
	}
	for _, m := range regexp.MustCompile(`(?m)^\*\*(\d+)\. `).FindAllStringSubmatch(string(doc), -1) {
		n, _ := strconv.Atoi(m[1])
		if written[n] || n != len(written)+1 {
			t.Errorf("docs/rulings.md: ruling %d out of order or twice", n)
		}
		written[n] = true
	}
	if len(written) != 18 {
		t.Errorf("docs/rulings.md holds %d rulings, want 18", len(written))
	}

	cite := regexp.MustCompile(`[Rr]uling (\d+)`)
	cited := 0
	err = filepath.WalkDir("../..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && strings.HasPrefix(d.Name(), ".") && path != "../.." {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range cite.FindAllStringSubmatch(string(src), -1) {
			n, _ := strconv.Atoi(m[1])
			if !written[n] {
				t.Errorf("%s cites ruling %d, which docs/rulings.md does not hold", path, n)
			}
			cited++
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if cited == 0 {
		t.Error("no citation of a ruling found in the code")
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(readme), "docs/rulings.md") {
		t.Error("the README does not say where the rulings are")
	}
}
