package app

import (
	"bytes"
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"
)

// TestEveryGlyphIsInTheBundledFonts checks that every character the
// screens draw (the string literals of app/ and every translation) is in
// a font every build of the app carries: Fyne's text fonts (regular and
// bold) or its symbol font, where Fyne looks a character up. A browser has
// no system font for Fyne to fall back on, and the web build leaves out
// Fyne's emoji font (build tag no_emoji: a quarter of the download), so a
// character outside them shows as an empty box on every phone.
func TestEveryGlyphIsInTheBundledFonts(t *testing.T) {
	var faces []*font.Face
	for _, r := range []fyne.Resource{
		theme.DefaultTheme().Font(fyne.TextStyle{}),
		theme.DefaultTheme().Font(fyne.TextStyle{Bold: true}),
		theme.DefaultSymbolFont(),
	} {
		f, err := font.ParseTTF(bytes.NewReader(r.Content()))
		if err != nil {
			t.Fatalf("reading the bundled font %s: %v", r.Name(), err)
		}
		faces = append(faces, f)
	}
	covered := func(c rune) bool {
		if c < 0x80 || c == '\n' || c == '\u00a0' {
			return true
		}
		for _, f := range faces {
			if _, ok := f.NominalGlyph(c); ok {
				return true
			}
		}
		return false
	}
	check := func(where, text string) {
		for _, c := range text {
			if !covered(c) {
				t.Errorf("%s: %q (U+%04X) is in no bundled font: %q", where, c, c, text)
			}
		}
	}
	// The engines' messages reach the screens too (a refused value's
	// reason, an import's error), so their string literals are read with
	// app/'s.
	for _, root := range []string{".", "../scoring", "../setup", "../data"} {
		walk(t, root, check)
	}
}

// walk checks every string literal of root's Go files and every text of
// its translation files.
func walk(t *testing.T, root string, check func(where, text string)) {
	t.Helper()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		switch {
		case strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go"):
			file, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.SkipObjectResolution)
			if err != nil {
				return err
			}
			ast.Inspect(file, func(n ast.Node) bool {
				if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
					if s, err := strconv.Unquote(lit.Value); err == nil {
						check(path, s)
					}
				}
				return true
			})
		case strings.HasPrefix(path, "translation/translations/") && strings.HasSuffix(path, ".json"):
			data, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			var texts map[string]any
			if err := json.Unmarshal(data, &texts); err != nil {
				return err
			}
			for key, v := range texts {
				text, ok := v.(string)
				if !ok { // plural forms: an object of strings
					b, _ := json.Marshal(v)
					text = string(b)
				}
				check(path+" "+key, text)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
