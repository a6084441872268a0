package deal

import (
	"fmt"
	"slices"

	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/data/sabika"
)

// SabikaDeal is what a Sabika setup deals (Sabika rulebook, "Preparación de
// la partida" A–T; solo mode, "Modo solitario"; advanced mode and solo
// difficulty from the Russian rulebook).
type SabikaDeal struct {
	// BoardSide is "1-2" or "3-4" (A).
	BoardSide string `json:"board_side"`
	// BlockedSpaces is how many rondel spaces the cancellation tokens cover (A: 3 at 3 players).
	BlockedSpaces int `json:"blocked_spaces"`
	// SultansWorkers tells whether the sultan's workers go on the rondel (B: not at 4 players).
	SultansWorkers bool `json:"sultans_workers"`
	// Wishes is the letter of the sultan's wish on each dotted space of the round track, in track order (F).
	Wishes []string `json:"wishes"`
	// TradeCard is the trade card, 1–8 (M).
	TradeCard int `json:"trade_card"`
	// MinorPoems is how many minor poems are face up (J).
	MinorPoems int `json:"minor_poems"`
	// MajorPoems is how many major poems are drawn, each of a different letter (K).
	MajorPoems int `json:"major_poems"`
	// StartTiles are the two start tiles (1–10) each player chooses from, by player (T).
	StartTiles []SabikaStartTiles `json:"start_tiles"`
	// Events are the advanced mode's events, when played.
	Events *SabikaEvents `json:"events,omitempty"`
	// Yusuf is the automa's setup in a solo game.
	Yusuf *SabikaYusuf `json:"yusuf,omitempty"`
}

// SabikaStartTiles are one player's two start tiles.
type SabikaStartTiles struct {
	Player int    `json:"player"`
	Tiles  [2]int `json:"tiles"`
}

// SabikaEvents are the two face-up events and the pool the hidden third is
// drawn from (positive events are 1–5, negative 6–14).
type SabikaEvents struct {
	Active int `json:"active"`
	Future int `json:"future"`
	// HiddenFrom is "any", "positive" or "negative": the face-down third
	// event is drawn unseen from the remaining events of that kind.
	HiddenFrom string `json:"hidden_from"`
}

// SabikaYusuf is the solo automa's setup.
type SabikaYusuf struct {
	// StartPP is Yusuf's prestige at the start: 5, or 10 for a harder game.
	StartPP int `json:"start_pp"`
}

// Sabika option keys and values.
const (
	// OptEvents chooses the advanced mode's events: none; random (3 of the
	// 14); mixed (1 positive and 2 negative) or negative (3 negative), the
	// Russian rulebook's difficulty presets, which it also offers as a way
	// to tune the advanced mode for any player count.
	OptEvents = "events"
	// OptYusufPP is Yusuf's starting prestige in a solo game: 5 or 10.
	OptYusufPP = "yusuf-pp"
)

// Sabika parts, in code order.
const (
	partSabikaSeats = iota
	partSabikaWishes
	partSabikaTrade
	partSabikaStart
	partSabikaEvents
)

var sabikaGame = &game{
	minPlayers: 1, maxPlayers: 4,
	options: []Option{
		{Key: OptEvents, Values: []string{"none", "random", "mixed", "negative"}},
		{Key: OptYusufPP, Values: []string{"5", "10"}, Solo: true},
	},
	parts: []string{"seats", "wishes", "trade-card", "start-tiles", "events"},
	deal:  dealSabika,
}

// Sabika component counts, from the rulebook's facts in data/sabika.
const (
	sabikaStartTiles = sabika.StartTiles
	sabikaTradeCards = sabika.TradeCards
	sabikaEvents     = sabika.Events
	sabikaPositive   = sabika.PositiveEvents // events 1–5 are positive, 6–14 negative
)

// dealSabika deals a Sabika setup, emitting the rulebook's steps A–T in
// order, the advanced mode's events after the map and Yusuf's setup last.
func dealSabika(r Request, d *dealer) error {
	solo := r.Players == 1
	tablePlayers := max(r.Players, 2) // solo is set up as a 2-player game
	s := &SabikaDeal{
		BoardSide:      "1-2",
		SultansWorkers: r.Players < 4,
		MinorPoems:     map[int]int{2: 3, 3: 4, 4: 5}[tablePlayers],
		MajorPoems:     2 * tablePlayers,
	}
	if tablePlayers >= 3 {
		s.BoardSide = "3-4"
	}
	if r.Players == 3 {
		s.BlockedSpaces = 3
	}
	d.detail.Sabika = s
	seats := d.seats(d.stream(partSabikaSeats))

	stepSabikaRondel(d, s)
	dealSabikaWishes(d, s)
	stepSabikaBuildingsAndPoems(d, s, tablePlayers, solo)
	dealSabikaMap(d, s)
	if err := dealSabikaEvents(r, d, s); err != nil {
		return err
	}
	dealSabikaPlayers(r, d, s, seats)
	if solo {
		dealSabikaYusuf(r, d, s)
	}
	return nil
}

// stepSabikaRondel sets up the rondel: board side, cancellation tokens,
// sultan's workers, bag, supply and narrator (rulebook, A–E).
func stepSabikaRondel(d *dealer, s *SabikaDeal) {
	d.step("board", "", "setup.sabika.board-side", map[string]any{"Side": "@setup.sabika.side." + s.BoardSide})
	if s.BlockedSpaces > 0 {
		d.step("board", "", "setup.sabika.blocked", map[string]any{"N": s.BlockedSpaces})
	}
	if s.SultansWorkers {
		d.step("board", "", "setup.sabika.sultans-workers", nil)
	} else {
		d.step("board", "", "setup.sabika.no-sultans-workers", nil)
	}
	d.step("board", "", "setup.sabika.bag", nil)
	d.step("board", "", "setup.sabika.supply", nil)
	d.step("board", "", "setup.sabika.narrator", nil)
}

// dealSabikaWishes shuffles which sultan's wish letter goes on which dotted
// space of the round track (rulebook, F).
func dealSabikaWishes(d *dealer, s *SabikaDeal) {
	letters := slices.Clone(sabika.WishLetters[:])
	rng := d.stream(partSabikaWishes)
	rng.Shuffle(len(letters), func(i, j int) { letters[i], letters[j] = letters[j], letters[i] })
	s.Wishes = letters
	for i, l := range letters {
		d.step("board", "wishes", "setup.sabika.wish", map[string]any{"Slot": i + 1, "Letter": l})
	}
	d.step("board", "", "setup.sabika.wish-rest", nil)
}

// stepSabikaBuildingsAndPoems lays out the major buildings, warehouses,
// minor buildings and the minor and major poems for the table's player
// count (rulebook, G–K); a solo game first removes major poem F1
// ("Modo solitario", ES L927).
func stepSabikaBuildingsAndPoems(d *dealer, s *SabikaDeal, tablePlayers int, solo bool) {
	if tablePlayers == 2 {
		d.step("board", "", "setup.sabika.major-buildings-2p", nil)
	} else {
		d.step("board", "", "setup.sabika.major-buildings", nil)
	}
	d.step("board", "", "setup.sabika.warehouses", nil)
	d.step("board", "", "setup.sabika.minor-buildings", nil)
	if tablePlayers == 4 {
		d.step("board", "", "setup.sabika.minor-poems-4p", map[string]any{"N": s.MinorPoems})
	} else {
		d.step("board", "", "setup.sabika.minor-poems", map[string]any{"N": s.MinorPoems})
	}
	if solo {
		d.step("board", "", "setup.sabika.solo-remove-f1", nil)
	}
	d.step("board", "", "setup.sabika.major-poems", map[string]any{"N": s.MajorPoems})
	switch tablePlayers {
	case 2:
		d.step("board", "", "setup.sabika.major-poems-2p", nil)
	case 3:
		d.step("board", "", "setup.sabika.major-poems-3p", nil)
	}
}

// dealSabikaMap sets up the map: city tiles and one trade card drawn at
// random (rulebook, L–M).
func dealSabikaMap(d *dealer, s *SabikaDeal) {
	d.step("map", "", "setup.sabika.city-tiles", nil)
	s.TradeCard = d.stream(partSabikaTrade).IntN(sabikaTradeCards) + 1
	d.step("map", "trade-card", "setup.sabika.trade-card", map[string]any{"Card": s.TradeCard})
}

// dealSabikaPlayers sets up each player: seating (not solo), colour,
// workshop, markers, and two random start tiles to choose one from
// (rulebook, N–T).
func dealSabikaPlayers(r Request, d *dealer, s *SabikaDeal, seats []Seat) {
	solo := r.Players == 1
	if !solo {
		for _, seat := range seats {
			d.step("players", "seats", "setup.seat", map[string]any{"Seat": seat.Seat, "Player": seat.Player})
		}
	}
	d.step("players", "", "setup.sabika.colour", nil)
	d.step("players", "", "setup.sabika.workshop", nil)
	d.step("players", "", "setup.sabika.markers", nil)
	tiles := d.stream(partSabikaStart).Perm(sabikaStartTiles)
	for p := range r.Players {
		pair := [2]int{tiles[2*p] + 1, tiles[2*p+1] + 1}
		if pair[0] > pair[1] {
			pair[0], pair[1] = pair[1], pair[0]
		}
		s.StartTiles = append(s.StartTiles, SabikaStartTiles{Player: p + 1, Tiles: pair})
		d.step("players", "start-tiles", "setup.sabika.start-tiles", map[string]any{"Player": p + 1, "A": pair[0], "B": pair[1]})
	}
	if solo {
		d.step("players", "", "setup.sabika.start-reveal-solo", nil)
	} else {
		d.step("players", "", "setup.sabika.start-reveal", nil)
	}
}

// dealSabikaYusuf sets up the solo automa Yusuf, starting at 5 prestige or
// 10 for a harder game (rulebook, "Modo solitario"; Russian rulebook,
// solo difficulty).
func dealSabikaYusuf(r Request, d *dealer, s *SabikaDeal) {
	pp := sabika.StartPP
	if r.Options[OptYusufPP] == "10" {
		pp = sabika.YusufHardPP
	}
	s.Yusuf = &SabikaYusuf{StartPP: pp}
	d.step("solo", "", "setup.sabika.yusuf-board", nil)
	d.step("solo", "", "setup.sabika.yusuf-ship", map[string]any{"Card": s.TradeCard})
	d.step("solo", "", "setup.sabika.yusuf-none", nil)
	d.step("solo", "", "setup.sabika.yusuf-first", nil)
	d.step("solo", "", "setup.sabika.yusuf-pp", map[string]any{"PP": pp})
	d.step("solo", "", "setup.sabika.yusuf-tiles", nil)
	d.step("solo", "", "setup.sabika.yusuf-cards", nil)
	if s.Events != nil {
		d.step("solo", "", "setup.sabika.yusuf-events", nil)
	}
}

// dealSabikaEvents deals the advanced mode: three events stacked face down,
// the top one made active and the next one turned face up as the future
// event (Russian rulebook, advanced mode A–B).
func dealSabikaEvents(r Request, d *dealer, s *SabikaDeal) error {
	mode := r.Options[OptEvents]
	if mode == "none" {
		return nil
	}
	rng := d.stream(partSabikaEvents)
	positive, negative := eventRange(1, sabikaPositive), eventRange(sabikaPositive+1, sabikaEvents)
	var chosen []int
	switch mode {
	case "random":
		all := append(slices.Clone(positive), negative...)
		perm := rng.Perm(len(all))
		chosen = []int{all[perm[0]], all[perm[1]], all[perm[2]]}
	case "mixed":
		neg := rng.Perm(len(negative))
		chosen = []int{positive[rng.IntN(len(positive))], negative[neg[0]], negative[neg[1]]}
		rng.Shuffle(3, func(i, j int) { chosen[i], chosen[j] = chosen[j], chosen[i] })
	case "negative":
		neg := rng.Perm(len(negative))
		chosen = []int{negative[neg[0]], negative[neg[1]], negative[neg[2]]}
	default:
		return inputError("option", errEventsMode.With(message.Params{"Mode": quote(mode)}))
	}
	hidden := "any"
	if mode != "random" {
		hidden = "negative"
		if chosen[2] <= sabikaPositive {
			hidden = "positive"
		}
	}
	s.Events = &SabikaEvents{Active: chosen[0], Future: chosen[1], HiddenFrom: hidden}
	d.step("events", "events", "setup.sabika.event-active", map[string]any{"N": chosen[0], "Effect": fmt.Sprintf("@setup.sabika.event.%d", chosen[0])})
	d.step("events", "events", "setup.sabika.event-future", map[string]any{"N": chosen[1], "Effect": fmt.Sprintf("@setup.sabika.event.%d", chosen[1])})
	d.step("events", "events", "setup.sabika.event-hidden-"+hidden, nil)
	d.step("events", "", "setup.sabika.event-change", nil)
	return nil
}

func eventRange(from, to int) []int {
	r := make([]int, 0, to-from+1)
	for n := from; n <= to; n++ {
		r = append(r, n)
	}
	return r
}
