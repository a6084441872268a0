package deal

import (
	"strconv"
	"strings"

	mp "arrayan.io/arrayan/data/marcopolo"
	"arrayan.io/arrayan/data/naming"
)

// Step is one line of the setup checklist. Key names a message (its texts
// are the app's translation files); Params fill its
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

// Translator returns the text of a message key in some language, filling
// its template with data; Fyne's lang.X has this shape. The deal package
// holds no text in any language: it passes the key itself as the
// fallback, so a missing translation shows as its key (the app's tests
// refuse one).
type Translator func(key, fallback string, data ...any) string

// Names returns the name a player typed, by player number (1…N), or ""
// when they typed none. Names are for display only: they never enter a
// setup or its code. A nil Names names nobody.
type Names func(player int) string

// PlayerKey is the message that stands for a player who typed no name.
const PlayerKey = "setup.player"

// Message keys of a Marco Polo objective card: "setup.mp.objective.N"
// names card N (the key setups have always printed); it is rendered with
// the objectiveKey template from the card's two cities and VP, so that the
// cities read exactly as everywhere else.
const (
	objectiveKey       = "setup.mp.objective"
	objectiveKeyPrefix = objectiveKey + "."
)

// Localise renders the step with tr: "@" parameters are localised first, and
// the "Player" parameter (a player number) becomes that player's name.
func (s Step) Localise(tr Translator, names Names) string {
	return Localise(tr, s.Key, s.Params, names)
}

// Localise renders the message key with params through tr, as Step.Localise
// does.
func Localise(tr Translator, key string, params map[string]any, names Names) string {
	if len(params) == 0 {
		return tr(key, key)
	}
	data := make(map[string]any, len(params))
	for k, v := range params {
		if s, ok := v.(string); ok && strings.HasPrefix(s, "@") {
			v = reference(tr, s[1:])
		}
		if n, ok := v.(int); ok && k == "Player" {
			v = PlayerName(tr, names, n)
		}
		data[k] = v
	}
	return tr(key, key, data)
}

// reference renders an "@" parameter: a message key, or an objective
// card's text made from the catalogue.
func reference(tr Translator, key string) string {
	if n, ok := strings.CutPrefix(key, objectiveKeyPrefix); ok {
		if id, err := strconv.Atoi(n); err == nil {
			if o, ok := mp.ObjectiveByID(id); ok {
				return tr(objectiveKey, objectiveKey, map[string]any{
					"A": tr(mp.SpaceKey(o.Cities[0]), o.Cities[0]), "B": tr(mp.SpaceKey(o.Cities[1]), o.Cities[1]), "VP": o.VP,
				})
			}
		}
	}
	return tr(key, key)
}

// PlayerName is the name player n typed, or "Player n" in tr's language
// when they typed none or one over naming.MaxRunes characters (which the
// name's field refuses).
func PlayerName(tr Translator, names Names, n int) string {
	if names != nil {
		if name := strings.TrimSpace(names(n)); name != "" && naming.Check(name) == nil {
			return name
		}
	}
	return tr(PlayerKey, PlayerKey, map[string]any{"N": n})
}

// Areas lists the table areas in checklist order; AreaKey names them.
var Areas = []string{
	"board", "map", "money", "events", "supply", "players", "solo",
}

// AreaKey returns the message key of an area's title.
func AreaKey(area string) string { return "setup.area." + area }
