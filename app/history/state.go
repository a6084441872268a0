// Package history is the app's history of plays: the roster of players
// typed once, every finished game kept by the screens that finish them
// (Keep), the history screen (plays newest first, filters, a play's
// breakdown, date and note, delete with Undo, a picture to share), the
// statistics with charts, export as CSV and JSON, and backup and restore
// of everything the app keeps. The rules live in scoring/history.
package history

import (
	"bytes"
	"encoding/json"
	"fmt"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/jsonin"
	"arrayan.io/arrayan/data/message"
	hist "arrayan.io/arrayan/scoring/history"
)

// Key is the state key of the roster and the plays.
const Key = "history"

// saved is the history as the device keeps it: the roster as JSON and the
// plays one line each (hist.Lines), so that years of plays stay small and
// quick to read: {"arrayan_history": 1, "players": [...], "plays": "…"}.
// Exports and `arrayan-cli history` use the JSON history file instead.
type saved struct{ hist.File }

// savedJSON is the saved form's JSON.
type savedJSON struct {
	Version int           `json:"arrayan_history"`
	Players []hist.Player `json:"players"`
	Plays   string        `json:"plays"`
}

// MarshalJSON writes the saved form.
func (s saved) MarshalJSON() ([]byte, error) {
	return json.Marshal(savedJSON{Version: s.Version, Players: s.Players, Plays: hist.Lines(s.Plays)})
}

// UnmarshalJSON reads the saved form strictly (data/jsonin); the caller
// checks the history (Check) before trusting it.
func (s *saved) UnmarshalJSON(data []byte) error {
	var v savedJSON
	if err := jsonin.Decode(data, &v); err != nil {
		return fmt.Errorf("reading the history: %w", err)
	}
	plays, err := hist.ParseLines(v.Plays)
	if err != nil {
		return fmt.Errorf("reading the history: %w", err)
	}
	s.File = hist.File{Version: v.Version, Players: v.Players, Plays: plays}
	repair(&s.File)
	return nil
}

// The history is restored from a backup only as its screen loads it.
func init() { store.Register(Key, func(s *saved) error { return s.Check() }) }

// config is the ui.State configuration of the history: the engine's own
// check refuses a hostile file field by field (app/store keeps it aside).
func config() ui.StateConfig[saved] {
	return ui.StateConfig[saved]{
		Key:    Key,
		Fresh:  func() saved { return saved{hist.New()} },
		Check:  func(s *saved) error { return s.Check() },
		Clone:  func(s saved) saved { return saved{s.Clone()} },
		Repair: func(s *saved) { repair(&s.File) },
	}
}

// repair gives a loaded history its empty lists, which JSON may leave nil.
func repair(f *hist.File) {
	if f.Players == nil {
		f.Players = []hist.Player{}
	}
	if f.Plays == nil {
		f.Plays = []hist.Play{}
	}
}

// Load reads the saved history, or an empty one when there is none or it
// is refused (kept aside by app/store; the error says where).
func Load() (hist.File, error) {
	s := saved{hist.New()}
	_, err := store.Load(Key, &s, func(s *saved) error { return s.Check() })
	repair(&s.File)
	return s.File, err
}

// Keep adds a finished game to the saved history (see hist.File.Keep) and
// returns its play id. A screen that finishes a game calls it once the
// result is final; a refusal or a failed save is shown in w and logged,
// and the game's own screen loses nothing.
func Keep(w fyne.Window, r hist.Result) (int, error) {
	f, err := Load()
	if err != nil {
		report(w, err)
	}
	id, err := f.Keep(r)
	if err == nil {
		err = fits(f)
	}
	if err == nil {
		err = save(f, func(s *hist.File) { _, _ = s.Keep(r) })
	}
	if err != nil {
		err = fmt.Errorf("keeping the play in the history: %w", err)
		report(w, err)
		return 0, err
	}
	countKept()
	return id, nil
}

// save writes the history f from outside the History screen (a play kept
// or withdrawn by a game's screen), with the screen's undo steps saved
// beside it: a play kept never drops them (issue 28, item 13). Each step
// is a whole history, so each is given the same change (apply): an Undo
// on the History screen takes back its own edit, never a play kept since.
func save(f hist.File, apply func(*hist.File)) error {
	return store.SaveWithHistory(Key, saved{f}, rebased(store.LoadHistory(Key), apply))
}

// rebased is the History screen's saved undo steps (ui.State's histories:
// per scope, the past and future values) with apply made to each; steps
// that cannot be read are dropped, as the screen would drop them.
func rebased(raw json.RawMessage, apply func(*hist.File)) json.RawMessage {
	if raw == nil {
		return nil
	}
	var scopes map[string]*struct {
		Past   []saved `json:"past,omitempty"`
		Future []saved `json:"future,omitempty"`
	}
	if err := json.Unmarshal(raw, &scopes); err != nil {
		return nil
	}
	steps := 0
	for _, h := range scopes {
		if h == nil {
			continue
		}
		for _, list := range [][]saved{h.Past, h.Future} {
			for i := range list {
				apply(&list[i].File)
				steps++
			}
		}
	}
	if steps == 0 {
		return raw
	}
	out, err := json.Marshal(scopes)
	if err != nil {
		return nil
	}
	return out
}

// fits refuses a history that app/store could not read back: its state
// file, the history indented in the store's envelope, must stay under
// store.MaxFileSize (with room for notes and edits).
func fits(f hist.File) error {
	data, err := json.Marshal(saved{f})
	if err != nil {
		return fmt.Errorf("encoding the history: %w", err)
	}
	var indented bytes.Buffer
	if err := json.Indent(&indented, data, " ", " "); err != nil {
		return fmt.Errorf("encoding the history: %w", err)
	}
	if indented.Len() > store.MaxFileSize*9/10 {
		return kindHistoryTooFull.With(message.Params{"Plays": len(f.Plays)})
	}
	return nil
}

// Names returns the roster's names in the order they were added, for the
// screens that ask for players.
func Names() []string {
	f, err := Load()
	if err != nil {
		fyne.LogError("reading the roster", err)
	}
	names := make([]string, len(f.Players))
	for i, p := range f.Players {
		names[i] = p.Name
	}
	return names
}

func report(w fyne.Window, err error) {
	fyne.LogError("history", err)
	if w != nil {
		ui.ShowError(err, w)
	}
}
