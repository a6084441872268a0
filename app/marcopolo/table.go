package marcopolo

import (
	"errors"
	"fmt"

	"fyne.io/fyne/v2"
)

// sharedTable is who plays, kept once for every Marco Polo screen: the end
// scoring and the round helper show the same players, names and
// characters, so nothing is typed twice.
type sharedTable struct {
	Players    int                `json:"players"`
	Names      [maxPlayers]string `json:"names"`
	Characters [maxPlayers]string `json:"characters"`
}

const tableKey = "marcopolo.table"

// check refuses a shared table that no screen could show.
func (t *sharedTable) check() error {
	if err := checkPlayers(t.Players); err != nil {
		return err
	}
	for i := range maxPlayers {
		t.Characters[i] = renamed(t.Characters[i])
		if err := errors.Join(checkName(t.Names[i]), checkCharacter(t.Characters[i])); err != nil {
			return fmt.Errorf("player %d: %w", i+1, err)
		}
	}
	return nil
}

// loadShared reads the shared table; false when none was saved (or it was
// refused, which w shows).
func loadShared(w fyne.Window) (sharedTable, bool) {
	var t sharedTable
	ok := loadJSON(w, tableKey, &t, (*sharedTable).check)
	return t, ok
}

// seatPeople are the fields of a screen's seat that the shared table holds.
type seatPeople struct{ name, character *string }

// shareInto sets the players, names and characters of a screen from the
// shared table, when there is one.
func shareInto(w fyne.Window, players *int, seats func(i int) seatPeople) {
	t, ok := loadShared(w)
	if !ok {
		return
	}
	*players = t.Players
	for i := range maxPlayers {
		p := seats(i)
		*p.name, *p.character = t.Names[i], t.Characters[i]
	}
}

// shareFrom saves a screen's players, names and characters as the shared
// table.
func shareFrom(w fyne.Window, players int, seats func(i int) seatPeople) {
	t := sharedTable{Players: players}
	for i := range maxPlayers {
		p := seats(i)
		t.Names[i], t.Characters[i] = *p.name, *p.character
	}
	saveJSON(w, tableKey, t)
}
