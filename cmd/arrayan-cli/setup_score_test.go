package main

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"testing"

	mp "arrayan.io/arrayan/data/marcopolo"
	"arrayan.io/arrayan/setup/deal"
)

// TestDealtMarcoPoloSetupScoresWithoutRenaming feeds what `setup` prints for
// Marco Polo — characters, objective cards, the cities of the city and
// outpost bonuses — to `score` unchanged: both commands name things by the
// one catalogue's ids (data/marcopolo).
func TestDealtMarcoPoloSetupScoresWithoutRenaming(t *testing.T) {
	objectives := map[int]mp.Objective{}
	for _, o := range mp.Objectives() {
		objectives[o.ID] = o
	}
	for _, mode := range []string{"beginner", "expert"} {
		for players := 2; players <= 4; players++ {
			for seed := range 5 {
				args := []string{"setup", "--game", "marcopolo", "--players", fmt.Sprint(players),
					"--seed", fmt.Sprint(seed), "--option", "mode=" + mode}
				code, out, errOut := call(t, "", args...)
				if code != exitOK {
					t.Fatalf("%v: exit %d: %s %s", args, code, out, errOut)
				}
				var dealt struct {
					Setup struct {
						MarcoPolo deal.MarcoPoloDeal `json:"marcopolo"`
					} `json:"setup"`
				}
				if err := json.Unmarshal([]byte(out), &dealt); err != nil {
					t.Fatal(err)
				}
				input := scoreInputFromSetup(t, dealt.Setup.MarcoPolo, objectives)
				if code, out, _ := call(t, input, "score"); code != exitOK {
					t.Errorf("%v: the dealt setup does not score: exit %d: %s\ninput %s", args, code, out, input)
				}
			}
		}
	}
}

// scoreInputFromSetup builds a score table from a dealt setup: each player
// has their character, keeps their first two objective cards and holds
// posts in the cities of those cards and in a city whose bonus was dealt.
func scoreInputFromSetup(t *testing.T, m deal.MarcoPoloDeal, objectives map[int]mp.Objective) string {
	t.Helper()
	type player struct {
		Name       string         `json:"name"`
		VP         int            `json:"vp"`
		Coins      int            `json:"coins"`
		Camels     int            `json:"camels"`
		Goods      map[string]int `json:"goods"`
		Posts      []string       `json:"posts"`
		Objectives [][2]string    `json:"objectives"`
		Beijing    int            `json:"beijing,omitempty"`
		Contracts  int            `json:"contracts"`
		Character  string         `json:"character"`
	}
	table := struct {
		Game    string   `json:"game"`
		Players []player `json:"players"`
	}{Game: "marcopolo"}
	for i, p := range m.Players {
		character := p.Character
		if m.Draft != nil {
			character = m.Draft.Characters[i]
		}
		pl := player{Name: fmt.Sprint("P", p.Player), VP: 50, Coins: p.Coins, Goods: map[string]int{}, Character: character}
		posts := map[string]bool{m.CityBonuses[i].City: true, m.Outposts[i].City: true}
		for _, id := range p.Objectives[:2] {
			o, ok := objectives[id]
			if !ok {
				t.Fatalf("setup dealt objective %d, which the catalogue lacks", id)
			}
			pl.Objectives = append(pl.Objectives, o.Cities)
			posts[o.Cities[0]], posts[o.Cities[1]] = true, true
		}
		// a character who starts in Beijing (Kubilai Khan) holds that post
		if c, ok := mp.CharacterByID(character); !ok {
			t.Fatalf("setup dealt character %q, which the catalogue lacks", character)
		} else if c.BeijingArrival > 0 {
			pl.Beijing = c.BeijingArrival
			posts["beijing"] = true
		}
		pl.Posts = slices.Sorted(maps.Keys(posts))
		table.Players = append(table.Players, pl)
	}
	b, err := json.Marshal(table)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
