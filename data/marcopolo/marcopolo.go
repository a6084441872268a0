// Package marcopolo holds the components of The Voyages of Marco Polo (base
// game) that Arrayán's scoring, travel planner and round helper need: the map
// (25 spaces, 30 routes with their extra costs), travel costs, the 18
// objective cards, the 8 characters, the 6 city bonuses, the 10 outpost
// bonuses, the 31 city cards and the 44 contracts, by id. Their names are in
// the app's translation files under keys derived from the ids (SpaceKey…).
//
// Everything is in the embedded marcopolo.json; every entry carries its
// source. The sources are shared/reference/marco-polo.md, the Spanish
// rulebook (shared/rules/marco-polo-rulebook-es.txt) and the two
// implementations it names: rezende/bga-marcopoloexpansions material.inc.php
// and Slugburn/VoMP VoMP.Core. Where these disagree (one contract) both
// readings are kept.
package marcopolo

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"sort"
	"sync"
)

//go:embed marcopolo.json
var raw []byte

// The players the box seats: 2 to 4, the 4 player boards [ES L22] and the
// changes for 2 or 3 players [ES L805–825]; the rulebook has no solo game.
const (
	MinPlayers = 2
	MaxPlayers = 4
)

// Kinds of map spaces.
const (
	KindStart   = "start"   // Venezia, where every pawn starts
	KindBeijing = "beijing" // the goal city, with its 10/7/4/1 post spaces
	KindLarge   = "large"   // a large city with city cards
	KindSmall   = "small"   // a small city with a city bonus
	KindOasis   = "oasis"   // an oasis: no trading post
)

// Message keys of the catalogue's names. The catalogue holds ids and
// rules; every name a player reads is in the app's translation files under
// a key derived from the id (the dealer's setup steps name the same keys,
// which its golden files fix), so that the dealer, the scorer and every
// screen show one spelling per language. NamesSource fields cite where
// those names come from.
const (
	cityKeyPrefix      = "setup.mp.city."
	characterKeyPrefix = "setup.mp.character."
	abilityKeyPrefix   = "setup.mp.ability."
	cityBonusKeyPrefix = "setup.mp.city-bonus."
)

// SpaceKey is the message key of a city's name (Venezia and Beijing
// included). Oases have no names of their own: screens number them.
func SpaceKey(id string) string { return cityKeyPrefix + id }

// CharacterKey is the message key of a character's name.
func CharacterKey(id string) string { return characterKeyPrefix + id }

// AbilityKey is the message key of a character's ability, in words.
func AbilityKey(id string) string { return abilityKeyPrefix + id }

// CityBonusKey is the message key of a city bonus tile's text.
func CityBonusKey(id string) string { return cityBonusKeyPrefix + id }

// Space is one space of the map.
type Space struct {
	ID        string `json:"id"`
	Kind      string `json:"kind"`
	CityCards int    `json:"city_cards,omitempty"`
	// NamesSource cites the spelling of the name under SpaceKey(ID).
	NamesSource string `json:"names_source"`
	Source      string `json:"source"`
}

// IsCity reports whether a trading post can stand on the space (large and
// small cities and Beijing; not Venezia, not an oasis).
func (s Space) IsCity() bool {
	return s.Kind == KindLarge || s.Kind == KindSmall || s.Kind == KindBeijing
}

// Route joins two spaces; a traveller using it pays its extra camels and
// coins on top of the travel cost (rulebook, VIAJES 3).
type Route struct {
	From   string `json:"from"`
	To     string `json:"to"`
	Camels int    `json:"camels,omitempty"`
	Coins  int    `json:"coins,omitempty"`
	Source string `json:"source"`
}

// Objective is an objective card: both cities with a trading post of the
// holder pay VP at the end.
type Objective struct {
	ID     int       `json:"id"`
	Cities [2]string `json:"cities"`
	VP     int       `json:"vp"`
	Source string    `json:"source"`
}

// Amounts counts what a bonus, card or contract pays or costs, by key:
// coins, camels, pepper, silk, gold, vp, good_of_choice,
// two_different_goods, travel, contract, black_die, white_die,
// other_city_bonus, own_small_city_bonus, per_trading_post,
// per_fulfilled_contract.
type Amounts map[string]int

// CityBonus is a small-city bonus tile, paid when a post is built there and
// at the start of every later round.
type CityBonus struct {
	ID string `json:"id"`
	// BeginnerCity is where the beginner setup puts it (expert: random).
	BeginnerCity string  `json:"beginner_city"`
	Award        Amounts `json:"award"`
	Source       string  `json:"source"`
}

// OutpostBonus is a bonus for the first trading post in a large city.
type OutpostBonus struct {
	ID     string  `json:"id"`
	Award  Amounts `json:"award"`
	Source string  `json:"source"`
}

// CityCardChoice is one exchange of a "choice" city card.
type CityCardChoice struct {
	Cost  Amounts `json:"cost"`
	Award Amounts `json:"award"`
}

// CityCard is one of the 31 city cards (BGA index as ID). Kind is
// "multiple" (cost → award up to the die value), "die" (AwardByDie by the
// die value 1–6), "exchange" (either way up to the die value) or "choice".
type CityCard struct {
	ID         int              `json:"id"`
	Kind       string           `json:"kind"`
	Cost       Amounts          `json:"cost,omitempty"`
	Award      Amounts          `json:"award,omitempty"`
	AwardByDie map[string][]int `json:"award_by_die,omitempty"`
	Choices    []CityCardChoice `json:"choices,omitempty"`
	Text       string           `json:"text,omitempty"`
	// Note records where the sources read the card differently.
	Note   string `json:"note,omitempty"`
	Source string `json:"source"`
}

// ContractReading is one source's reading of a disputed contract's cost.
type ContractReading struct {
	Cost   Amounts `json:"cost"`
	Source string  `json:"source"`
}

// Dispute records a contract the sources disagree on.
type Dispute struct {
	Note     string            `json:"note"`
	Readings []ContractReading `json:"readings"`
}

// Contract is one of the 44 contracts. A disputed contract has no Cost but
// a Dispute with every reading.
type Contract struct {
	ID       int      `json:"id"`
	BGAType  int      `json:"bga_type"`
	Starter  bool     `json:"starter"`
	Cost     Amounts  `json:"cost,omitempty"`
	Reward   Amounts  `json:"reward"`
	Disputed *Dispute `json:"disputed,omitempty"`
	Source   string   `json:"source"`
}

// Character is one of the 8 characters of the base game.
type Character struct {
	ID      string `json:"id"`
	BGAType int    `json:"bga_type"`
	// RoundBonus is paid at the start of every round (rulebook, EL TURNO DE
	// JUEGO 2).
	RoundBonus Amounts `json:"round_bonus,omitempty"`
	// MaxPosts is the trading posts the character owns, when not 9.
	MaxPosts int `json:"max_posts,omitempty"`
	// OasisJumps: every oasis is adjacent to every other oasis.
	OasisJumps bool `json:"oasis_jumps,omitempty"`
	// RollsDice is false for a character who sets the dice (no compensation).
	RollsDice *bool `json:"rolls_dice,omitempty"`
	// Start is the space the pawn starts on, when not Venezia.
	Start string `json:"start,omitempty"`
	// BeijingArrival is the Beijing space the character starts on (1 = 10 VP).
	BeijingArrival int `json:"beijing_arrival,omitempty"`
	// Pawns on the map, when not 1.
	Pawns int `json:"pawns,omitempty"`
	// VersionsByPlayers: the box holds one tile per player count.
	VersionsByPlayers bool   `json:"versions_by_players,omitempty"`
	Source            string `json:"source"`
}

// Rolls reports whether the character rolls dice (and so may be compensated).
func (c Character) Rolls() bool { return c.RollsDice == nil || *c.RollsDice }

// Posts is how many trading posts the character's owner has.
func (c Character) Posts() int {
	if c.MaxPosts > 0 {
		return c.MaxPosts
	}
	return catalogue().PostBonus.Posts
}

type table struct {
	Points []int  `json:"points"`
	Source string `json:"source"`
}

type gameData struct {
	Spaces      []Space `json:"spaces"`
	Routes      []Route `json:"routes"`
	TravelCosts struct {
		CoinsBySpaces []int  `json:"coins_by_spaces"`
		Source        string `json:"source"`
	} `json:"travel_costs"`
	Objectives          []Objective `json:"objectives"`
	ObjectiveCityPoints table       `json:"objective_city_points"`
	BeijingPoints       table       `json:"beijing_points"`
	PostBonus           struct {
		Eighth int    `json:"eighth"`
		Ninth  int    `json:"ninth"`
		Posts  int    `json:"posts"`
		Source string `json:"source"`
	} `json:"post_bonus"`
	CityBonuses    []CityBonus    `json:"city_bonuses"`
	OutpostBonuses []OutpostBonus `json:"outpost_bonuses"`
	CityCards      []CityCard     `json:"city_cards"`
	Contracts      []Contract     `json:"contracts"`
	ContractPiles  struct {
		Starting int `json:"starting"`
		Piles    int `json:"piles"`
		PerPile  int `json:"per_pile"`
		Special  int `json:"special"`
	} `json:"contract_piles"`
	Rounds struct {
		Count                 int            `json:"count"`
		DicePerPlayer         int            `json:"dice_per_player"`
		CompensationThreshold int            `json:"compensation_threshold"`
		BlackDice             map[string]int `json:"black_dice"`
	} `json:"rounds"`
	Start struct {
		CoinsBySeat []int `json:"coins_by_seat"`
		Camels      int   `json:"camels"`
		ScoreTrack  int   `json:"score_track"`
	} `json:"start"`
	Characters []Character `json:"characters"`
	Setup      struct {
		Colours             []string `json:"colours"`
		FirstGameCharacters []string `json:"first_game_characters"`
		CharacterDeck       []string `json:"character_deck"`
	} `json:"setup"`
}

// loaded is the decoded catalogue with its index of spaces by id.
type loaded struct {
	gameData
	spaceIndex map[string]int
}

// catalogue decodes marcopolo.json when it is first asked for, not while
// the app starts: its first frame shows none of it.
var catalogue = sync.OnceValue(func() *loaded {
	c := &loaded{spaceIndex: map[string]int{}}
	if err := json.Unmarshal(raw, &c.gameData); err != nil {
		panic(fmt.Sprintf("marcopolo.json is broken: %v", err)) // embedded, checked by the tests
	}
	for i, s := range c.Spaces {
		c.spaceIndex[s.ID] = i
	}
	return c
})

// Spaces returns the 25 map spaces (the caller's own copy).
func Spaces() []Space { return append([]Space(nil), catalogue().Spaces...) }

// SpaceByID returns the space with that id.
func SpaceByID(id string) (Space, bool) {
	i, ok := catalogue().spaceIndex[id]
	if !ok {
		return Space{}, false
	}
	return catalogue().Spaces[i], true
}

// SpaceIndex is the position of a space in Spaces, or -1.
func SpaceIndex(id string) int {
	if i, ok := catalogue().spaceIndex[id]; ok {
		return i
	}
	return -1
}

// Cities returns the ids of the spaces that can hold a trading post: the
// 15 city slugs of the CLI contract without Venezia, in map order.
func Cities() []string {
	var out []string
	for _, s := range catalogue().Spaces {
		if s.IsCity() {
			out = append(out, s.ID)
		}
	}
	return out
}

// Routes returns the 30 routes.
func Routes() []Route { return append([]Route(nil), catalogue().Routes...) }

// TravelCoins is the travel cost of moving n spaces in one travel action
// (1 → 3, 2 → 7, 3 and 4 → 12, 5 and 6 → 18); 0 outside 1–6.
func TravelCoins(n int) int {
	if n < 1 || n > len(catalogue().TravelCosts.CoinsBySpaces) {
		return 0
	}
	return catalogue().TravelCosts.CoinsBySpaces[n-1]
}

// MaxDie is the highest die value, the most spaces one travel action moves.
const MaxDie = 6

// Objectives returns the 18 objective cards.
func Objectives() []Objective { return append([]Objective(nil), catalogue().Objectives...) }

// ObjectiveByID returns objective card id (1–18).
func ObjectiveByID(id int) (Objective, bool) {
	for _, o := range catalogue().Objectives {
		if o.ID == id {
			return o, true
		}
	}
	return Objective{}, false
}

// ObjectiveFor returns the card naming the two cities (either order).
func ObjectiveFor(a, b string) (Objective, bool) {
	for _, o := range catalogue().Objectives {
		if (o.Cities[0] == a && o.Cities[1] == b) || (o.Cities[0] == b && o.Cities[1] == a) {
			return o, true
		}
	}
	return Objective{}, false
}

// ObjectiveCityPoints is the bonus for n different cities named on one's
// objective cards that hold one of one's trading posts (0, 1, 3, 6, 10; the
// last value for more).
func ObjectiveCityPoints(n int) int {
	p := catalogue().ObjectiveCityPoints.Points
	if n < 0 {
		return 0
	}
	return p[min(n, len(p)-1)]
}

// BeijingPoints is the VP of the Beijing post space taken as the arrival-th
// (1 → 10, 2 → 7, 3 → 4, 4 → 1); 0 for no post.
func BeijingPoints(arrival int) int {
	if arrival < 1 || arrival > len(catalogue().BeijingPoints.Points) {
		return 0
	}
	return catalogue().BeijingPoints.Points[arrival-1]
}

// BeijingSpaces is the number of post spaces in Beijing.
func BeijingSpaces() int { return len(catalogue().BeijingPoints.Points) }

// TradingPosts is the number of trading posts a player has (9).
func TradingPosts() int { return catalogue().PostBonus.Posts }

// CityBonuses returns the 6 city bonus tiles.
func CityBonuses() []CityBonus { return append([]CityBonus(nil), catalogue().CityBonuses...) }

// BeginnerCityBonus returns the bonus the beginner setup puts on a small city.
func BeginnerCityBonus(city string) (CityBonus, bool) {
	for _, b := range catalogue().CityBonuses {
		if b.BeginnerCity == city {
			return b, true
		}
	}
	return CityBonus{}, false
}

// OutpostBonuses returns the 10 outpost bonuses.
func OutpostBonuses() []OutpostBonus {
	return append([]OutpostBonus(nil), catalogue().OutpostBonuses...)
}

// CityCards returns the 31 city cards.
func CityCards() []CityCard { return append([]CityCard(nil), catalogue().CityCards...) }

// Contracts returns the 44 contracts.
func Contracts() []Contract { return append([]Contract(nil), catalogue().Contracts...) }

// Characters returns the 8 characters.
func Characters() []Character { return append([]Character(nil), catalogue().Characters...) }

// CharacterByID returns the character with that id.
func CharacterByID(id string) (Character, bool) {
	for _, c := range catalogue().Characters {
		if c.ID == id {
			return c, true
		}
	}
	return Character{}, false
}

// CharacterIDs lists the character ids in sorted order.
func CharacterIDs() []string {
	ids := make([]string, 0, len(catalogue().Characters))
	for _, c := range catalogue().Characters {
		ids = append(ids, c.ID)
	}
	sort.Strings(ids)
	return ids
}

// Rounds is the number of rounds of a game (5).
func Rounds() int { return catalogue().Rounds.Count }

// CompensationThreshold is the dice total under which a player is
// compensated 1 coin or camel per missing point (15).
func CompensationThreshold() int { return catalogue().Rounds.CompensationThreshold }

// DicePerPlayer is the dice of a player's colour (5).
func DicePerPlayer() int { return catalogue().Rounds.DicePerPlayer }

// BlackDice is the black dice in play for a player count (2 → 3, 3 → 4,
// 4 → 5); 0 for an unsupported count.
func BlackDice(players int) int { return catalogue().Rounds.BlackDice[fmt.Sprint(players)] }

// ContractPiles describes the contract stacks: 6 starting contracts, 5
// piles of 6 (one laid out per round) and a special pile of 8.
func ContractPiles() (starting, piles, perPile, special int) {
	p := catalogue().ContractPiles
	return p.Starting, p.Piles, p.PerPile, p.Special
}

// StartCoins are the coins by seat from the start player (7, 8, 9, 10).
func StartCoins() []int { return append([]int(nil), catalogue().Start.CoinsBySeat...) }

// StartScore is the score track value every player starts on (50).
func StartScore() int { return catalogue().Start.ScoreTrack }

// Colours are the players' colours in the order the dealer draws them from
// (reference sheet, setup facts).
func Colours() []string { return append([]string(nil), catalogue().Setup.Colours...) }

// FirstGameCharacters are the first game's characters by seat (rulebook,
// player setup 6).
func FirstGameCharacters() []string {
	return append([]string(nil), catalogue().Setup.FirstGameCharacters...)
}

// CharacterDeck lists every character id in the order the expert draft
// shuffles them; setup codes depend on this order.
func CharacterDeck() []string { return append([]string(nil), catalogue().Setup.CharacterDeck...) }

// citiesOfKind lists the ids of the spaces of one kind, in map order.
func citiesOfKind(kind string) []string {
	var out []string
	for _, s := range catalogue().Spaces {
		if s.Kind == kind {
			out = append(out, s.ID)
		}
	}
	return out
}

// SmallCities are the 6 small cities, each holding a city bonus, in map order.
func SmallCities() []string { return citiesOfKind(KindSmall) }

// LargeCities are the 7 large cities, each holding an outpost bonus and city
// cards, in map order.
func LargeCities() []string { return citiesOfKind(KindLarge) }

// CityCardSpaces lists a large city once per city card it holds (Sumatra
// three times): the 9 city-card spaces of the board, in map order.
func CityCardSpaces() []string {
	var out []string
	for _, s := range catalogue().Spaces {
		for range s.CityCards {
			out = append(out, s.ID)
		}
	}
	return out
}
