package game

import (
	"strings"

	data "arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/data/sabika/edition"
	"arrayan.io/arrayan/data/sabika/yusuf"
)

// EditionPart is a part of your copy of Sabika (data/sabika/edition) that
// a step, the start or Yusuf may need before the players have entered it
// (ruling 15: ask the player).
type EditionPart string

// The parts of your copy, as its field paths name them.
const (
	// PartTribute is the tribute printed under a round-track space [ES L778].
	PartTribute EditionPart = "tribute"
	// PartEventChange is the event-change symbol above a space [RU L855–857].
	PartEventChange EditionPart = "event_change"
	// PartStartDinars is a turn position's starting dinars [ES L299 T3].
	PartStartDinars EditionPart = "start_dinars"
	// PartWishes is a wish tile's elements [ES L789–799].
	PartWishes EditionPart = "wishes"
	// PartYusuf is Yusuf's components (his rondels and cards).
	PartYusuf EditionPart = "yusuf"
)

// EditionField is a field of your copy, typed: its part, the index in it
// (the space's, the turn position's or the wish tile's, from 0), for a
// wish tile or Yusuf's components the path below it ("", ".elements",
// ".cards[a1]") and, for Yusuf's, the part of his components it names.
type EditionField struct {
	Part  EditionPart
	Index int
	Rest  string
	Yusuf yusuf.Place
}

// Edition is the field of your copy the step needs, typed.
func (u *Unknown) Edition() (EditionField, bool) { return ReadEditionField(u.Field) }

// ReadEditionField reads a field path of your copy as Unknown, the copy's
// own check and Yusuf's missing components write it ("tribute[1]",
// "wishes[4].elements", "yusuf.cards.alarife"); ok is false for any other
// path or an index beyond its part, so that no screen reads a path.
func ReadEditionField(path string) (EditionField, bool) {
	if rest, ok := strings.CutPrefix(path, string(PartYusuf)); ok && (rest == "" || rest[0] == '.') {
		return EditionField{Part: PartYusuf, Rest: rest, Yusuf: yusuf.ReadPlace(rest)}, true
	}
	name, rest, found := strings.Cut(path, "[")
	if !found {
		return EditionField{}, false
	}
	index, rest, found := strings.Cut(rest, "]")
	i, ok := number(index)
	if !found || !ok {
		return EditionField{}, false
	}
	var ed edition.Edition
	size := map[EditionPart]int{PartTribute: len(ed.Tribute), PartEventChange: len(ed.EventChange), PartStartDinars: len(ed.StartDinars),
		PartWishes: data.WishTiles}
	part := EditionPart(name)
	n, known := size[part]
	if !known || i >= n || (part != PartWishes && rest != "") || (rest != "" && rest[0] != '.') {
		return EditionField{}, false
	}
	return EditionField{Part: part, Index: i, Rest: rest}, true
}
