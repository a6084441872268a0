package deal

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	mp "arrayan.io/arrayan/data/marcopolo"
)

// MarcoPoloDeal is what a setup of The Voyages of Marco Polo deals
// (rulebook, "Componentes y preparación", "Preparación de los jugadores",
// "El juego con 2 o 3 jugadores" and "Variante para expertos").
type MarcoPoloDeal struct {
	// Players are the seats from the start player clockwise.
	Players []MarcoPoloPlayer `json:"players"`
	// Draft is the expert character draft, when played.
	Draft *MarcoPoloDraft `json:"draft,omitempty"`
	// CityBonuses maps each small city to its bonus tile.
	CityBonuses []Placement `json:"city_bonuses"`
	// Outposts maps each large city to its outpost bonus.
	Outposts []Placement `json:"outposts"`
	// UnusedOutposts are the 3 outpost bonuses left in the box.
	UnusedOutposts []string `json:"unused_outposts"`
	// CityCards are the 9 city cards by space (Sumatra holds 3), numbered
	// 0–30 as Board Game Arena numbers them.
	CityCards []CityCardPlacement `json:"city_cards"`
	// BlackDice is how many black dice are on the board.
	BlackDice int `json:"black_dice"`
	// BlockingDice are the dice of unused colours that block action spaces
	// all game (2 and 3 players).
	BlockingDice []BlockingDie `json:"blocking_dice,omitempty"`
}

// MarcoPoloPlayer is one seat's colour, coins, character and objectives.
type MarcoPoloPlayer struct {
	Seat   int    `json:"seat"`
	Player int    `json:"player"`
	Colour string `json:"colour"`
	Coins  int    `json:"coins"`
	// Character is the first-game character, "" when drafted.
	Character string `json:"character,omitempty"`
	// Objectives are the objective cards dealt (1–18; 2, or 4 to keep 2).
	Objectives []int `json:"objectives"`
}

// MarcoPoloDraft is the expert character draft: the revealed characters and
// the seats in the order they choose.
type MarcoPoloDraft struct {
	Characters []string `json:"characters"`
	Order      []int    `json:"order"`
}

// Placement puts one bonus on one city.
type Placement struct {
	City  string `json:"city"`
	Bonus string `json:"bonus"`
}

// CityCardPlacement puts one city card on a large city's space.
type CityCardPlacement struct {
	City string `json:"city"`
	Card int    `json:"card"`
}

// BlockingDie is a die of an unused colour on an action space.
type BlockingDie struct {
	Colour string `json:"colour"`
	Space  string `json:"space"` // "khan-1", "khan-2" or "5-coins"
	Shows  int    `json:"shows,omitempty"`
}

// Marco Polo option keys.
const (
	// OptCharacters: first-game (the rulebook's four characters by seat) or
	// draft (expert: reveal players+1, the last seat chooses first).
	OptCharacters = "characters"
	// OptObjectives: deal-2, or keep-2-of-4 (expert).
	OptObjectives = "objectives"
	// OptCityBonuses: beginner (by their letters) or random (expert).
	OptCityBonuses = "city-bonuses"
	// OptMode is a shorthand accepted on input only: mode=expert sets all
	// three to the expert variant, mode=beginner to the first-game setup;
	// an explicit option wins over it.
	OptMode = "mode"
)

// Marco Polo parts, in code order.
const (
	partMPSeats = iota
	partMPCharacters
	partMPObjectives
	partMPCityBonuses
	partMPOutposts
	partMPCityCards
)

var marcoPoloGame = &game{
	minPlayers: mp.MinPlayers, maxPlayers: mp.MaxPlayers,
	options: []Option{
		{Key: OptCharacters, Values: []string{"first-game", "draft"}},
		{Key: OptObjectives, Values: []string{"deal-2", "keep-2-of-4"}},
		{Key: OptCityBonuses, Values: []string{"beginner", "random"}},
	},
	presets: map[string]map[string]string{
		"beginner": {OptCharacters: "first-game", OptObjectives: "deal-2", OptCityBonuses: "beginner"},
		"expert":   {OptCharacters: "draft", OptObjectives: "keep-2-of-4", OptCityBonuses: "random"},
	},
	parts: []string{"seats", "characters", "objectives", "city-bonuses", "outposts", "city-cards"},
	deal:  dealMarcoPolo,
}

// marcoPoloBoard are the board facts a deal needs, from the one Marco
// Polo catalogue (data/marcopolo).
type marcoPoloBoard struct {
	colours, smallCities, largeCities []string
	// cardSpaces are the 9 city-card spaces: one per large city, 3 in Sumatra.
	cardSpaces []string
	// firstGame are the first game's characters by seat (rulebook, player setup 6).
	firstGame   []string
	characters  []string
	cityBonuses []mp.CityBonus
	outposts    []mp.OutpostBonus
	cityCards   []mp.CityCard
	objectives  []mp.Objective
}

// mpBoard reads the board facts at the first deal of Marco Polo rather than
// when the program starts: every start of the app then decoded the whole
// catalogue, before a first frame that needs none of it.
var mpBoard = sync.OnceValue(func() *marcoPoloBoard {
	return &marcoPoloBoard{
		colours:     mp.Colours(),
		smallCities: mp.SmallCities(),
		largeCities: mp.LargeCities(),
		cardSpaces:  mp.CityCardSpaces(),
		firstGame:   mp.FirstGameCharacters(),
		characters:  mp.CharacterDeck(),
		cityBonuses: mp.CityBonuses(),
		outposts:    mp.OutpostBonuses(),
		cityCards:   mp.CityCards(),
		objectives:  mp.Objectives(),
	}
})

// dealMarcoPolo deals a setup of The Voyages of Marco Polo, emitting the
// board, supply and player steps in rulebook order.
func dealMarcoPolo(r Request, d *dealer) error {
	n := r.Players
	m := &MarcoPoloDeal{BlackDice: 5}
	if n < 4 {
		m.BlackDice = n + 1
	}
	d.detail.MarcoPolo = m
	unused := dealMarcoPoloSeats(d, m)

	d.step("board", "", "setup.mp.board", nil)
	dealMarcoPoloCityBonuses(r, d, m)
	dealMarcoPoloOutposts(d, m)
	dealMarcoPoloCityCards(d, m)
	d.step("board", "", "setup.mp.contracts", nil)
	placeMarcoPoloDice(d, m, unused)
	d.step("board", "", "setup.mp.box-extras", nil)

	d.step("supply", "", "setup.mp.bank", nil)
	d.step("supply", "", "setup.mp.goods", nil)

	stepMarcoPoloPlayers(d, m)
	if r.Options[OptCharacters] == "draft" {
		dealMarcoPoloDraft(d, m)
	} else {
		giveMarcoPoloFirstGameCharacters(d, m)
	}
	dealMarcoPoloObjectives(r, d, m)
	d.step("players", "", "setup.mp.reference", nil)
	return nil
}

// dealMarcoPoloSeats seats the players and deals the colours, drawn after
// the seating from the seating stream; the start player gets 7 coins and
// each next seat one more (rulebook, player setup 1 and 5). It returns the
// colours nobody plays, as indices into mpBoard().colours in the order drawn.
func dealMarcoPoloSeats(d *dealer, m *MarcoPoloDeal) (unused []int) {
	board := mpBoard()
	seatRNG := d.stream(partMPSeats)
	seats := d.seats(seatRNG)
	colours := seatRNG.Perm(len(board.colours)) // drawn after the seating
	for i, s := range seats {
		m.Players = append(m.Players, MarcoPoloPlayer{Seat: s.Seat, Player: s.Player, Colour: board.colours[colours[i]], Coins: 7 + i})
	}
	return colours[len(seats):]
}

// dealMarcoPoloCityBonuses puts a bonus on each small city: by its letter
// (rulebook, setup 5) or at random ("Variante para expertos",
// "Distribución de las bonificaciones por ciudad").
func dealMarcoPoloCityBonuses(r Request, d *dealer, m *MarcoPoloDeal) {
	board := mpBoard()
	part := ""
	if r.Options[OptCityBonuses] == "random" {
		part = "city-bonuses"
		d.step("board", "", "setup.mp.city-bonus-random", nil)
		perm := d.stream(partMPCityBonuses).Perm(len(board.cityBonuses))
		for i, city := range board.smallCities {
			m.CityBonuses = append(m.CityBonuses, Placement{City: city, Bonus: board.cityBonuses[perm[i]].ID})
		}
	} else {
		for _, city := range board.smallCities {
			if b, ok := mp.BeginnerCityBonus(city); ok {
				m.CityBonuses = append(m.CityBonuses, Placement{City: city, Bonus: b.ID})
			}
		}
	}
	for _, p := range m.CityBonuses {
		d.step("board", part, "setup.mp.city-bonus", map[string]any{"City": "@" + mp.SpaceKey(p.City), "Bonus": "@" + mp.CityBonusKey(p.Bonus)})
	}
}

// dealMarcoPoloOutposts puts a shuffled outpost bonus on each large city and
// leaves the other 3 in the box (rulebook, setup 6).
func dealMarcoPoloOutposts(d *dealer, m *MarcoPoloDeal) {
	board := mpBoard()
	outposts := d.stream(partMPOutposts).Perm(len(board.outposts))
	for i, city := range board.largeCities {
		slug := board.outposts[outposts[i]].ID
		m.Outposts = append(m.Outposts, Placement{City: city, Bonus: slug})
		d.step("board", "outposts", "setup.mp.outpost", map[string]any{"City": "@" + mp.SpaceKey(city), "Bonus": "@setup.mp.outpost." + slug})
	}
	for _, o := range outposts[len(board.largeCities):] {
		m.UnusedOutposts = append(m.UnusedOutposts, board.outposts[o].ID)
	}
	d.step("board", "outposts", "setup.mp.outpost-rest", map[string]any{
		"A": "@setup.mp.outpost." + m.UnusedOutposts[0],
		"B": "@setup.mp.outpost." + m.UnusedOutposts[1],
		"C": "@setup.mp.outpost." + m.UnusedOutposts[2],
	})
}

// dealMarcoPoloCityCards puts a shuffled city card on each of the 9 city-card
// spaces and leaves the rest in the box (rulebook, setup 7).
func dealMarcoPoloCityCards(d *dealer, m *MarcoPoloDeal) {
	board := mpBoard()
	cards := d.stream(partMPCityCards).Perm(len(board.cityCards))
	for i, city := range board.cardSpaces {
		card := board.cityCards[cards[i]].ID
		m.CityCards = append(m.CityCards, CityCardPlacement{City: city, Card: card})
		d.step("board", "city-cards", "setup.mp.city-card", map[string]any{"City": "@" + mp.SpaceKey(city), "Card": fmt.Sprintf("@setup.mp.city-card.%d", card)})
	}
	d.step("board", "", "setup.mp.city-card-rest", nil)
}

// placeMarcoPoloDice places the black dice (rulebook, setup 11) and, at 2 or
// 3 players, the dice of unused colours that block action spaces all game
// ("El juego con 2 o 3 jugadores").
func placeMarcoPoloDice(d *dealer, m *MarcoPoloDeal, unusedColours []int) {
	board := mpBoard()
	unused := make([]string, 0, 2)
	for _, c := range unusedColours {
		unused = append(unused, board.colours[c])
	}
	d.step("board", "", "setup.mp.black-dice", map[string]any{"N": m.BlackDice})
	switch len(m.Players) {
	case 3:
		m.BlockingDice = []BlockingDie{{Colour: unused[0], Space: "khan-1", Shows: 1}}
		d.step("board", "seats", "setup.mp.block-3p", map[string]any{"Colour": "@setup.colour." + unused[0]})
	case 2:
		m.BlockingDice = []BlockingDie{
			{Colour: unused[0], Space: "khan-1", Shows: 1},
			{Colour: unused[1], Space: "khan-2", Shows: 1},
			{Colour: unused[0], Space: "5-coins"},
		}
		d.step("board", "seats", "setup.mp.block-2p", map[string]any{"A": "@setup.colour." + unused[0], "B": "@setup.colour." + unused[1]})
	}
}

// stepMarcoPoloPlayers tells each seat its colour and coins, then the start
// player and each player's kit, start contract and figures (rulebook,
// "Preparación de los jugadores" 1–5 and 7).
func stepMarcoPoloPlayers(d *dealer, m *MarcoPoloDeal) {
	for _, p := range m.Players {
		d.step("players", "seats", "setup.mp.seat", map[string]any{"Seat": p.Seat, "Player": p.Player, "Colour": "@setup.colour." + p.Colour, "Coins": p.Coins})
	}
	d.step("players", "", "setup.mp.start-player", nil)
	d.step("players", "", "setup.mp.player-kit", nil)
	d.step("players", "", "setup.mp.start-contract", nil)
	d.step("players", "", "setup.mp.figures", nil)
}

// giveMarcoPoloFirstGameCharacters gives the first game's characters by seat
// (rulebook, player setup 6).
func giveMarcoPoloFirstGameCharacters(d *dealer, m *MarcoPoloDeal) {
	board := mpBoard()
	n := len(m.Players)
	for i := range m.Players {
		if i >= len(board.firstGame) {
			break
		}
		m.Players[i].Character = board.firstGame[i]
		d.step("players", "seats", "setup.mp.character", map[string]any{"Seat": i + 1, "Character": "@" + mp.CharacterKey(board.firstGame[i])})
	}
	if n == 4 {
		d.step("players", "", "setup.mp.mercator", map[string]any{"N": n})
	}
}

// dealMarcoPoloObjectives deals each player 2 secret objective cards
// (rulebook, player setup 8), or 4 to keep 2 ("Variante para expertos",
// "Distribución de las cartas de objetivo").
func dealMarcoPoloObjectives(r Request, d *dealer, m *MarcoPoloDeal) {
	board := mpBoard()
	per := 2
	if r.Options[OptObjectives] == "keep-2-of-4" {
		per = 4
	}
	// objectives belong to players, not seats, so that re-dealing the
	// seating keeps everyone's cards
	objectives := d.stream(partMPObjectives).Perm(len(board.objectives))
	for player := 1; player <= len(m.Players); player++ {
		i := slices.IndexFunc(m.Players, func(p MarcoPoloPlayer) bool { return p.Player == player })
		p := &m.Players[i]
		params := map[string]any{"Player": player}
		for j := range per {
			num := board.objectives[objectives[per*(player-1)+j]].ID
			p.Objectives = append(p.Objectives, num)
			params[string(rune('A'+j))] = fmt.Sprintf("@setup.mp.objective.%d", num)
		}
		d.secret("players", "objectives", fmt.Sprintf("setup.mp.objectives-%d", per), params)
	}
	d.step("players", "", "setup.mp.objectives-rest", nil)
}

// dealMarcoPoloDraft reveals players+1 characters; the last seat chooses
// first, then against turn order (rulebook, "Distribución de los personajes").
func dealMarcoPoloDraft(d *dealer, m *MarcoPoloDeal) {
	board := mpBoard()
	n := len(m.Players)
	perm := d.stream(partMPCharacters).Perm(len(board.characters))
	draft := &MarcoPoloDraft{}
	for _, c := range perm[:n+1] {
		slug := board.characters[c]
		draft.Characters = append(draft.Characters, slug)
		d.step("players", "characters", "setup.mp.draft-card", map[string]any{"Character": "@" + mp.CharacterKey(slug)})
		if slug == "mercator" {
			d.step("players", "characters", "setup.mp.mercator", map[string]any{"N": n})
		}
	}
	order := make([]string, 0, n)
	for s := n; s >= 1; s-- {
		draft.Order = append(draft.Order, s)
		order = append(order, strconv.Itoa(s))
	}
	m.Draft = draft
	d.step("players", "", "setup.mp.draft-order", map[string]any{"Order": strings.Join(order, ", ")})
}
