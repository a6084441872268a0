// Package translation loads Arrayán's English, Spanish and Russian strings
// into Fyne's lang package. Each screen area keeps its own files, named
// AREA.LANG.json, in translations/; an area's strings are loaded when its
// first screen opens (Need), so that start-up reads only the home screen's.
package translation

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
)

//go:embed translations
var files embed.FS

// Language is a language Arrayán ships.
type Language struct {
	Code string // "en", "es", "ru": the files' LANG
	Name string // the language's name in itself, as its speakers look for it
	// plural is the CLDR cardinal category ("one", "few", "many",
	// "other") of a whole count in the language.
	plural func(n int) string
}

// shipped is the one list of languages: every other list (Languages, the
// settings' choice, the tests' checks) is derived from it. English is
// first, and is Fyne's fallback.
var shipped = []Language{
	{"en", "English", englishPlural},
	{"es", "Español", spanishPlural},
	{"ru", "Русский", russianPlural},
}

// Shipped returns the languages Arrayán ships, English first.
func Shipped() []Language { return slices.Clone(shipped) }

// Languages lists the codes of the shipped languages, English first.
var Languages = codes()

func codes() []string {
	out := make([]string, len(shipped))
	for i, l := range shipped {
		out[i] = l.Code
	}
	return out
}

// englishPlural: one for 1, other otherwise (CLDR).
func englishPlural(n int) string {
	if n == 1 {
		return "one"
	}
	return "other"
}

// spanishPlural: one for 1, many for a non-zero multiple of a million,
// other otherwise (CLDR 38 and later, as go-i18n).
func spanishPlural(n int) string {
	switch {
	case n == 1:
		return "one"
	case n != 0 && n%1_000_000 == 0:
		return "many"
	}
	return "other"
}

// russianPlural: one for 1, 21, 31…; few for 2–4, 22–24…; many for the
// rest of the whole numbers (CLDR), 11–14 included.
func russianPlural(n int) string {
	if n < 0 {
		n = -n
	}
	switch d, h := n%10, n%100; {
	case d == 1 && h != 11:
		return "one"
	case d >= 2 && d <= 4 && (h < 12 || h > 14):
		return "few"
	}
	return "many"
}

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
	// Messages holds the words of the engines' messages (data/message),
	// under "msg." and each kind's code.
	Messages = "message"
)

var (
	mu      sync.Mutex
	current string          // the chosen language, "" to follow the system
	loaded  map[string]bool // areas loaded in current
)

// Use shows the app in the language code ("en", "es" or "ru") whatever the
// system locale, or follows the system again when code is empty. It loads
// the base strings at once; every other area is loaded again, in the new
// language, when a screen Needs it. Choosing the language already in use
// changes nothing.
//
// Fyne (v2.8.1) chooses among loaded languages by the system locale and
// has no public way to choose another, so a chosen language's strings are
// loaded, through lang.AddTranslationsForLocale, under every shipped
// language tag: whichever tag Fyne matches, it finds the chosen strings.
// Fyne would then pick plural forms by the system language's rules, so
// plural strings go through XN, which picks the form by the chosen
// language's rules (Russian: one, few, many) among the forms load adds as
// keys of their own.
func Use(code string) error {
	if code != "" && !isShipped(code) {
		return fmt.Errorf("language %q is not one of %v", code, Languages)
	}
	mu.Lock()
	defer mu.Unlock()
	if code == current && loaded[Base] {
		return nil // shown in code already: its loaded areas stand
	}
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
		if current != "" {
			if data, err = withPluralForms(data); err != nil {
				return fmt.Errorf("reading %s: %w", name, err)
			}
		}
		for _, tag := range tags {
			if err := lang.AddTranslationsForLocale(data, fyne.Locale(tag)); err != nil {
				return fmt.Errorf("loading %s as %s: %w", name, tag, err)
			}
		}
	}
	if loaded == nil {
		loaded = map[string]bool{}
	}
	loaded[area] = true
	return nil
}

// formSep joins a plural string's key and one of its forms into the key
// withPluralForms gives that form: "yourcopy.parias#few".
const formSep = "#"

// withPluralForms returns a translation file's data with each plural
// string's forms also as plain strings of their own, under KEY#FORM for
// every CLDR form (a form the file leaves out has the "other" text).
func withPluralForms(data []byte) ([]byte, error) {
	var texts map[string]json.RawMessage
	if err := json.Unmarshal(data, &texts); err != nil {
		return nil, err
	}
	out := make(map[string]any, len(texts))
	for key, raw := range texts {
		var forms map[string]string
		if json.Unmarshal(raw, &forms) != nil {
			out[key] = raw // a plain string
			continue
		}
		out[key] = forms
		for _, form := range []string{"zero", "one", "two", "few", "many", "other"} {
			text, ok := forms[form]
			if !ok {
				text = forms["other"]
			}
			out[key+formSep+form] = text
		}
	}
	return json.Marshal(out)
}

// XN is lang.XN, but with the plural rules of the language the app shows:
// the chosen language's (Use) rather than the system's, which Fyne would
// apply to the chosen language's strings. Following the system, it is
// lang.XN itself.
func XN(key, fallback string, count int, data ...any) string {
	mu.Lock()
	code := current
	mu.Unlock()
	i := slices.IndexFunc(shipped, func(l Language) bool { return l.Code == code })
	if i < 0 {
		return lang.XN(key, fallback, count, data...)
	}
	return lang.X(key+formSep+shipped[i].plural(count), fallback, data...)
}

func isShipped(code string) bool { return slices.Contains(Languages, code) }

// Files returns the embedded translation files, for tests that check that
// every language has every key.
func Files() fs.FS { return files }
