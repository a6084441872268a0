package deal

import (
	"arrayan.io/arrayan/data/alhambra"
	"arrayan.io/arrayan/data/citybox"
	"arrayan.io/arrayan/data/granada"
)

// TilesDeal is what an Alhambra or Granada setup deals beyond the seating:
// the facts its checklist is tailored by (Alhambra rulebook, "Preparación
// del juego" and the 2-player rules; Granada rulebook, "Preparación del
// juego" and "Reglas especiales del juego para dos").
type TilesDeal struct {
	// MoneyCards is the size of the money deck: 108, or 72 with 2 players.
	MoneyCards int `json:"money_cards"`
	// Neutral is the 2-player neutral collector (Dirk in Alhambra, Pablo in
	// Granada), "" otherwise; NeutralTiles is what it takes at setup.
	Neutral      string `json:"neutral,omitempty"`
	NeutralTiles int    `json:"neutral_tiles,omitempty"`
	// Scoring is Granada's scoring variant: standard or simple.
	Scoring string `json:"scoring,omitempty"`
}

// OptScoring is Granada's scoring option: standard, or simple (fixed
// points; its summary panel goes on the table).
const OptScoring = "scoring"

func tilesGame(name string) *game {
	g := &game{minPlayers: 2, maxPlayers: 6, parts: []string{"seats"}}
	g.deal = func(r Request, d *dealer) error { return dealTiles(name, r, d) }
	if name == Granada {
		g.options = []Option{{Key: OptScoring, Values: []string{"standard", "simple"}}}
	}
	return g
}

func dealTiles(name string, r Request, d *dealer) error {
	t := &TilesDeal{MoneyCards: citybox.MoneyCards}
	two := r.Players == 2
	if two {
		t.MoneyCards, t.NeutralTiles = citybox.MoneyCardsTwo, citybox.NeutralStartTiles
		t.Neutral = alhambra.Neutral
		if name == Granada {
			t.Neutral = granada.Neutral
		}
	}
	if name == Granada {
		t.Scoring = r.Options[OptScoring]
	}
	d.detail.Tiles = t
	seats := d.seats(d.stream(0))
	k := "setup." + name + "."

	d.step("board", "", k+"board", nil)
	d.step("board", "", k+"bag", nil)
	d.step("board", "", k+"market", nil)
	if name == Granada {
		d.step("board", "", k+"panels", nil)
		if t.Scoring == "simple" {
			d.step("board", "", k+"panel-simple", nil)
		}
	}
	if two {
		d.step("board", "", k+"neutral", map[string]any{"Name": t.Neutral, "N": t.NeutralTiles})
	}

	d.step("money", "", "setup.tiles.scoring-cards-out", map[string]any{"Cards": "@" + k + "scoring-cards"})
	if two {
		d.step("money", "", "setup.tiles.money-2p", nil)
	}
	d.step("money", "", "setup.tiles.shuffle", map[string]any{"N": t.MoneyCards})
	d.step("money", "seats", "setup.tiles.start-money", map[string]any{"Player": seats[0].Player})
	d.step("money", "", "setup.tiles.start-player", nil)
	d.step("money", "", k+"offer", nil)
	d.step("money", "", "setup.tiles.piles", nil)
	d.step("money", "", k+"piles-scoring", nil)
	d.step("money", "", "setup.tiles.piles-stack", nil)

	for _, s := range seats {
		d.step("players", "seats", "setup.seat", map[string]any{"Seat": s.Seat, "Player": s.Player})
	}
	d.step("players", "", k+"player-kit", nil)
	return nil
}
