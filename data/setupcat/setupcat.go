// Package setupcat is the small component catalogue that the setup dealers
// need and the rulebooks do not print: The Voyages of Marco Polo's
// characters, objective cards, city and outpost bonuses and city cards, each
// entry with its source. Rules and texts of play live elsewhere; this holds
// only what a deal names.
package setupcat

import (
	_ "embed"
	"encoding/json"
	"fmt"
)

//go:embed marcopolo.json
var marcoPoloJSON []byte

// Character is one character card, by its name on the card.
type Character struct {
	Slug   string `json:"slug"`
	Name   string `json:"name"`
	Source string `json:"source"`
}

// Objective is one objective card: two cities and the VP it pays.
type Objective struct {
	Number int       `json:"number"`
	Cities [2]string `json:"cities"`
	VP     int       `json:"vp"`
	Source string    `json:"source"`
}

// CityBonus is one small-city bonus tile and the city its beginner setup
// puts it on.
type CityBonus struct {
	Slug         string `json:"slug"`
	BeginnerCity string `json:"beginner_city"`
	Text         string `json:"text"`
	Source       string `json:"source"`
}

// OutpostBonus is one outpost bonus tile.
type OutpostBonus struct {
	Slug   string `json:"slug"`
	Text   string `json:"text"`
	Source string `json:"source"`
}

// CityCard is one city card, numbered as Board Game Arena numbers them
// (0–30), with its action in English.
type CityCard struct {
	Number int    `json:"number"`
	Text   string `json:"text"`
	Note   string `json:"note,omitempty"`
	Source string `json:"source"`
}

// MarcoPoloCatalogue is everything the Marco Polo dealer names.
type MarcoPoloCatalogue struct {
	Characters     []Character    `json:"characters"`
	Objectives     []Objective    `json:"objectives"`
	CityBonuses    []CityBonus    `json:"city_bonuses"`
	OutpostBonuses []OutpostBonus `json:"outpost_bonuses"`
	CityCards      []CityCard     `json:"city_cards"`
}

// Component counts of the base game's box (rulebook, "Componentes").
const (
	MarcoPoloCharacters     = 8
	MarcoPoloObjectives     = 18
	MarcoPoloCityBonuses    = 6
	MarcoPoloOutpostBonuses = 10
	MarcoPoloCityCards      = 31
)

var marcoPolo = mustLoad()

// mustLoad decodes the embedded catalogue. The file ships with the binary and
// its test checks it, so a failure here is a build defect, not bad input.
func mustLoad() MarcoPoloCatalogue {
	c, err := decode(marcoPoloJSON)
	if err != nil {
		panic(err)
	}
	return c
}

func decode(data []byte) (MarcoPoloCatalogue, error) {
	var c MarcoPoloCatalogue
	if err := json.Unmarshal(data, &c); err != nil {
		return c, fmt.Errorf("setupcat: decoding marcopolo.json: %w", err)
	}
	counts := []struct {
		name      string
		got, want int
	}{
		{"characters", len(c.Characters), MarcoPoloCharacters},
		{"objectives", len(c.Objectives), MarcoPoloObjectives},
		{"city bonuses", len(c.CityBonuses), MarcoPoloCityBonuses},
		{"outpost bonuses", len(c.OutpostBonuses), MarcoPoloOutpostBonuses},
		{"city cards", len(c.CityCards), MarcoPoloCityCards},
	}
	for _, n := range counts {
		if n.got != n.want {
			return c, fmt.Errorf("setupcat: marcopolo.json has %d %s, the box has %d", n.got, n.name, n.want)
		}
	}
	return c, nil
}

// MarcoPolo returns the Marco Polo catalogue. Callers must not modify it.
func MarcoPolo() MarcoPoloCatalogue { return marcoPolo }
