package yusuf

import "arrayan.io/arrayan/data/message"

// What the components' checks say about a recorded value (Problem.Msg);
// each kind is worded in every language of the app under "msg."+code.
var (
	msgTileCount     = message.Define("sabika.yusuf.components.tile-count", "{{.Count}} worker tiles, the box holds {{.Box}}")
	msgUnknownWorker = message.Define("sabika.yusuf.components.unknown-worker", "unknown worker \"{{.Worker}}\"")
	msgDeckNeeded    = message.Define("sabika.yusuf.components.deck-needed", "a tile activates this worker, so the deck needs at least 1 card")
	msgDeckSize      = message.Define("sabika.yusuf.components.deck-size", "unknown deck or negative size {{.Size}}")
	msgDeckTotal     = message.Define("sabika.yusuf.components.deck-total", "the decks hold {{.Total}} cards, the box holds {{.Box}}")
	msgSpaceRepeated = message.Define("sabika.yusuf.components.space-repeated", "space \"{{.Space}}\" is written twice")
	msgEmpty         = message.Define("sabika.yusuf.components.empty", "is empty")
	msgIDTwice       = message.Define("sabika.yusuf.components.id-twice", "is used by two cards")
	msgDeckOverfull  = message.Define("sabika.yusuf.components.deck-overfull", "{{.Count}} {{.Worker}} cards recorded, the deck holds {{.Size}}")
	msgCardDeck      = message.Define("sabika.yusuf.components.card-deck", "must be alarife, comerciante or poetisa, not \"{{.Deck}}\"")
	msgNotOnRondelOf = message.Define("sabika.yusuf.components.not-on-rondel-of", "\"{{.Space}}\" is not a space of the {{.Worker}} rondel ({{.Spaces}})")
	msgCardDiscard   = message.Define("sabika.yusuf.components.card-discard", "must be none, raw, marble or both, not \"{{.Discard}}\"")
	msgCardActions   = message.Define("sabika.yusuf.components.card-actions", "{{.Count}} actions, a card shows at most 2")
	msgCardAction    = message.Define("sabika.yusuf.components.card-action", "\"{{.Action}}\" is not a {{.Worker}} action")
	msgUnknownCount  = message.Define("sabika.yusuf.components.unknown-count", "unknown count \"{{.Per}}\"")
	msgSpecialCount  = message.Define("sabika.yusuf.components.special-count", "a special count shows no fixed PP or parias")
	msgRondelMissing = message.Define("sabika.yusuf.components.rondel-missing", "the spaces of the {{.Worker}} rondel are not recorded")
	msgCardsMissing  = message.Define("sabika.yusuf.components.cards-missing", "{{.Count}} of {{.Size}} {{.Worker}} cards still to be recorded")
)

// EventLevels are the solo difficulty's event levels, as the saved game
// and the history spell them [ES L1164–1172].
var EventLevels = []string{"none", "one-positive-two-negative", "three-negative"}

// UnknownEvents refuses an event level that is not one of EventLevels:
// Yusuf's saved game (scoring/sabika/yusuf) and a play of the history
// (scoring/history) say it alike.
var UnknownEvents = message.Define("sabika.yusuf.events", "must be none, one-positive-two-negative or three-negative, not \"{{.Events}}\"")

// NotOnRondel refuses a space that is not on the Worker's rondel: a
// card's space here, a worker's in Yusuf's saved game
// (scoring/sabika/yusuf).
var NotOnRondel = message.Define("sabika.yusuf.components.not-on-rondel", "\"{{.Space}}\" is not a space of the {{.Worker}} rondel")
