package setupscreen

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/setup/deal"
)

// The last setups are kept in the state file stateRecent, at most maxRecent;
// the players' names in stateNames, at most maxNames of at most maxNameRunes
// each.
const (
	stateRecent  = "setup.recent"
	maxRecent    = 12
	stateNames   = "setup.names"
	maxNames     = 6
	maxNameRunes = 24
)

// recent is one setup kept to replay.
type recent struct {
	Code    string `json:"code"`
	Game    string `json:"game"`
	Players int    `json:"players"`
	// Dealt is when the setup was dealt, as Unix seconds.
	Dealt int64 `json:"dealt"`
	// Ticked are the indexes of the checklist steps ticked off, so that
	// closing the app halfway through setting up loses nothing.
	Ticked []int `json:"ticked,omitempty"`
}

// loadRecent returns the kept setups, newest first (app/store, written
// atomically). A damaged file reads as no setups rather than failing the
// screen; store keeps it aside.
func loadRecent() []recent {
	list, err := readRecent()
	if err != nil {
		fyne.LogError("reading the last setups", err)
	}
	return list
}

// readRecent returns the kept setups, or why they were refused (the file
// is then kept aside and there are none).
func readRecent() ([]recent, error) {
	var list []recent
	_, err := store.Load(stateRecent, &list, checkRecent)
	return list, err
}

// LastDealt returns the newest setup of game dealt or opened on this
// device, for the screens that continue from it.
func LastDealt(game string) (*deal.Setup, bool) {
	for _, r := range loadRecent() {
		if r.Game != game {
			continue
		}
		s, err := deal.FromCode(r.Code)
		return s, err == nil
	}
	return nil, false
}

// checkRecent refuses a saved list that the screen could not show: too
// many setups, a code that deals nothing, or a game or player count that
// is not the code's.
func checkRecent(list *[]recent) error {
	if len(*list) > maxRecent {
		return fmt.Errorf("%d setups kept; at most %d", len(*list), maxRecent)
	}
	for i, r := range *list {
		s, err := deal.FromCode(r.Code)
		if err != nil {
			return fmt.Errorf("setup %d: %w", i+1, err)
		}
		if s.Game != r.Game || s.Players != r.Players {
			return fmt.Errorf("setup %d: the code deals %s for %d, not %s for %d", i+1, s.Game, s.Players, r.Game, r.Players)
		}
		for _, step := range r.Ticked {
			if step < 0 || step >= len(s.Setup.Steps) {
				return fmt.Errorf("setup %d: step %d ticked of %d", i+1, step+1, len(s.Setup.Steps))
			}
		}
	}
	return nil
}

// rememberSetup puts r first in the kept setups, without duplicates and
// keeping the steps already ticked for its code, and keeps at most
// maxRecent.
func rememberSetup(r recent) []recent {
	list := []recent{r}
	for _, old := range loadRecent() {
		if old.Code == r.Code {
			list[0].Ticked = old.Ticked
		} else if len(list) < maxRecent {
			list = append(list, old)
		}
	}
	if err := store.Save(stateRecent, list); err != nil {
		fyne.LogError("keeping the setup", err)
	}
	return list
}

// saveTicks records which steps of the setup code are ticked off.
func saveTicks(code string, ticks map[int]bool) {
	list := loadRecent()
	for i := range list {
		if list[i].Code != code {
			continue
		}
		list[i].Ticked = list[i].Ticked[:0]
		for index, on := range ticks {
			if on {
				list[i].Ticked = append(list[i].Ticked, index)
			}
		}
		slices.Sort(list[i].Ticked)
		if err := store.Save(stateRecent, list); err != nil {
			fyne.LogError("keeping the ticked steps", err)
		}
		return
	}
}

// tickedSteps returns the steps ticked off for the setup code.
func tickedSteps(list []recent, code string) map[int]bool {
	ticks := map[int]bool{}
	for _, r := range list {
		if r.Code == code {
			for _, i := range r.Ticked {
				ticks[i] = true
			}
		}
	}
	return ticks
}

func newRecent(code, game string, players int) recent {
	return recent{Code: code, Game: game, Players: players, Dealt: time.Now().Unix()}
}

// prefGame holds the game last dealt.
const prefGame = "setup.game"

func playersPref(game string) string { return "setup." + game + ".players" }

func optionPref(game, key string) string { return "setup." + game + ".option." + key }

// loadNames returns the names the players typed, by player number from 1
// (index 0), always maxNames long. A damaged file reads as no names.
func loadNames() []string {
	names, err := readNames()
	if err != nil {
		fyne.LogError("reading the players' names", err)
	}
	for len(names) < maxNames {
		names = append(names, "")
	}
	return names[:maxNames]
}

// readNames returns the names kept, or why they were refused (the file is
// then kept aside and there are none).
func readNames() ([]string, error) {
	names := make([]string, 0, maxNames)
	_, err := store.Load(stateNames, &names, checkNames)
	return names, err
}

// checkNames refuses more names than seats.
func checkNames(names *[]string) error {
	if len(*names) > maxNames {
		return fmt.Errorf("%d names kept; at most %d", len(*names), maxNames)
	}
	return nil
}

// saveNames keeps the players' names for the next setups.
func saveNames(names []string) {
	if err := store.Save(stateNames, names); err != nil {
		fyne.LogError("keeping the players' names", err)
	}
}

// nameOf returns a deal.Names over names: player n's name, trimmed and cut
// to maxNameRunes, or "".
func nameOf(names []string) deal.Names {
	return func(n int) string {
		if n < 1 || n > len(names) {
			return ""
		}
		name := []rune(strings.TrimSpace(names[n-1]))
		if len(name) > maxNameRunes {
			name = append(name[:maxNameRunes-1], '…')
		}
		return string(name)
	}
}

// reportRefusedFiles tells the player in w when a kept file (the last
// setups, the names) was refused: it is kept aside and the screen starts
// without it.
func reportRefusedFiles(w fyne.Window) {
	_, errRecent := readRecent()
	_, errNames := readNames()
	if err := errors.Join(errRecent, errNames); err != nil {
		fyne.LogError("reading the setup screen's files", err)
		dialog.ShowError(err, w)
	}
}
