package main

import (
	data "arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/scoring/sabika"
)

// wishHolder is what the wishes count of one player; counts left out are 0.
type wishHolder struct {
	Name         *string             `json:"name"`
	Yusuf        bool                `json:"yusuf"`
	Types        []data.BuildingType `json:"types"`
	Presence     *int                `json:"presence"`
	Consolidated *int                `json:"consolidated"`
	Seals        *int                `json:"seals"`
	BluePoems    *int                `json:"blue_poems"`
	RedPoems     *int                `json:"red_poems"`
	Poems        *int                `json:"poems"`
	MinorPoems   *int                `json:"minor_poems"`
}

// name is the player's name as given (nil when left out).
func (w wishHolder) name() *string { return w.Name }

// towerInput is what the wishes and the final scoring both read: the wish
// tiles of the tower and the players, each given as a holder P.
type towerInput[P interface{ name() *string }] struct {
	Tower   []sabika.Tile `json:"tower"`
	Players []P           `json:"players"`
}

// decodeTower decodes raw into in, whose tower and players are t, checks
// that both were given and returns the players' names as given.
func decodeTower[P interface{ name() *string }](raw []byte, in any, t *towerInput[P]) ([]*string, error) {
	if err := decodeSabika(raw, in); err != nil {
		return nil, err
	}
	if t.Tower == nil {
		return nil, missing("tower")
	}
	if t.Players == nil {
		return nil, missing("players")
	}
	names := make([]*string, len(t.Players))
	for i, p := range t.Players {
		names[i] = p.name()
	}
	return names, nil
}

func (w wishHolder) holdings() sabika.WishHoldings {
	return sabika.WishHoldings{Types: w.Types, Presence: count(w.Presence), Consolidated: count(w.Consolidated),
		Seals: count(w.Seals), BluePoems: count(w.BluePoems), RedPoems: count(w.RedPoems), Poems: count(w.Poems),
		Yusuf: w.Yusuf, MinorPoems: count(w.MinorPoems)}
}

type wishAnswer struct {
	Name  string `json:"name"`
	Tiles []int  `json:"tiles"`
	Total int    `json:"total"`
}

// runWishes scores every tile in the tower for every player (spec §4,
// ruling 13).
func runWishes(raw []byte) (any, error) {
	var in towerInput[wishHolder]
	names, err := decodeTower(raw, &in, &in)
	if err != nil {
		return nil, err
	}
	holdings := make([]sabika.WishHoldings, len(in.Players))
	for i, p := range in.Players {
		holdings[i] = p.holdings()
	}
	if _, err := namesOf(names); err != nil {
		return nil, err
	}
	// holdings given in full: counts left out are 0 and must be possible
	if err := sabika.CheckWishScoring(in.Tower, holdings); err != nil {
		return nil, err
	}
	scores, err := sabika.ScoreWishes(in.Tower, holdings)
	if err != nil {
		return nil, err
	}
	out := make([]wishAnswer, len(scores))
	for i, s := range scores {
		out[i] = wishAnswer{Name: *names[i], Tiles: s.Tiles, Total: s.Total}
	}
	return struct {
		Players []wishAnswer `json:"players"`
	}{out}, nil
}
