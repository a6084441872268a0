package marcopolo

import (
	"fmt"
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	mp "arrayan.io/arrayan/data/marcopolo"
)

// The players the box seats (data/marcopolo: 2 to 4).
const (
	minPlayers = mp.MinPlayers
	maxPlayers = mp.MaxPlayers
)

// placeName is a city's name in the current language (the catalogue's
// names are in the mpnames translation area).
func placeName(id string) string { return lang.X(mp.SpaceKey(id), id) }

// characterName is a character's name in the current language.
func characterName(id string) string { return lang.X(mp.CharacterKey(id), id) }

// abilityText is what a character's tile lets its owner do, in words; ""
// for no character.
func abilityText(id string) string {
	if id == "" {
		return ""
	}
	return lang.X(mp.AbilityKey(id), id)
}

// bonusText is a city bonus as its tile says it.
func bonusText(id string) string { return lang.X(mp.CityBonusKey(id), id) }

// objectiveLabel names a card by its two cities and its VP.
func objectiveLabel(o mp.Objective) string {
	return fmt.Sprintf("%s + %s · %d", placeName(o.Cities[0]), placeName(o.Cities[1]), o.VP)
}

// playerColours are the four player colours of the box (blue, yellow,
// green, red), used for the posts on the map.
var playerColours = []color.Color{ui.Blue, ui.Yellow, ui.Green, ui.Red}

// characterSelect offers "no character" and the 8 characters by name,
// showing the character id (none when ""); changed gets the id of each new
// choice.
func characterSelect(id string, changed func(id string)) *widget.Select {
	names := []string{lang.X("marcopolo.character.none", "No character")}
	ids := []string{""}
	for _, c := range mp.Characters() {
		names = append(names, characterName(c.ID))
		ids = append(ids, c.ID)
	}
	sel := widget.NewSelect(names, nil)
	sel.SetSelectedIndex(max(slices.Index(ids, id), 0))
	sel.OnChanged = func(string) {
		if k := sel.SelectedIndex(); k >= 0 && ids[k] != id {
			id = ids[k]
			changed(id)
		}
	}
	return sel
}

// loadJSON reads a saved state (app/store, written atomically) after check
// accepts it; it reports false when there is none or it is refused (store
// keeps such a file aside, and the player is told in w).
func loadJSON[T any](w fyne.Window, key string, v *T, check func(*T) error) bool {
	ok, err := store.Load(key, v, check)
	if err != nil {
		fyne.LogError("reading "+key, err)
		if w != nil {
			dialog.ShowError(err, w)
		}
	}
	return ok
}

// saveJSON stores a state atomically so that leaving the screen, or a
// crash, loses nothing. A failure is shown in w, the window the screen was
// given, since the entries would otherwise be lost when the app closes.
func saveJSON(w fyne.Window, key string, v any) {
	err := store.Save(key, v)
	if err == nil {
		return
	}
	fyne.LogError("saving "+key, err)
	if w != nil {
		dialog.ShowError(err, w)
	}
}

// coinsText, camelsText and spacesText are n coins, camels and map spaces,
// with the plural form each language gives n.
func coinsText(n int) string {
	return translation.XN("marcopolo.amount.coins", "{{.N}} coins", n, map[string]any{"N": n})
}

func camelsText(n int) string {
	return translation.XN("marcopolo.amount.camels", "{{.N}} camels", n, map[string]any{"N": n})
}

func spacesText(n int) string {
	return translation.XN("marcopolo.amount.spaces", "{{.N}} spaces", n, map[string]any{"N": n})
}

// pageScroll returns the vertical scroll a screen's root shows, for the
// sideways-scrolling map to pass the mouse wheel on to.
func pageScroll(root *fyne.Container) func() fyne.Scrollable {
	return func() fyne.Scrollable {
		if len(root.Objects) == 0 {
			return nil
		}
		return scrollIn(root.Objects[0])
	}
}

// scrollIn is o when it scrolls, or the first scrolling object of the
// container o (a page with a footer pinned under it).
func scrollIn(o fyne.CanvasObject) fyne.Scrollable {
	if page, ok := o.(fyne.Scrollable); ok {
		return page
	}
	if c, ok := o.(*fyne.Container); ok {
		for _, x := range c.Objects {
			if page, ok := x.(fyne.Scrollable); ok {
				return page
			}
		}
	}
	return nil
}
