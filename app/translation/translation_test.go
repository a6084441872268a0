package translation

import (
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// keyCall matches lang.X("key", ...) calls with a literal key.
var keyCall = regexp.MustCompile(`lang\.X\(\s*"([^"]+)"`)

// TestEveryKeyInEveryLanguage checks that each area's English, Spanish and
// Russian files hold the same keys, that no value is empty, and that every
// key the app's code asks for exists.
func TestEveryKeyInEveryLanguage(t *testing.T) {
	byLang := map[string]map[string]string{}
	area := map[string]string{} // the area of each key
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
		var m map[string]string
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatalf("%s: %v", e.Name(), err)
		}
		if byLang[code] == nil {
			byLang[code] = map[string]string{}
		}
		for k, v := range m {
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

	used := usedKeys(t)
	// Every key of an area the app's code names literally is used; the
	// setup area's keys are also named by the setup engine (deal.English),
	// which app/setupscreen checks.
	for k := range byLang["en"] {
		if _, ok := used[k]; !ok && area[k] != "setup" {
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

// usedKeys scans the app's Go sources for lang.X keys.
func usedKeys(t *testing.T) map[string]string {
	t.Helper()
	used := map[string]string{}
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
			used[m[1]] = path
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return used
}

func TestUseRejectsUnknownLanguage(t *testing.T) {
	if err := Use("de"); err == nil {
		t.Fatal("Use(de) succeeded; want an error")
	}
}
