package translation

import (
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// defineCall is a data/message Define call with literal arguments.
var (
	defineCall = regexp.MustCompile(`message\.Define\(\s*("(?:[^"\\]|\\.)*")\s*,\s*("(?:[^"\\]|\\.)*")\s*\)`)
	anyDefine  = regexp.MustCompile(`message\.Define\(`)
	action     = regexp.MustCompile(`\{\{\s*\.(\w+)\s*\}\}`)
)

// engineKinds reads every message.Define in the project's Go sources
// (tests aside): code → English words. A Define whose arguments are not
// literals, or a code defined twice, fails the test.
func engineKinds(t *testing.T) map[string]string {
	t.Helper()
	kinds := map[string]string{}
	where := map[string]string{}
	root := filepath.Join("..", "..")
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "build" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		calls := defineCall.FindAllStringSubmatch(string(src), -1)
		if n := len(anyDefine.FindAllString(string(src), -1)); n != len(calls) {
			t.Errorf("%s: %d message.Define calls, %d with literal code and words", path, n, len(calls))
		}
		for _, c := range calls {
			code, err1 := strconv.Unquote(c[1])
			english, err2 := strconv.Unquote(c[2])
			if err1 != nil || err2 != nil {
				t.Errorf("%s: unreadable Define %s", path, c[0])
				continue
			}
			if prev, dup := where[code]; dup {
				t.Errorf("%s: code %q is also defined in %s", path, code, prev)
			}
			where[code] = path
			kinds[code] = english
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return kinds
}

// TestEveryEngineMessageInEveryLanguage checks that each kind of message
// an engine can return has its words in English (the same as the
// engine's), Spanish and Russian, with no value the engine does not give,
// and that the messages area holds nothing else.
func TestEveryEngineMessageInEveryLanguage(t *testing.T) {
	kinds := engineKinds(t)
	for _, code := range Languages {
		data, err := fs.ReadFile(files, "translations/"+Messages+"."+code+".json")
		if err != nil {
			t.Fatal(err)
		}
		var texts map[string]string
		if err := json.Unmarshal(data, &texts); err != nil {
			t.Fatalf("%s: %v", code, err)
		}
		for kind, english := range kinds {
			text, ok := texts["msg."+kind]
			switch {
			case !ok:
				t.Errorf("%s: no words for message %s (%q)", code, kind, english)
				continue
			case code == "en" && text != english:
				t.Errorf("en: message %s reads %q, the engine %q", kind, text, english)
			}
			given := actions(english)
			for _, name := range actions(text) {
				if !slices.Contains(given, name) {
					t.Errorf("%s: message %s uses {{.%s}}, which the engine does not give", code, kind, name)
				}
			}
		}
		for key := range texts {
			if _, ok := kinds[strings.TrimPrefix(key, "msg.")]; !ok {
				t.Errorf("%s: %s is no engine's message", code, key)
			}
		}
	}
}

func actions(text string) []string {
	var out []string
	for _, m := range action.FindAllStringSubmatch(text, -1) {
		out = append(out, m[1])
	}
	return out
}

// saidTwiceOnPurpose are the English texts more than one code may say,
// each with its codes and the reason.
// None today: every such text is one kind in the lowest package its
// engines share.
var saidTwiceOnPurpose = map[string][]string{}

// TestNoEnglishSaidTwice fails when two message codes have the same
// English words (compared without case, spaces and punctuation): one thing
// said is one kind, declared in the lowest package its engines share, and
// worded once in each language. A template that is only a parameter
// ("{{.Detail}}") says nothing of its own and is left out; a deliberate
// exception is listed in saidTwiceOnPurpose.
func TestNoEnglishSaidTwice(t *testing.T) {
	byWords := map[string][]string{}
	for code, english := range engineKinds(t) {
		if action.ReplaceAllString(english, "") == "" {
			continue
		}
		key := strings.Map(func(r rune) rune {
			if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '{' || r == '}' {
				return unicode.ToLower(r)
			}
			return -1
		}, english)
		byWords[key] = append(byWords[key], code)
	}
	allowed := map[string]string{}
	for english, codes := range saidTwiceOnPurpose {
		slices.Sort(codes)
		allowed[strings.Join(codes, " ")] = english
	}
	for _, codes := range byWords {
		if len(codes) < 2 {
			continue
		}
		slices.Sort(codes)
		if _, ok := allowed[strings.Join(codes, " ")]; ok {
			continue
		}
		t.Errorf("codes %s say the same English; keep one kind in the package they share", strings.Join(codes, ", "))
	}
}
