package yusuf

import (
	"slices"
	"strings"
)

// Place is the part of the components a problem is about, typed, so that
// a screen opens the editor it concerns and names it without reading a
// field path: a rondel (and one of its spaces), a recorded card (and the
// space it sends its worker to), a deck whose cards are still to be
// recorded, or, all empty, the tiles and deck sizes.
type Place struct {
	// Rondel is the worker whose rondel the problem is about.
	Rondel Worker
	// Space is the rondel space named: a repeated one, or the one a card
	// sends its worker to that its rondel lacks.
	Space string
	// Card is the ID of the recorded card the problem is about.
	Card string
	// Deck is the worker whose deck still lacks cards (Missing).
	Deck Worker
}

// Path is the field path of the place's editor in the components, as
// Validate and Missing write it and ReadPlace reads it: "rondels.alarife",
// "cards[alarife-3]", "cards.poetisa", or "" for the tiles and deck sizes.
func (p Place) Path() string {
	switch {
	case p.Card != "":
		return "cards[" + p.Card + "]"
	case p.Rondel != "":
		return "rondels." + string(p.Rondel)
	case p.Deck != "":
		return "cards." + string(p.Deck)
	}
	return ""
}

// ReadPlace reads a field path of the components (as Validate, Missing and
// Path write it, with or without a leading ".") as the place whose editor
// it names; any other path is the tiles and deck sizes (an empty Place).
func ReadPlace(path string) Place {
	path = strings.TrimPrefix(path, ".")
	if rest, ok := strings.CutPrefix(path, "rondels."); ok {
		w, _, _ := strings.Cut(rest, "[")
		if slices.Contains(Workers, Worker(w)) {
			return Place{Rondel: Worker(w)}
		}
	}
	if rest, ok := strings.CutPrefix(path, "cards["); ok {
		if id, _, found := strings.Cut(rest, "]"); found && id != "" {
			return Place{Card: id}
		}
	}
	if rest, ok := strings.CutPrefix(path, "cards."); ok && slices.Contains(Workers, Worker(rest)) {
		return Place{Deck: Worker(rest)}
	}
	return Place{}
}
