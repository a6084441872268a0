// Package rounds tells what the start of each of the five rounds of The
// Voyages of Marco Polo pays, following the rulebook's «EL TURNO DE JUEGO —
// Al principio del turno de juego» (shared/rules/marco-polo-rulebook-es.txt):
//
//  1. a new start player (the last to travel; not in round 1);
//  2. city and character bonuses: each small city pays its bonus to every
//     player with a trading post there, each character with a round bonus
//     pays it (data/marcopolo);
//  3. all dice come back; the black dice return to the board;
//  4. the dice are rolled; a total under 15 is compensated with 1 coin or
//     1 camel per missing point, in any mix («COMPENSACIÓN POR MAL
//     RESULTADO EN LOS DADOS»).
//
// It also tells the black dice in play (players + 1 with 2–3 players, all 5
// with 4; «EL JUEGO CON 2 O 3 JUGADORES») and the contract piles left
// beside the board (one pile is laid out per round; «FINAL DE LA PARTIDA»).
package rounds

import (
	"maps"
	"slices"

	mp "arrayan.io/arrayan/data/marcopolo"
	"arrayan.io/arrayan/data/message"
)

// Player is one player at the start of a round.
type Player struct {
	Name string
	// Character is the character's id in data/marcopolo, "" when not chosen.
	Character string
	// Posts are the cities holding one of the player's trading posts.
	Posts []string
	// Dice is the total the player rolled this round, 0 when not yet rolled.
	Dice int
}

// Table is the game at the start of a round.
type Table struct {
	Players []Player
	// CityBonuses maps each small city to its city bonus id; nil is the
	// beginner placement of the rulebook.
	CityBonuses map[string]string
}

// Kinds of payment.
const (
	FromCity         = "city"         // a small city's bonus
	FromCharacter    = "character"    // a character's round bonus
	FromCompensation = "compensation" // bad dice: coins or camels in any mix
)

// Payment is one thing the start of the round gives a player.
type Payment struct {
	Kind string
	// City is the small city (FromCity); Bonus the city bonus id.
	City, Bonus string
	// Character is the paying character (FromCharacter).
	Character string
	// Award is what is paid; for compensation, "coins_or_camels" is the
	// number of coins and camels to take in any mix.
	Award mp.Amounts
}

// PlayerRound is what a player receives at the start of a round.
type PlayerRound struct {
	Name     string
	Payments []Payment
	// Rolls is false for a character who sets the dice instead.
	Rolls bool
}

// Round is the start of one round.
type Round struct {
	Number int
	// NewStartPlayer: from round 2 on, the last player to travel starts.
	NewStartPlayer bool
	BlackDice      int
	// PilesLeft are the contract piles still beside the board once this
	// round's pile is laid out (4 in round 1 … 0 in round 5).
	PilesLeft int
	Players   []PlayerRound
}

// What the helper says when it cannot read a table.
var (
	kindRound     = message.Define("rounds.round", "round {{.Round}} is out of range 1–{{.Max}}")
	kindPlayers   = message.Define("rounds.players", "a game has {{.Min}} to {{.Max}} players, not {{.Count}}")
	kindNotSmall  = message.Define("rounds.not-small", "\"{{.City}}\" is not a small city")
	kindBonus     = message.Define("rounds.unknown-bonus", "unknown city bonus \"{{.Bonus}}\"")
	kindDice      = message.Define("rounds.dice", "{{.Name}}: a dice total of {{.Dice}}")
	kindCharacter = message.Define("rounds.character", "{{.Name}}: unknown character \"{{.Character}}\"")
	// BonusOnTwoCities is a city bonus tile placed on more than one small
	// city (each tile lies on one city, ES set-up): its parameters are
	// the tile's id (Bonus) and, besides the English, the cities' ids in
	// order (Cities, a []string), for a screen to name them.
	BonusOnTwoCities = message.Define("rounds.bonus-twice", "city bonus \"{{.Bonus}}\" is on two cities")
)

// Error is a table the helper cannot read.
type Error struct{ Problem message.Message }

// Error returns the problem in English.
func (e *Error) Error() string { return e.Problem.String() }

// Said is the problem.
func (e *Error) Said() message.Message { return e.Problem }

// ErrorCode is the error code of the CLI contract.
func (e *Error) ErrorCode() string { return "bad-input" }

// Start tells what the start of round n (1–5) pays.
func Start(n int, t Table) (Round, error) {
	if n < 1 || n > mp.Rounds() {
		return Round{}, &Error{kindRound.With(message.Params{"Round": n, "Max": mp.Rounds()})}
	}
	black := mp.BlackDice(len(t.Players))
	if black == 0 {
		return Round{}, &Error{kindPlayers.With(message.Params{"Min": mp.MinPlayers, "Max": mp.MaxPlayers, "Count": len(t.Players)})}
	}
	bonuses, err := cityBonuses(t.CityBonuses)
	if err != nil {
		return Round{}, err
	}
	_, piles, _, _ := mp.ContractPiles()
	r := Round{Number: n, NewStartPlayer: n > 1, BlackDice: black, PilesLeft: piles - n}
	for _, p := range t.Players {
		pr, err := playerRound(p, bonuses)
		if err != nil {
			return Round{}, err
		}
		r.Players = append(r.Players, pr)
	}
	return r, nil
}

// cityBonuses resolves the small city → bonus map (nil: the beginner
// placement), checking that every key is a small city, every value a city
// bonus tile and no tile lies on two cities; a city left out pays nothing.
func cityBonuses(given map[string]string) (map[string]mp.CityBonus, error) {
	byID := map[string]mp.CityBonus{}
	beginner := map[string]mp.CityBonus{}
	for _, b := range mp.CityBonuses() {
		byID[b.ID] = b
		beginner[b.BeginnerCity] = b
	}
	if given == nil {
		return beginner, nil
	}
	out := make(map[string]mp.CityBonus, len(given))
	used := map[string]bool{}
	for _, city := range slices.Sorted(maps.Keys(given)) { // the same refusal every time
		id := given[city]
		s, ok := mp.SpaceByID(city)
		if !ok || s.Kind != mp.KindSmall {
			return nil, &Error{kindNotSmall.With(message.Params{"City": city})}
		}
		b, ok := byID[id]
		if !ok {
			return nil, &Error{kindBonus.With(message.Params{"Bonus": id})}
		}
		if used[id] {
			var cities []string
			for c, other := range given {
				if other == id {
					cities = append(cities, c)
				}
			}
			slices.Sort(cities)
			return nil, &Error{BonusOnTwoCities.With(message.Params{"Bonus": id, "Cities": cities})}
		}
		used[id] = true
		out[city] = b
	}
	return out, nil
}

// playerRound lists what the start of a round pays one player.
func playerRound(p Player, bonuses map[string]mp.CityBonus) (PlayerRound, error) {
	pr := PlayerRound{Name: p.Name, Rolls: true}
	if p.Dice < 0 {
		return pr, &Error{kindDice.With(message.Params{"Name": p.Name, "Dice": p.Dice})}
	}
	var ch mp.Character
	if p.Character != "" {
		var ok bool
		if ch, ok = mp.CharacterByID(p.Character); !ok {
			return pr, &Error{kindCharacter.With(message.Params{"Name": p.Name, "Character": p.Character})}
		}
		pr.Rolls = ch.Rolls()
	}
	// Small cities in map order, so the list reads the same every round.
	for _, city := range mp.Cities() {
		b, ok := bonuses[city]
		if ok && slices.Contains(p.Posts, city) {
			pr.Payments = append(pr.Payments, Payment{Kind: FromCity, City: city, Bonus: b.ID, Award: b.Award})
		}
	}
	if len(ch.RoundBonus) > 0 {
		pr.Payments = append(pr.Payments, Payment{Kind: FromCharacter, Character: ch.ID, Award: ch.RoundBonus})
	}
	if n := Compensation(p.Dice); pr.Rolls && n > 0 {
		pr.Payments = append(pr.Payments, Payment{Kind: FromCompensation, Award: mp.Amounts{"coins_or_camels": n}})
	}
	return pr, nil
}

// Compensation is the coins and camels (in any mix) for a dice total:
// the difference to 15 when under it; 0 for no roll entered (0). Matteo
// Polo's white die, received and rolled at the start of the round, counts
// in his total: Slugburn/VoMP Player.StartRound adds it before summing the
// roll, and Board Game Arena's pickCompensation sums every die of the
// player (rezende/bga-marcopoloexpansions marcopoloexpansions.game.php).
func Compensation(total int) int {
	if total <= 0 || total >= mp.CompensationThreshold() {
		return 0
	}
	return mp.CompensationThreshold() - total
}
