package setupscreen

import (
	"encoding/json"
	"time"

	"fyne.io/fyne/v2"
)

// Preference keys; every key of this screen starts with "setup.".
const (
	prefRecent = "setup.recent"
	maxRecent  = 12
)

// recent is one setup kept to replay.
type recent struct {
	Code    string `json:"code"`
	Game    string `json:"game"`
	Players int    `json:"players"`
	// Dealt is when the setup was dealt, as Unix seconds.
	Dealt int64 `json:"dealt"`
}

// loadRecent returns the kept setups, newest first. A damaged preference
// reads as no setups rather than failing the screen.
func loadRecent(p fyne.Preferences) []recent {
	var list []recent
	if err := json.Unmarshal([]byte(p.String(prefRecent)), &list); err != nil {
		return nil
	}
	return list
}

// rememberSetup puts r first in the kept setups, without duplicates, and
// keeps at most maxRecent.
func rememberSetup(p fyne.Preferences, r recent) []recent {
	list := []recent{r}
	for _, old := range loadRecent(p) {
		if old.Code != r.Code && len(list) < maxRecent {
			list = append(list, old)
		}
	}
	data, err := json.Marshal(list)
	if err == nil {
		p.SetString(prefRecent, string(data))
	}
	return list
}

func newRecent(code, game string, players int) recent {
	return recent{Code: code, Game: game, Players: players, Dealt: time.Now().Unix()}
}

// prefGame holds the game last dealt.
const prefGame = "setup.game"

func playersPref(game string) string { return "setup." + game + ".players" }

func optionPref(game, key string) string { return "setup." + game + ".option." + key }
