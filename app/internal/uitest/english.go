package uitest

import (
	"encoding/json"
	"io/fs"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/translation"
)

// templateAction is a {{…}} action of a translation's words.
var templateAction = regexp.MustCompile(`\{\{[^}]*\}\}`)

// NoEnglish fails the test when the window, its dialogs and pop-ups
// included, shows an English sentence although the app speaks language
// (es or ru): a piece of at least two words and twelve letters of any
// English string the app or an engine has (the translations' English
// files, the engines' messages among them) that the language's own
// strings do not also contain, such as a name.
func NoEnglish(t testing.TB, w fyne.Window, language string) {
	t.Helper()
	pieces := englishPieces(t, language)
	var shown []string
	for _, o := range append([]fyne.CanvasObject{w.Canvas().Content()}, w.Canvas().Overlays().List()...) {
		shown = append(shown, Texts(o)...)
	}
	reported := map[string]bool{}
	for _, text := range shown {
		if reported[text] {
			continue
		}
		reported[text] = true
		for _, p := range pieces {
			if strings.Contains(text, p) {
				t.Errorf("English on a %s screen: %q (from %q)", language, text, p)
				break
			}
		}
	}
}

// englishPieces are the literal pieces of every English string that the
// language's strings do not contain.
func englishPieces(t testing.TB, language string) []string {
	t.Helper()
	var own strings.Builder
	var englishTexts []string
	err := fs.WalkDir(translation.Files(), "translations", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(translation.Files(), path)
		if err != nil {
			return err
		}
		var texts map[string]json.RawMessage
		if err := json.Unmarshal(data, &texts); err != nil {
			return err
		}
		for _, raw := range texts {
			var one string
			var forms map[string]string
			if json.Unmarshal(raw, &one) != nil && json.Unmarshal(raw, &forms) == nil {
				for _, f := range forms {
					one += f + "\n"
				}
			}
			switch {
			case strings.HasSuffix(path, ".en.json"):
				englishTexts = append(englishTexts, one)
			case strings.HasSuffix(path, "."+language+".json"):
				own.WriteString(one + "\n")
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	ownText := own.String()
	var pieces []string
	seen := map[string]bool{}
	for _, text := range englishTexts {
		for _, line := range strings.Split(text, "\n") {
			for _, p := range templateAction.Split(line, -1) {
				p = strings.TrimSpace(p)
				if len([]rune(p)) < 12 || !strings.Contains(p, " ") || seen[p] || strings.Contains(ownText, p) {
					continue
				}
				seen[p] = true
				pieces = append(pieces, p)
			}
		}
	}
	return pieces
}
