// Package marcopolo scores the end of a game of The Voyages of Marco Polo.
//
// The rulebook section is «FINAL DE LA PARTIDA Y PUNTUACIÓN TOTAL» of
// shared/rules/marco-polo-rulebook-es.txt (Recuento final de puntos,
// Empates); the objective cards' details, which the rulebook leaves to the
// rules supplement, come from shared/reference/marco-polo.md and its
// sources (data/marcopolo). Each item's reading is written at the function
// that scores it.
package marcopolo

import (
	"fmt"
	"slices"
	"strings"

	gameid "arrayan.io/arrayan/data/game"
	mp "arrayan.io/arrayan/data/marcopolo"
	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/data/naming"
)

// Goods are the goods a player holds at the end. Camels are not goods
// («¡los camellos no son mercancía!»).
type Goods struct {
	Pepper int `json:"pepper"`
	Silk   int `json:"silk"`
	Gold   int `json:"gold"`
}

// Total is the number of goods.
func (g Goods) Total() int { return g.Pepper + g.Silk + g.Gold }

// Player is one player's end-of-game holdings.
type Player struct {
	Name string `json:"name"`
	// VP is the score track value before end scoring.
	VP     int   `json:"vp"`
	Coins  int   `json:"coins"`
	Camels int   `json:"camels"`
	Goods  Goods `json:"goods"`
	// Posts are the city slugs holding one of the player's trading posts.
	Posts []string `json:"posts"`
	// Beijing is the arrival order (1–4) of the player's Beijing post, 0 for none.
	Beijing int `json:"beijing"`
	// Objectives are the player's objective cards, each as its two cities.
	Objectives [][2]string `json:"objectives"`
	// Contracts is the number of fulfilled contracts.
	Contracts int `json:"contracts"`
	// Character is the character's id (data/marcopolo), "" when not given.
	Character string `json:"character,omitempty"`
}

// HasPost reports whether the player has a trading post in city.
func (p Player) HasPost(city string) bool { return slices.Contains(p.Posts, city) }

// Table is a finished game: the box's 2 to 4 players, or one player's own
// tally (see MinTally).
type Table struct {
	Players []Player `json:"players"`
}

// Points are a player's points by end-scoring item; the JSON names are the
// CLI contract's.
type Points struct {
	Track           int `json:"track"`
	Objectives      int `json:"objectives"`
	ObjectiveCities int `json:"objective_cities"`
	Beijing         int `json:"beijing"`
	Goods           int `json:"goods"`
	Coins           int `json:"coins"`
	Contracts       int `json:"contracts"`
}

// Sum is the total of every item.
func (p Points) Sum() int {
	return p.Track + p.Objectives + p.ObjectiveCities + p.Beijing + p.Goods + p.Coins + p.Contracts
}

// PlayerScore is one player's end scoring.
type PlayerScore struct {
	Name   string `json:"name"`
	Points Points `json:"points"`
	Total  int    `json:"total"`
}

// Result is the scoring of a table, in the players' order, with the
// winners (more than one only for a tie that camels do not break).
type Result struct {
	Game    gameid.ID     `json:"game"`
	Players []PlayerScore `json:"players"`
	Winner  []string      `json:"winner"`
}

// ContractBonus is the bonus for the most fulfilled contracts.
const ContractBonus = 7

// Score validates the table and scores it.
func Score(t Table) (Result, error) {
	if err := Validate(t); err != nil {
		return Result{}, err
	}
	res := Result{Game: gameid.MarcoPolo, Players: make([]PlayerScore, len(t.Players))}
	most := mostContracts(t.Players)
	for i, p := range t.Players {
		pts := Points{
			Track:           p.VP,
			Objectives:      objectivePoints(p),
			ObjectiveCities: objectiveCityPoints(p),
			Beijing:         mp.BeijingPoints(p.Beijing),
			Goods:           goodsPoints(p),
			Coins:           coinPoints(p.Coins),
		}
		if most > 0 && p.Contracts == most {
			pts.Contracts = ContractBonus
		}
		res.Players[i] = PlayerScore{Name: p.Name, Points: pts, Total: pts.Sum()}
	}
	res.Winner = winners(t.Players, res.Players)
	return res, nil
}

// objectivePoints: «Cada jugador suma los puntos indicados en sus 2 cartas
// de objetivo» — a card pays its VP when both its cities hold one of the
// player's trading posts (rules supplement, via the reference sheet; VoMP
// Player.ScoreEndOfGame).
func objectivePoints(p Player) int {
	sum := 0
	for _, pair := range p.Objectives {
		o, ok := mp.ObjectiveFor(pair[0], pair[1])
		if ok && p.HasPost(o.Cities[0]) && p.HasPost(o.Cities[1]) {
			sum += o.VP
		}
	}
	return sum
}

// ObjectiveCitiesReached counts the different cities named on the player's
// objective cards that hold one of the player's posts; a city on both cards
// counts once.
func ObjectiveCitiesReached(p Player) int {
	seen := map[string]bool{}
	for _, pair := range p.Objectives {
		for _, c := range pair {
			if p.HasPost(c) {
				seen[c] = true
			}
		}
	}
	return len(seen)
}

// objectiveCityPoints: the supplement's second objective item, 0/1/3/6/10 VP
// for 0/1/2/3/4 such cities, paid whether or not a card is complete.
func objectiveCityPoints(p Player) int { return mp.ObjectiveCityPoints(ObjectiveCitiesReached(p)) }

// goodsPoints: «Si tienes un puesto comercial en Pekín, podrás sumar 1 punto
// de victoria por cada 2 mercancías» — pepper, silk and gold together,
// rounded down; nothing without a Beijing post.
func goodsPoints(p Player) int {
	if p.Beijing == 0 {
		return 0
	}
	return p.Goods.Total() / 2
}

// coinPoints: «Suma 1 punto de victoria por cada 10 monedas», rounded down.
func coinPoints(coins int) int { return coins / 10 }

// mostContracts is the highest number of fulfilled contracts. «El jugador o
// jugadores que hayan cumplido más contratos … sumarán 7 puntos»: every
// tied player scores; when nobody fulfilled a contract nobody has
// fulfilled the most, so the bonus is not paid (Score checks most > 0).
// Both implementations pay it to everyone then (Slugburn/VoMP
// Player.ScoreEndOfGame compares with the maximum, 0; BGA's
// computeMostContractsPoints compares 0 with an empty query, which PHP
// takes as equal); the rulebook's «hayan cumplido» needs a fulfilled
// contract. The choice never changes the winner: it moves every total
// by the same 7.
func mostContracts(players []Player) int {
	most := 0
	for _, p := range players {
		most = max(most, p.Contracts)
	}
	return most
}

// winners: the most points; «Si se produce un empate, el vencedor será el
// jugador empatado que posea más camellos. Si aún así se mantiene el
// empate, todos los jugadores empatados serán declarados vencedores.»
func winners(players []Player, scores []PlayerScore) []string {
	best, camels := -1<<31, -1
	var out []string
	for i, s := range scores {
		c := players[i].Camels
		switch {
		case s.Total > best || (s.Total == best && c > camels):
			best, camels = s.Total, c
			out = []string{s.Name}
		case s.Total == best && c == camels:
			out = append(out, s.Name)
		}
	}
	return out
}

// Limits of the input. The box seats mp.MinPlayers to mp.MaxPlayers (2
// to 4); a table of one player is also scored as that player's own tally:
// the contract's own example scores Ana alone (the contracts bonus then
// goes to them when they fulfilled any contract).
const (
	// MinTally is the fewest players scored: one, a player's own tally.
	MinTally = 1
	// MaxCount bounds every number so that no input can overflow a sum.
	MaxCount = 100000
)

// Validate checks that the table is usable (InputError) and that a game
// could have produced it (ImpossibleError, with every violation).
func Validate(t Table) error {
	if n := len(t.Players); n < MinTally || n > mp.MaxPlayers {
		return inputErr("players", msgPlayers.With(message.Params{"Min": mp.MinPlayers, "Max": mp.MaxPlayers, "Count": n}))
	}
	names := map[string]bool{}
	for i, p := range t.Players {
		if err := validateInput(i, p); err != nil {
			return err
		}
		if names[p.Name] {
			return playerErr(i, FieldName, "", msgSameName.With(message.Params{"Name": Quoted(p.Name)}))
		}
		names[p.Name] = true
	}
	return checkRules(t)
}

func validateInput(i int, p Player) error {
	if strings.TrimSpace(p.Name) == "" {
		return playerErr(i, FieldName, "", msgNoName.With(nil))
	}
	if err := naming.Check(p.Name); err != nil {
		m, _ := message.Of(err)
		e := playerErr(i, FieldName, "", m)
		e.cause = err
		return e
	}
	for _, n := range []struct {
		name string
		v    int
	}{{"vp", p.VP}, {"coins", p.Coins}, {"camels", p.Camels}, {"goods.pepper", p.Goods.Pepper},
		{"goods.silk", p.Goods.Silk}, {"goods.gold", p.Goods.Gold}, {"contracts", p.Contracts}} {
		if n.v < 0 || n.v > MaxCount {
			return playerErr(i, n.name, "", msgOutOfRange.With(message.Params{"Value": n.v, "Max": MaxCount}))
		}
	}
	if p.Beijing < 0 || p.Beijing > mp.BeijingSpaces() {
		return playerErr(i, "beijing", "", msgArrivalRange.With(message.Params{"Value": p.Beijing, "Max": mp.BeijingSpaces()}))
	}
	for j, c := range p.Posts {
		if !isCitySlug(c) {
			return playerErr(i, "posts", fmt.Sprintf("posts[%d]", j), msgUnknownCity.With(message.Params{"City": Quoted(c)}))
		}
	}
	for j, pair := range p.Objectives {
		for k, c := range pair {
			if !isCitySlug(c) {
				return playerErr(i, "objectives", fmt.Sprintf("objectives[%d][%d]", j, k), msgUnknownCity.With(message.Params{"City": Quoted(c)}))
			}
		}
		if _, ok := mp.ObjectiveFor(pair[0], pair[1]); !ok {
			return playerErr(i, "objectives", fmt.Sprintf("objectives[%d]", j), msgNoObjective.With(message.Params{"From": pair[0], "To": pair[1]}))
		}
	}
	if p.Character != "" {
		if _, ok := mp.CharacterByID(p.Character); !ok {
			return playerErr(i, "character", "", msgUnknownCharacter.With(message.Params{"Character": Quoted(p.Character), "Characters": fmt.Sprint(mp.CharacterIDs())}))
		}
	}
	return nil
}

// isCitySlug: the CLI contract's city slugs, Venezia included.
func isCitySlug(id string) bool {
	s, ok := mp.SpaceByID(id)
	return ok && (s.IsCity() || s.Kind == mp.KindStart)
}

// checkRules lists every rule of the game the table breaks: each player's
// in seat order, then the table's as a whole.
func checkRules(t Table) error {
	h := holders{cards: map[int]string{}, arrivals: map[int]string{}, characters: map[string]string{}}
	var vs []Violation
	contracts := 0
	names := make([]string, 0, len(t.Players))
	for i, p := range t.Players {
		seat := seat{i + 1, p}
		contracts += p.Contracts
		names = append(names, p.Name)
		vs = append(vs, h.objectiveViolations(seat)...)
		vs = append(vs, postViolations(seat)...)
		vs = append(vs, h.beijingViolations(seat, len(t.Players))...)
		vs = append(vs, h.characterViolations(seat)...)
	}
	vs = append(vs, beijingGapViolations(t, h.arrivals)...)
	if total := len(mp.Contracts()); contracts > total {
		vs = append(vs, violation(0, RuleTooManyContract, FieldContracts, msgTooManyContracts.With(message.Params{"Count": contracts, "Max": total})))
	}
	if len(vs) == 0 {
		return nil
	}
	return &ImpossibleError{Violations: vs, names: names}
}

// The player's entries that messages point at (message.Message.Field),
// besides the counts named as in the input ("vp", "goods.pepper"…).
const (
	FieldName       = "name"       // the player's name
	FieldObjectives = "objectives" // the objective cards
	FieldPosts      = "posts"      // the trading posts
	FieldBeijing    = "beijing"    // the Beijing arrival
	FieldCharacter  = "character"  // the character
	FieldContracts  = "contracts"  // the fulfilled contracts
)

// seat is a player and their seat, from 1.
type seat struct {
	n int
	Player
}

// violation makes one broken rule of the player in seat n (0 for the
// whole table), about the entry field.
func violation(n int, rule, field string, m message.Message) Violation {
	return Violation{Rule: rule, Message: m.At(n, field)}
}

// holders remember who holds the one-of-a-kind things among the players
// checked so far: objective cards, Beijing spaces and characters.
type holders struct {
	cards      map[int]string    // objective card → player
	arrivals   map[int]string    // Beijing arrival → player
	characters map[string]string // character → player
}

// objectiveViolations: a player keeps 2 objective cards (rulebook, player
// setup 8 and "Distribución de las cartas de objetivo"), and the deck of
// 18 holds each card once.
func (h holders) objectiveViolations(p seat) []Violation {
	var vs []Violation
	if len(p.Objectives) > 2 {
		vs = append(vs, violation(p.n, RuleTooManyGoals, FieldObjectives, msgTooManyObjectives.With(message.Params{"Count": len(p.Objectives)})))
	}
	for _, pair := range p.Objectives {
		o, _ := mp.ObjectiveFor(pair[0], pair[1])
		if other, ok := h.cards[o.ID]; ok {
			vs = append(vs, violation(p.n, RuleObjectiveTwice, FieldObjectives, msgObjectiveTwice.With(message.Params{"From": o.Cities[0], "To": o.Cities[1], "Other": other})))
			continue
		}
		h.cards[o.ID] = p.Name
	}
	return vs
}

// postViolations: no trading post in Venezia (rulebook L550), one per city
// per player (L533), and no more posts than the player has: 9 (player
// setup 3), two more with Wilhelm von Rubruk.
func postViolations(p seat) []Violation {
	var vs []Violation
	seen := map[string]bool{}
	for _, c := range p.Posts {
		switch {
		case c == "venezia":
			vs = append(vs, violation(p.n, RulePostInVenezia, FieldPosts, msgPostInVenezia.With(nil)))
		case seen[c]:
			vs = append(vs, violation(p.n, RulePostTwice, FieldPosts, msgPostTwice.With(message.Params{"City": c})))
		}
		seen[c] = true
	}
	limit, tooMany := mp.TradingPosts(), msgTooManyPosts
	if ch, ok := mp.CharacterByID(p.Character); ok {
		limit = ch.Posts()
		if ch.MaxPosts > 0 {
			tooMany = msgTooManyPostsRubruk
		}
	}
	if len(p.Posts) > limit {
		vs = append(vs, violation(p.n, RuleTooManyPosts, FieldPosts, tooMany.With(message.Params{"Count": len(p.Posts), "Max": limit})))
	}
	return vs
}

// beijingViolations: each Beijing space holds one post and a post takes the
// best free space (rulebook L531), so at a whole table of n players the
// arrivals are 1…n; Kubilai Khan starts on the first space; and an arrival
// goes with a trading post in Beijing.
func (h holders) beijingViolations(p seat, n int) []Violation {
	var vs []Violation
	if p.Beijing > 0 {
		if other, ok := h.arrivals[p.Beijing]; ok {
			vs = append(vs, violation(p.n, RuleBeijingTwice, FieldBeijing, msgBeijingTwice.With(message.Params{"Arrival": p.Beijing, "Other": other})))
		}
		h.arrivals[p.Beijing] = p.Name
		// A table of one player is that player's own tally, not a whole
		// game: others may have reached Beijing first.
		if n > 1 && p.Beijing > n {
			vs = append(vs, violation(p.n, RuleBeijingArrival, FieldBeijing, msgArrivalBeyond.With(message.Params{"Arrival": p.Beijing, "Players": n})))
		}
	}
	if ch, _ := mp.CharacterByID(p.Character); ch.BeijingArrival > 0 && p.Beijing != ch.BeijingArrival {
		// Kubilai Khan starts with his post on the first Beijing space
		// (reference marco-polo.md, "Kubilai Khan starts on the 10 space").
		vs = append(vs, violation(p.n, RuleBeijingArrival, FieldBeijing, msgCharacterArrival.With(message.Params{"Character": p.Character, "Start": ch.BeijingArrival, "Arrival": p.Beijing})))
	}
	if post := slices.Contains(p.Posts, "beijing"); (p.Beijing > 0) != post {
		if p.Beijing > 0 {
			vs = append(vs, violation(p.n, RuleBeijingPost, FieldBeijing, msgArrivalWithoutPost.With(nil)))
		} else {
			vs = append(vs, violation(p.n, RuleBeijingPost, FieldBeijing, msgPostWithoutArrival.With(nil)))
		}
	}
	return vs
}

// characterViolations: each character is played by one player.
func (h holders) characterViolations(p seat) []Violation {
	if p.Character == "" {
		return nil
	}
	var vs []Violation
	if other, ok := h.characters[p.Character]; ok {
		vs = append(vs, violation(p.n, RuleCharacterTwice, FieldCharacter, msgCharacterTwice.With(message.Params{"Character": p.Character, "Other": other})))
	}
	h.characters[p.Character] = p.Name
	return vs
}

// beijingGapViolations: a post in Beijing takes the best free space, so in
// a whole table the arrivals run 1, 2, … without a gap (a one-player table
// is a tally: others may have come first).
func beijingGapViolations(t Table, arrivals map[int]string) []Violation {
	if len(t.Players) <= 1 {
		return nil
	}
	var vs []Violation
	for i, p := range t.Players {
		for a := 1; a < p.Beijing && p.Beijing <= len(t.Players); a++ {
			if _, ok := arrivals[a]; !ok {
				vs = append(vs, violation(i+1, RuleBeijingArrival, FieldBeijing, msgArrivalGap.With(message.Params{"Arrival": p.Beijing, "Missing": a})))
				break
			}
		}
	}
	return vs
}
