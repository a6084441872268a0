package deal

import (
	"bytes"
	"strings"
	"sync"
	"text/template"
)

// Step is one line of the setup checklist. Key names a message (its English
// text is in English, the translations are the app's); Params fill its
// template. A step carries no rendered text, so that a code's output never
// depends on wording that a later version may improve. A string parameter
// that starts with "@" is itself a message key (a city, a character, a
// colour) to be localised the same way; the "Player" parameter is a player
// number, rendered as that player's name (see Names).
type Step struct {
	// Area groups steps by where they happen at the table (see Areas).
	Area string `json:"area"`
	// Part is the re-dealable part that produced the step, or "".
	Part   string         `json:"part,omitempty"`
	Key    string         `json:"key"`
	Params map[string]any `json:"params,omitempty"`
	// Secret steps are for one player's eyes (objective cards).
	Secret bool `json:"secret,omitempty"`
}

// Translator returns the text of key in some language, filling its template
// with data, or fallback (an English template) when it has no translation.
// Fyne's lang.X has this shape.
type Translator func(key, fallback string, data ...any) string

// Names returns the name a player typed, by player number (1…N), or ""
// when they typed none. Names are for display only: they never enter a
// setup or its code. A nil Names names nobody.
type Names func(player int) string

// PlayerKey is the message that stands for a player who typed no name.
const PlayerKey = "setup.player"

// Localise renders the step with tr: "@" parameters are localised first, and
// the "Player" parameter (a player number) becomes that player's name.
func (s Step) Localise(tr Translator, names Names) string {
	return Localise(tr, s.Key, s.Params, names)
}

// Localise renders the message key with params through tr, as Step.Localise
// does.
func Localise(tr Translator, key string, params map[string]any, names Names) string {
	if len(params) == 0 {
		return tr(key, English[key])
	}
	data := make(map[string]any, len(params))
	for k, v := range params {
		if s, ok := v.(string); ok && strings.HasPrefix(s, "@") {
			v = tr(s[1:], English[s[1:]])
		}
		if n, ok := v.(int); ok && k == "Player" {
			v = PlayerName(tr, names, n)
		}
		data[k] = v
	}
	return tr(key, English[key], data)
}

// PlayerName is the name player n typed, or "Player n" in tr's language.
func PlayerName(tr Translator, names Names, n int) string {
	if names != nil {
		if name := strings.TrimSpace(names(n)); name != "" {
			return name
		}
	}
	return tr(PlayerKey, English[PlayerKey], map[string]any{"N": n})
}

// templates caches parsed English templates by their text.
var templates sync.Map

// EnglishText is the Translator of the English texts, used for the CLI.
func EnglishText(key, fallback string, data ...any) string {
	if len(data) == 0 || !strings.Contains(fallback, "{{") {
		return fallback
	}
	var t *template.Template
	if cached, ok := templates.Load(fallback); ok {
		t = cached.(*template.Template)
	} else {
		parsed, err := template.New(key).Option("missingkey=error").Parse(fallback)
		if err != nil {
			return fallback
		}
		templates.Store(fallback, parsed)
		t = parsed
	}
	var b bytes.Buffer
	if err := t.Execute(&b, data[0]); err != nil {
		return fallback
	}
	return b.String()
}

// Areas lists the table areas in checklist order; AreaKey names them.
var Areas = []string{
	"board", "map", "money", "events", "supply", "players", "solo",
}

// AreaKey returns the message key of an area's title.
func AreaKey(area string) string { return "setup.area." + area }
