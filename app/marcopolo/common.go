package marcopolo

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/store"
	mp "arrayan.io/arrayan/data/marcopolo"
)

// maxPlayers is the most players the box seats.
const maxPlayers = 4

// currentLang is the language the strings are shown in, so that place
// names follow it.
func currentLang() string { return lang.X("marcopolo.lang", "en") }

// placeName is a space's name in the current language.
func placeName(id string) string {
	s, ok := mp.SpaceByID(id)
	if !ok {
		return id
	}
	return s.Names.In(currentLang())
}

// characterName is a character's name in the current language.
func characterName(id string) string {
	c, ok := mp.CharacterByID(id)
	if !ok {
		return id
	}
	return c.Names.In(currentLang())
}

// objectiveLabel names a card by its two cities and its VP.
func objectiveLabel(o mp.Objective) string {
	return fmt.Sprintf("%s + %s · %d", placeName(o.Cities[0]), placeName(o.Cities[1]), o.VP)
}

// playerColours are the four player colours of the box (blue, yellow,
// green, red), used for the posts on the map.
var playerColours = []color.Color{
	color.NRGBA{R: 0x2f, G: 0x6f, B: 0xd0, A: 0xff},
	color.NRGBA{R: 0xe8, G: 0xb8, B: 0x10, A: 0xff},
	color.NRGBA{R: 0x2e, G: 0x9a, B: 0x4f, A: 0xff},
	color.NRGBA{R: 0xd0, G: 0x36, B: 0x2f, A: 0xff},
}

// defaultName is the name shown for a seat left unnamed.
func defaultName(i int) string {
	return lang.X("marcopolo.player.default", "Player {{.N}}", map[string]any{"N": i + 1})
}

// characterOptions lists "no character" and the 8 characters by name, with
// the ids in the same order.
func characterOptions() (names, ids []string) {
	names = []string{lang.X("marcopolo.character.none", "No character")}
	ids = []string{""}
	for _, c := range mp.Characters() {
		names = append(names, c.Names.In(currentLang()))
		ids = append(ids, c.ID)
	}
	return names, ids
}

// loadJSON reads a saved state (app/store, written atomically); it reports
// false when there is none or it cannot be read (store keeps such a file
// aside).
func loadJSON(key string, v any) bool {
	ok, err := store.Load(key, v)
	if err != nil {
		fyne.LogError("reading "+key, err)
	}
	return ok
}

// saveJSON stores a state atomically so that leaving the screen, or a
// crash, loses nothing.
func saveJSON(key string, v any) {
	if err := store.Save(key, v); err != nil {
		fyne.LogError("saving "+key, err)
	}
}

// heading is a bold label.
func heading(text string) *widget.Label {
	return widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

// wrapped is a label that wraps words.
func wrapped(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}

func indexOf(list []string, v string) int {
	for i, x := range list {
		if x == v {
			return i
		}
	}
	return -1
}
