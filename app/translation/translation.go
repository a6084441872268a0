// Package translation loads Arrayán's English, Spanish and Russian strings
// into Fyne's lang package. Each screen area keeps its own files, named
// AREA.LANG.json, in translations/; an area's strings are loaded when its
// first screen opens (Need), so that start-up reads only the home screen's.
package translation

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sync"
	_ "unsafe" // for go:linkname, see localizeIn

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
)

//go:embed translations
var files embed.FS

// Languages lists the language codes Arrayán ships, English first.
var Languages = []string{"en", "es", "ru"}

// Areas of strings: the home screen and shared widgets (always loaded),
// then one per screen area, loaded by Need.
const (
	Base      = "base"
	Tiles     = "tiles"
	Setup     = "setup"
	MarcoPolo = "marcopolo"
	CityGame  = "citygame"
	// MarcoPoloNames holds the names of data/marcopolo's components, under
	// keys derived from their ids (mp.SpaceKey…): shown by the Marco Polo
	// screens and the setup checklist alike.
	MarcoPoloNames = "mpnames"
	// YourCopy is "Your copy of Sabika" (app/sabika/yourcopy).
	YourCopy = "yourcopy"
	// Yusuf is Yusuf's turns in a solo game (app/sabika/yusufturn).
	Yusuf = "yusuf"
	// Sabika is the Sabika game record (app/sabika).
	Sabika = "sabika"
	// History is the history of plays, statistics and backup (app/history).
	History = "history"
)

var (
	mu      sync.Mutex
	current string          // the chosen language, "" to follow the system
	loaded  map[string]bool // areas loaded in current
)

// Use shows the app in the language code ("en", "es" or "ru") whatever the
// system locale, or follows the system again when code is empty. It loads
// the base strings at once; every other area is loaded again, in the new
// language, when a screen Needs it.
//
// Fyne chooses among loaded languages by the system locale, so a chosen
// language's strings are loaded under every shipped language tag: whichever
// tag Fyne matches, it finds the chosen strings. Fyne's localizer is then
// pointed at code itself, so that plural strings (lang.XN) take code's
// plural rules (Russian: one, few, many) rather than the system's.
func Use(code string) error {
	if code != "" && !isShipped(code) {
		return fmt.Errorf("language %q is not one of %v", code, Languages)
	}
	mu.Lock()
	defer mu.Unlock()
	current = code
	loaded = map[string]bool{}
	return load(Base)
}

// Need loads the strings of area (Tiles, Setup, MarcoPolo) in the current
// language unless they are loaded already. Screens call it before they
// build their widgets.
func Need(area string) {
	mu.Lock()
	defer mu.Unlock()
	if loaded[area] {
		return
	}
	if err := load(area); err != nil {
		fyne.LogError("loading the "+area+" strings", err) // embedded files, checked by the tests
	}
}

// load reads area's files into Fyne: the chosen language's under every
// tag, or, following the system, each language's under its own tag.
func load(area string) error {
	for _, file := range Languages {
		if current != "" && file != current {
			continue
		}
		name := area + "." + file + ".json"
		data, err := files.ReadFile(path.Join("translations", name))
		if err != nil {
			return fmt.Errorf("reading %s: %w", name, err)
		}
		tags := Languages
		if current == "" {
			tags = []string{file}
		}
		for _, tag := range tags {
			if err := lang.AddTranslationsForLocale(data, fyne.Locale(tag)); err != nil {
				return fmt.Errorf("loading %s as %s: %w", name, tag, err)
			}
		}
	}
	if current != "" {
		localizeIn(current)
	}
	if loaded == nil {
		loaded = map[string]bool{}
	}
	loaded[area] = true
	return nil
}

// localizeIn makes Fyne's localizer speak the language code, as it does for
// the system's language at start-up. Fyne (v2.8.1, pinned in go.mod) has no
// exported way to choose the language, and its plural rules follow the
// localizer's language; a Fyne without this function fails to link, and
// TestPluralsFollowEachLanguage checks the effect.
//
//go:linkname localizeIn fyne.io/fyne/v2/lang.setupLang
func localizeIn(code string)

func isShipped(code string) bool {
	for _, l := range Languages {
		if l == code {
			return true
		}
	}
	return false
}

// Files returns the embedded translation files, for tests that check that
// every language has every key.
func Files() fs.FS { return files }
