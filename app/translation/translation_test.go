package translation

import (
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
	"text/template"

	"arrayan.io/arrayan/data/alhambra"
	"arrayan.io/arrayan/data/game"
	"arrayan.io/arrayan/data/granada"
	mp "arrayan.io/arrayan/data/marcopolo"
)

// keyCall matches lang.X("key", ...) and translation.XN("key", ...) (or
// lang.XN) calls with a literal key (not a prefix that an id completes,
// "game."+id); the second group is "N" for a plural call.
var keyCall = regexp.MustCompile(`(?:lang|translation)\.X(N?)\(\s*"([^"]+)"\s*[,)]`)

// pluralForms are the CLDR plural categories each language's counts fall
// into (go-i18n's rules): a plural string gives every one of them.
var pluralForms = map[string][]string{
	"en": {"one", "other"},
	"es": {"one", "many", "other"},
	"ru": {"one", "few", "many", "other"},
}

// readValue reads one translation: a plain string, or an object of plural
// forms (plural is then true and value is its "other" form).
func readValue(raw json.RawMessage) (forms map[string]string, plural bool, err error) {
	var plain string
	if err := json.Unmarshal(raw, &plain); err == nil {
		return map[string]string{"other": plain}, false, nil
	}
	if err := json.Unmarshal(raw, &forms); err != nil {
		return nil, false, err
	}
	return forms, true, nil
}

// TestCatalogueNames checks that the mpnames area holds, in every
// language, exactly the names of data/marcopolo's components under the keys
// derived from their ids, and that Spanish spells the cities as the
// Spanish rulebook does.
func TestCatalogueNames(t *testing.T) {
	want := map[string]bool{}
	for _, s := range mp.Spaces() {
		if s.Kind != mp.KindOasis {
			want[mp.SpaceKey(s.ID)] = true
		}
	}
	for _, c := range mp.Characters() {
		want[mp.CharacterKey(c.ID)] = true
		want[mp.AbilityKey(c.ID)] = true
	}
	for _, b := range mp.CityBonuses() {
		want[mp.CityBonusKey(b.ID)] = true
	}
	for _, code := range Languages {
		data, err := fs.ReadFile(files, "translations/"+MarcoPoloNames+"."+code+".json")
		if err != nil {
			t.Fatal(err)
		}
		var names map[string]string
		if err := json.Unmarshal(data, &names); err != nil {
			t.Fatal(err)
		}
		for k := range want {
			if strings.TrimSpace(names[k]) == "" {
				t.Errorf("%s: no name for %s", code, k)
			}
		}
		for k := range names {
			if !want[k] {
				t.Errorf("%s: %s names nothing in the catalogue", code, k)
			}
		}
		if code != "es" {
			continue
		}
		for id, es := range map[string]string{"venezia": "Venecia", "beijing": "Pekín", "samarcanda": "Samarqanda", "lanzhou": "Lan-Zhou", "alexandria": "Alejandría"} {
			if names[mp.SpaceKey(id)] != es {
				t.Errorf("%s in Spanish is %q, want the rulebook's %q", id, names[mp.SpaceKey(id)], es)
			}
		}
	}
}

// derivedKeys are the base area's keys that screens build from an id: a
// game's name ("game."+data/game id) and a building type's
// ("tiles.type."+the Alhambra and Granada catalogues' type ids).
func derivedKeys() map[string]bool {
	keys := map[string]bool{}
	for _, g := range game.All() {
		keys["game."+g.String()] = true
	}
	for _, t := range slices.Concat(alhambra.Types, granada.Types()) {
		keys["tiles.type."+t] = true
	}
	return keys
}

// TestDerivedKeys checks that every id-derived key has a text in every
// language, and that no key with those prefixes names an id the
// catalogues lack.
func TestDerivedKeys(t *testing.T) {
	derived := derivedKeys()
	for _, code := range Languages {
		data, err := fs.ReadFile(files, "translations/"+Base+"."+code+".json")
		if err != nil {
			t.Fatal(err)
		}
		var texts map[string]json.RawMessage
		if err := json.Unmarshal(data, &texts); err != nil {
			t.Fatal(err)
		}
		for k := range derived {
			if _, ok := texts[k]; !ok {
				t.Errorf("%s: no text for %s", code, k)
			}
		}
		for k := range texts {
			if (strings.HasPrefix(k, "game.") || strings.HasPrefix(k, "tiles.type.")) && !derived[k] {
				t.Errorf("%s: %s names no game or building type", code, k)
			}
		}
	}
}

// TestEveryKeyInEveryLanguage checks that each area's English, Spanish and
// Russian files hold the same keys, that no value is empty, and that every
// key the app's code asks for exists.
func TestEveryKeyInEveryLanguage(t *testing.T) {
	byLang := map[string]map[string]string{}
	plural := map[string]map[string]bool{} // language → key → given in plural forms
	area := map[string]string{}            // the area of each key
	entries, err := fs.ReadDir(files, "translations")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		parts := strings.Split(e.Name(), ".")
		if len(parts) != 3 || parts[2] != "json" {
			t.Errorf("%s: want AREA.LANG.json", e.Name())
			continue
		}
		code := parts[1]
		data, err := fs.ReadFile(files, "translations/"+e.Name())
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]json.RawMessage
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatalf("%s: %v", e.Name(), err)
		}
		if byLang[code] == nil {
			byLang[code] = map[string]string{}
			plural[code] = map[string]bool{}
		}
		for k, raw := range m {
			forms, isPlural, err := readValue(raw)
			if err != nil {
				t.Errorf("%s: %q: %v", e.Name(), k, err)
				continue
			}
			if isPlural {
				plural[code][k] = true
				for _, f := range pluralForms[code] {
					if strings.TrimSpace(forms[f]) == "" {
						t.Errorf("%s: %q lacks the plural form %q", e.Name(), k, f)
					}
				}
			}
			v := forms["other"]
			if strings.TrimSpace(v) == "" {
				t.Errorf("%s: %q is empty", e.Name(), k)
			}
			if _, dup := byLang[code][k]; dup {
				t.Errorf("%s: %q is also defined in another area", e.Name(), k)
			}
			byLang[code][k] = v
			area[k] = parts[0]
		}
	}
	for _, code := range Languages {
		if len(byLang[code]) == 0 {
			t.Fatalf("no strings for %s", code)
		}
	}
	for _, code := range Languages[1:] {
		for k := range byLang["en"] {
			if _, ok := byLang[code][k]; !ok {
				t.Errorf("%s lacks %q", code, k)
			}
		}
		for k := range byLang[code] {
			if _, ok := byLang["en"][k]; !ok {
				t.Errorf("%s has %q, which English lacks", code, k)
			}
		}
	}

	for _, code := range Languages[1:] {
		for k := range byLang["en"] {
			if plural[code][k] != plural["en"][k] {
				t.Errorf("%q is plural in English but not in %s, or the other way round", k, code)
			}
		}
	}

	used, pluralCalls := usedKeys(t)
	for k := range used {
		if pluralCalls[k] != plural["en"][k] {
			t.Errorf("%s asks for %q with lang.X%s, but the files give it %s", used[k], k,
				map[bool]string{true: "N", false: ""}[pluralCalls[k]],
				map[bool]string{true: "in plural forms", false: "as one string"}[plural["en"][k]])
		}
	}
	// Every key of an area the app's code names literally is used; the
	// setup area's keys are named by the dealer's steps (which
	// app/setupscreen checks), the mpnames area's and the derived keys by
	// the catalogues' ids (TestCatalogueNames, TestDerivedKeys).
	derived := derivedKeys()
	for k := range byLang["en"] {
		if _, ok := used[k]; !ok && area[k] != Setup && area[k] != MarcoPoloNames && area[k] != Messages && !derived[k] {
			t.Errorf("%s.en.json defines %q, which no code uses", area[k], k)
		}
	}
	var missing []string
	for k := range used {
		if _, ok := byLang["en"][k]; !ok {
			missing = append(missing, k)
		}
	}
	sort.Strings(missing)
	for _, k := range missing {
		t.Errorf("code uses %q (in %s) but no translation file defines it", k, used[k])
	}
}

// usedKeys scans the app's Go sources for lang.X and lang.XN keys: the file
// naming each, and which are asked for in plural forms.
func usedKeys(t *testing.T) (map[string]string, map[string]bool) {
	t.Helper()
	used := map[string]string{}
	plural := map[string]bool{}
	root := filepath.Join("..")
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range keyCall.FindAllStringSubmatch(string(src), -1) {
			used[m[2]] = path
			plural[m[2]] = plural[m[2]] || m[1] == "N"
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return used, plural
}

func TestUseRejectsUnknownLanguage(t *testing.T) {
	if err := Use("de"); err == nil {
		t.Fatal("Use(de) succeeded; want an error")
	}
}

// TestPluralsFollowEachLanguage counts 1, 2, 5, 21 and a million of every
// plural string in every language and checks that Fyne's lang picks the
// form the language's grammar asks for: "1 pt" in English, "2 очка" and
// "5 очков" in Russian.
func TestPluralsFollowEachLanguage(t *testing.T) {
	t.Cleanup(func() { _ = Use("en") })
	want := map[string]map[int]string{
		"en": {1: "one", 2: "other", 5: "other", 21: "other", 1000000: "other"},
		"es": {1: "one", 2: "other", 5: "other", 21: "other", 1000000: "many"},
		"ru": {1: "one", 2: "few", 5: "many", 21: "one", 1000000: "many"},
	}
	entries, err := fs.ReadDir(files, "translations")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, e := range entries {
		code := strings.Split(e.Name(), ".")[1]
		data, err := fs.ReadFile(files, "translations/"+e.Name())
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]json.RawMessage
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		if err := Use(code); err != nil {
			t.Fatal(err)
		}
		Need(strings.Split(e.Name(), ".")[0])
		for key, raw := range m {
			forms, isPlural, err := readValue(raw)
			if err != nil || !isPlural {
				continue
			}
			for n, form := range want[code] {
				fields := map[string]any{"N": n, "Total": n, "Camels": n, "Done": 0, "Box": 11, "Type": "T", "Name": "A", "VP": 9, "Part": "P"}
				var expect strings.Builder
				if err := template.Must(template.New(key).Parse(forms[form])).Execute(&expect, fields); err != nil {
					t.Fatalf("%s %s: %v", code, key, err)
				}
				if got := XN(key, "?", n, fields); got != expect.String() {
					t.Errorf("%s %s with %d: %q, want the %q form %q", code, key, n, got, form, expect.String())
				}
				checked++
			}
		}
	}
	if checked == 0 {
		t.Fatal("no plural strings found")
	}
}

// TestEachPackageNeedsTheAreasItUses checks that the strings a package asks
// for are in the base area (always loaded) or in the area its screens load
// with Need, so that no screen shows English fallbacks in Spanish or
// Russian because its strings were never loaded.
func TestEachPackageNeedsTheAreasItUses(t *testing.T) {
	areaOf := map[string]string{}
	entries, err := fs.ReadDir(files, "translations")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		parts := strings.Split(e.Name(), ".")
		data, err := fs.ReadFile(files, "translations/"+e.Name())
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]json.RawMessage
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		for k := range m {
			areaOf[k] = parts[0]
		}
	}
	needCall := regexp.MustCompile(`translation\.Need\(translation\.(\w+)\)`)
	areaConst := map[string]string{"Tiles": Tiles, "Setup": Setup, "MarcoPolo": MarcoPolo, "MarcoPoloNames": MarcoPoloNames, "CityGame": CityGame,
		"YourCopy": YourCopy, "Yusuf": Yusuf, "Sabika": Sabika, "History": History}
	byDir := map[string][]string{} // package directory → its Go sources
	err = filepath.WalkDir("..", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return err
		}
		byDir[filepath.Dir(p)] = append(byDir[filepath.Dir(p)], p)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for dir, paths := range byDir {
		allowed := map[string]bool{Base: true}
		var sources []string
		for _, p := range paths {
			src, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			sources = append(sources, string(src))
			for _, m := range needCall.FindAllStringSubmatch(string(src), -1) {
				allowed[areaConst[m[1]]] = true
			}
		}
		for i, src := range sources {
			for _, m := range keyCall.FindAllStringSubmatch(src, -1) {
				if a, ok := areaOf[m[2]]; ok && !allowed[a] {
					t.Errorf("%s uses %q of the %s area, which %s never loads with Need", paths[i], m[2], a, dir)
				}
			}
		}
	}
}

// Fyne's internals are reached only through its public API: no linkname
// directive anywhere in the app (one once pointed Fyne's localizer at the
// chosen language through lang.setupLang).
func TestNoLinkname(t *testing.T) {
	err := filepath.WalkDir("../..", func(path string, d fs.DirEntry, err error) error {
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
		if strings.Contains(string(src), "//go:"+"linkname") {
			t.Errorf("%s reaches into another package's internals with go:linkname", path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// Each of Sabika's six building types has one key, shared by every Sabika
// screen (the game record, Your copy, Yusuf's turns).
func TestOneKeyPerSabikaBuildingType(t *testing.T) {
	types := []string{"palace", "fountain", "gate", "garden", "tower", "window"}
	for _, area := range []string{Sabika, YourCopy, Yusuf} {
		data, err := fs.ReadFile(files, "translations/"+area+".en.json")
		if err != nil {
			t.Fatal(err)
		}
		var texts map[string]json.RawMessage
		if err := json.Unmarshal(data, &texts); err != nil {
			t.Fatal(err)
		}
		for key := range texts {
			for _, typ := range types {
				if strings.HasSuffix(key, ".type."+typ) && key != "yourcopy.type."+typ {
					t.Errorf("%s names the building type %s again; yourcopy.type.%s names it", key, typ, typ)
				}
			}
		}
	}
}

// The settings offer exactly the shipped languages, and the plural rules
// cover every shipped language.
func TestOneListOfLanguages(t *testing.T) {
	for _, l := range Shipped() {
		if l.Name == "" || l.plural == nil {
			t.Errorf("%s has no name or no plural rule", l.Code)
		}
		if got := pluralForms[l.Code]; len(got) == 0 {
			t.Errorf("%s has no plural forms in the tests", l.Code)
		}
	}
	if !slices.Equal(Languages, []string{"en", "es", "ru"}) {
		t.Errorf("Languages = %v", Languages)
	}
}
