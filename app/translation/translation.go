// Package translation loads Arrayán's English, Spanish and Russian strings
// into Fyne's lang package. Each screen area keeps its own files, named
// AREA.LANG.json, in translations/.
package translation

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"strings"
	_ "unsafe" // for go:linkname, see localizeIn

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
)

//go:embed translations
var files embed.FS

// Languages lists the language codes Arrayán ships, English first.
var Languages = []string{"en", "es", "ru"}

// Load registers every translation file with Fyne, which then shows the
// language that best matches the system locale.
func Load() error {
	if err := lang.AddTranslationsFS(files, "translations"); err != nil {
		return fmt.Errorf("loading translations: %w", err)
	}
	return nil
}

// Use shows the app in the language code ("en", "es" or "ru") whatever the
// system locale, or follows the system again when code is empty.
//
// Fyne chooses among loaded languages by the system locale, so Use loads the
// chosen language's strings under every shipped language tag: whichever tag
// Fyne matches, it finds the chosen strings. It then points Fyne's localizer
// at code itself, so that plural strings (lang.XN) take code's plural rules
// (Russian: one, few, many) rather than those of the system's language.
func Use(code string) error {
	if code == "" {
		return Load()
	}
	if !isShipped(code) {
		return fmt.Errorf("language %q is not one of %v", code, Languages)
	}
	entries, err := fs.ReadDir(files, "translations")
	if err != nil {
		return fmt.Errorf("reading translations: %w", err)
	}
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), "."+code+".json") {
			continue
		}
		data, err := files.ReadFile(path.Join("translations", e.Name()))
		if err != nil {
			return fmt.Errorf("reading %s: %w", e.Name(), err)
		}
		for _, tag := range Languages {
			if err := lang.AddTranslationsForLocale(data, fyne.Locale(tag)); err != nil {
				return fmt.Errorf("loading %s as %s: %w", e.Name(), tag, err)
			}
		}
	}
	localizeIn(code)
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
