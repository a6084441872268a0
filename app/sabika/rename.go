package sabika

import (
	"fmt"

	"fyne.io/fyne/v2"

	hist "arrayan.io/arrayan/scoring/history"
)

// RenamePlayer renames a player of the roster in every Sabika game on the
// device, in progress or ended (history.Renamer): each seat named old
// (hist.SameName; never Yusuf's) is named new, in one change of the
// games' saved state. A rename that would leave a game failing its check
// (two players of the same name) changes nothing and says so.
func RenamePlayer(w fyne.Window, old, new string) error {
	s := newScreen(w)
	c := s.st.Get().Clone()
	changed := false
	for i := range c.Records {
		players := c.Records[i].Game.Players
		for j := range players {
			if !players[j].Yusuf() && hist.SameName(players[j].Name, old) {
				players[j].Name = new
				changed = true
			}
		}
	}
	if !changed {
		return nil
	}
	if err := c.Check(); err != nil {
		return fmt.Errorf("renaming %s in the Sabika games: %w", old, err)
	}
	s.st.Change(func(g *Games) { *g = c })
	return nil
}
