// Package sabika holds the facts of Sabika that its rulebook text states,
// each with its source (book and line of shared/rules/sabika-rulebook-es.txt
// "ES" or sabika-rulebook-ru.txt "RU"; spec: shared/spec/sabika.md). Values
// printed only on components are not here: they are the player's edition
// data (ruling 15).
package sabika

import (
	"fmt"
	"slices"
)

// Rounds and the round track (spec §1.1, §2.2).
const (
	// Rounds is the number of rounds [ES L447].
	Rounds = 5
	// TrackSpaces is the number of round-track spaces: the start and one per
	// round's end (derived from ES L447, L770, L849).
	TrackSpaces = Rounds + 1
	// FinalTribute is the tribute due at the last space [ES L849; RU L759].
	FinalTribute = 6
	// EraTwoSpace is the space "II" whose arrival changes the era: reached at
	// the end of round 2 [ES L447, L827–831].
	EraTwoSpace = 3
)

// WishSpaces are the round-track spaces holding a sultan's wish tile: the
// tiles join the tower at the end of rounds 1, 3 and 5 [ES L259 F, L774].
var WishSpaces = [3]int{2, 4, 6}

// WishLetters are the letters of the wish tiles, three tiles each; setup puts
// one of each letter on the dotted spaces [ES L76–82, L259 F].
var WishLetters = [3]string{"A", "B", "C"}

// Component counts [ES "Componentes"].
const (
	// WishTiles is the number of sultan's-wish tiles, "x3 x3 x3" [ES L76–82].
	WishTiles = 9
	// StartTiles is the number of start tiles [ES L52].
	StartTiles = 10
	// TradeCards is the number of trade cards [ES L177].
	TradeCards = 8
	// Events is the number of event tiles, "x5 x9" [ES L215; RU L861].
	Events = 14
	// PositiveEvents: events 1–5 are positive, 6–14 negative [RU L861].
	PositiveEvents = 5
)

// MaxPrinted bounds every number printed on a component and entered as
// the player's copy (ruling 15): a tribute, starting dinars, a wish
// element's PP, a card of Yusuf's. It is far above any printed value and
// low enough that no sum of the engines overflows.
const MaxPrinted = 1000

// Starting values [ES L287 P, L289 Q].
const (
	// StartPP is every player's prestige at the start [ES L287 P].
	StartPP = 5
	// YusufHardPP is Yusuf's harder start [ES L1170; RU L1078].
	YusufHardPP = 10
	// YusufStartSeals: Yusuf takes the seal of the city his first ship
	// consolidates at the start [ES L934; spec §6.3].
	YusufStartSeals = 1
	// StartParias is the paria track's start [ES L289 Q].
	StartParias = 0
)

// Tribute rates: what pays one paria [ES L778–783; RU L652–657].
const (
	// DinarsPerParia: "Paga 2 dinares por cada paria".
	DinarsPerParia = 2
	// SealsPerParia: "Descarta 1 sello por cada paria".
	SealsPerParia = 1
	// PPPerParia: "Pierde 1 PP por cada paria".
	PPPerParia = 1
)

// Resting: +3 dinars, −1 PP [RU L310–316; ES L1257].
const (
	RestDinars = 3
	RestPP     = -1
)

// PoemOneStartPP is what minor poem 1* pays its owner who becomes the
// start player at the end of a round, never at the end of the game [ES
// L901].
const PoemOneStartPP = 2

// PoemOneIncome is what minor poem 1* pays its owner at every income
// phase, the end of the game's included [ES L901].
const PoemOneIncome = 2

// RankingPP are the PP of a ranking major poem for 1st, 2nd and 3rd; 4th
// scores nothing [ES L859; RU L769].
var RankingPP = [3]int{14, 9, 6}

// Material is a building material.
type Material string

// The four materials [ES L144–151].
const (
	Gypsum  Material = "gypsum"
	Wood    Material = "wood"
	Marble  Material = "marble"
	Ceramic Material = "ceramic" // glazed ceramic (cerámica vidriada)
)

// MaterialPP is what each material gives on the scaffolds [RU L404; ES L540
// example: gypsum 1 + marble 3 = 4 PP].
var MaterialPP = map[Material]int{Gypsum: 1, Wood: 2, Marble: 3, Ceramic: 4}

// Final scoring of leftovers: +1 PP per seal, good, marble, glazed ceramic,
// and per 2 dinars [ES L869–891].
const (
	FinalDinarsPerPP = 2
)

// BuildingType is a building type a wish tile can show: major buildings are
// palaces, fountains and gates [ES L554–562]; minor ones gardens, towers and
// windows [ES L1207–1209].
type BuildingType string

// The six building types.
const (
	Palace   BuildingType = "palace"
	Fountain BuildingType = "fountain"
	Gate     BuildingType = "gate"
	Garden   BuildingType = "garden"
	Tower    BuildingType = "tower"
	Window   BuildingType = "window"
)

// BuildingTypes lists the six types, major first.
var BuildingTypes = []BuildingType{Palace, Fountain, Gate, Garden, Tower, Window}

// MajorBuildingTypes and MinorBuildingTypes split BuildingTypes into the
// types of major building tiles and of minor building cards.
var (
	MajorBuildingTypes = BuildingTypes[:3:3]
	MinorBuildingTypes = BuildingTypes[3:]
)

// WishKind is what an element of a wish tile pays for [ES L789–799; RU
// L661–686].
type WishKind string

// The wish kinds.
const (
	PerType         WishKind = "type"         // per building type held of those shown (ruling 13)
	PerPresence     WishKind = "presence"     // per city with presence
	PerConsolidated WishKind = "consolidated" // per consolidated city
	PerSeal         WishKind = "seal"         // per seal
	PerBluePoem     WishKind = "blue-poem"    // per blue poem
	PerRedPoem      WishKind = "red-poem"     // per red poem
	PerPoem         WishKind = "poem"         // per poem of any colour, grey included
)

// WishKinds lists every kind.
var WishKinds = []WishKind{PerType, PerPresence, PerConsolidated, PerSeal, PerBluePoem, PerRedPoem, PerPoem}

// WishElement is one element shown on a sultan's-wish tile with the PP at
// its right [ES L774]; Type is set only when Per is PerType. The values are
// printed only on the tiles (spec §1.2): they come from the player's
// edition data.
type WishElement struct {
	Per  WishKind     `json:"per"`
	Type BuildingType `json:"type,omitempty"`
	PP   int          `json:"pp"`
}

// Event is one event tile's effect on the bookkeeping; the text of every
// event is in spec §7 [RU L861–876].
type Event struct {
	Number   int
	Positive bool
	// TributeDelta changes the parias due (5: −1, 8: +1).
	TributeDelta int
	// TributeDinar: pay 1 dinar as well, or lose 1 PP (14).
	TributeDinar bool
	// Source cites the rulebook line.
	Source string
}

// EventByNumber returns event n (1–14); ok is false outside that range.
func EventByNumber(n int) (Event, bool) {
	if n < 1 || n > Events {
		return Event{}, false
	}
	e := Event{Number: n, Positive: n <= PositiveEvents, Source: eventSources[n-1]}
	switch n {
	case 5:
		e.TributeDelta = -1
	case 8:
		e.TributeDelta = 1
	case 14:
		e.TributeDinar = true
	}
	return e, true
}

var eventSources = [Events]string{
	"RU L863", "RU L864", "RU L865", "RU L866", "RU L867 «платите на 1 подать меньше»",
	"RU L868", "RU L869", "RU L870 «на 1 подать больше»", "RU L871", "RU L872",
	"RU L873", "RU L874", "RU L875", "RU L876 «помимо податей, тратьте 1 динар»",
}

// Check tells what is wrong with the element, naming the field ("per",
// "type" or "pp"); ok elements give "", "".
func (e WishElement) Check() (field, problem string) {
	switch {
	case !slices.Contains(WishKinds, e.Per):
		return "per", fmt.Sprintf("unknown wish %q (one of type, presence, consolidated, seal, blue-poem, red-poem, poem)", e.Per)
	case e.Per == PerType && !slices.Contains(BuildingTypes, e.Type):
		return "type", fmt.Sprintf("unknown building type %q (palace, fountain, gate, garden, tower, window)", e.Type)
	case e.Per != PerType && e.Type != "":
		return "type", "only a building-type element names a type"
	case e.PP < 0:
		return "pp", fmt.Sprintf("must be 0 or more, not %d", e.PP)
	}
	return "", ""
}
