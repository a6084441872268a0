package marcopolo

import (
	"errors"
	"fmt"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/ui"
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
		if err := errors.Join(checkName(t.Names[i]), checkCharacter(t.Characters[i])); err != nil {
			return fmt.Errorf("player %d: %w", i+1, err)
		}
	}
	return nil
}

// tableConfig is how the scaffold keeps the shared table: saved with its
// history, a refused file kept aside and shown. A table never saved has
// no players.
// The Marco Polo screens' states are restored from a backup only as their
// screens load them.
func init() {
	store.Register(tableKey, (*sharedTable).check)
	store.Register(plannerKey, (*plannerState).check)
	store.Register(roundsKey, (*roundsState).check)
	store.Register(scoringKey, (*scoringState).check)
}

func tableConfig() ui.StateConfig[sharedTable] {
	return ui.StateConfig[sharedTable]{
		Key:   tableKey,
		Fresh: func() sharedTable { return sharedTable{} },
		Check: (*sharedTable).check,
		Clone: func(t sharedTable) sharedTable { return t },
	}
}

// openTable opens the shared table for a screen shown in w.
func openTable(w fyne.Window) *ui.State[sharedTable] { return ui.OpenState(w, tableConfig()) }

// seatPeople are the fields of a screen's seat that the shared table holds.
type seatPeople struct{ name, character *string }

// tableOf is the shared table of a screen's players, names and characters.
func tableOf(players int, seats func(i int) seatPeople) sharedTable {
	t := sharedTable{Players: players}
	for i := range maxPlayers {
		p := seats(i)
		t.Names[i], t.Characters[i] = *p.name, *p.character
	}
	return t
}

// differsFrom reports whether the table was saved and seats other players
// than a screen's.
func (t *sharedTable) differsFrom(players int, seats func(i int) seatPeople) bool {
	return t.Players != 0 && *t != tableOf(players, seats)
}

// into sets a screen's players, names and characters from the table.
func (t *sharedTable) into(players *int, seats func(i int) seatPeople) {
	*players = t.Players
	for i := range maxPlayers {
		p := seats(i)
		*p.name, *p.character = t.Names[i], t.Characters[i]
	}
}

// shareFrom keeps a screen's players, names and characters as the shared
// table (a change through the scaffold, when there is one).
func shareFrom(table *ui.State[sharedTable], players int, seats func(i int) seatPeople) {
	t := tableOf(players, seats)
	if t != *table.Get() {
		table.Change(func(v *sharedTable) { *v = t })
	}
}
