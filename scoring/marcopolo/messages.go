package marcopolo

import (
	"strconv"

	"arrayan.io/arrayan/data/message"
)

// What the end scoring refuses, as message kinds (data/message): the CLI
// writes their English, the app words them in the player's language.
// Input errors point at the player's field (Seat from 1, Field a member of
// the player: "name", "posts"…); violations at the player who breaks the
// rule and the entry it is about.
var (
	// msgJSON: the strict reader's refusal of the JSON (data/jsonin).
	msgJSON = message.Define("marcopolo.input.json", "{{.Detail}}")
	// msgGame: the score input names its game.
	msgGame = message.Define("marcopolo.input.game", "game must be \"marcopolo\"")
	// msgMissing: every field of a player is required but beijing and character.
	msgMissing = message.Define("marcopolo.input.missing", "missing field")
	// msgObjectivePair: an objective card names two cities.
	msgObjectivePair = message.Define("marcopolo.input.objective-pair", "an objective names 2 cities, not {{.Count}}")
	// msgPlayers: the box seats 2 to 4; one player is a player's own tally.
	msgPlayers = message.Define("marcopolo.input.players", "a game has {{.Min}} to {{.Max}} players (or 1, a player's own tally), not {{.Count}}")
	// msgNoName: every player has a name.
	msgNoName = message.Define("marcopolo.input.no-name", "a player needs a name")
	// msgSameName: the result names its winners, so names differ.
	msgSameName = message.Define("marcopolo.input.same-name", "two players are called {{.Name}}")
	// msgOutOfRange: a count is 0 to MaxCount.
	msgOutOfRange = message.Define("marcopolo.input.out-of-range", "{{.Value}} is out of range 0–{{.Max}}")
	// msgArrivalRange: the Beijing spaces are numbered 1 to 4 (0 for none).
	msgArrivalRange = message.Define("marcopolo.input.arrival-range", "arrival {{.Value}} is out of range 0–{{.Max}}")
	// msgUnknownCity: a post or an objective names one of the contract's city slugs.
	msgUnknownCity = message.Define("marcopolo.input.unknown-city", "unknown city {{.City}}")
	// msgNoObjective: the 18 objective cards each name a pair of cities.
	msgNoObjective = message.Define("marcopolo.input.no-objective", "no objective card names {{.From}} and {{.To}}")
	// msgUnknownCharacter: a character is one of the ids setup prints.
	msgUnknownCharacter = message.Define("marcopolo.input.unknown-character", "unknown character {{.Character}} (one of {{.Characters}})")

	// msgTooManyObjectives: a player keeps 2 objective cards (rulebook,
	// player setup 8).
	msgTooManyObjectives = message.Define("marcopolo.rule.too-many-objectives", "{{.Count}} objective cards; a player keeps 2")
	// msgObjectiveTwice: the deck of 18 holds each objective card once.
	msgObjectiveTwice = message.Define("marcopolo.rule.objective-twice", "objective card {{.From}}–{{.To}} is also held by {{.Other}}; the deck has one")
	// msgPostInVenezia: Venezia takes no trading post (rulebook L550).
	msgPostInVenezia = message.Define("marcopolo.rule.post-in-venezia", "Venezia takes no trading post")
	// msgPostTwice: one trading post per city per player (rulebook L533).
	msgPostTwice = message.Define("marcopolo.rule.post-twice", "two trading posts in {{.City}}; a city takes one post per player")
	// msgTooManyPosts: a player has 9 trading posts (player setup 3).
	msgTooManyPosts = message.Define("marcopolo.rule.too-many-posts", "{{.Count}} trading posts; at most {{.Max}} without Wilhelm von Rubruk's two extra posts")
	// msgTooManyPostsRubruk: Wilhelm von Rubruk has two more.
	msgTooManyPostsRubruk = message.Define("marcopolo.rule.too-many-posts-rubruk", "{{.Count}} trading posts; at most {{.Max}} with Wilhelm von Rubruk's two extra posts")
	// msgBeijingTwice: each Beijing space holds one post (rulebook L531).
	msgBeijingTwice = message.Define("marcopolo.rule.beijing-twice", "Beijing arrival {{.Arrival}} is also {{.Other}}'s; each Beijing space holds one post")
	// msgArrivalBeyond: a post takes the best free space (rulebook L531),
	// so n players arrive 1…n.
	msgArrivalBeyond = message.Define("marcopolo.rule.arrival-beyond", "Beijing arrival {{.Arrival}} with {{.Players}} players; a post takes the best free space")
	// msgArrivalGap: the arrivals run 1, 2, … without a gap (rulebook L531).
	msgArrivalGap = message.Define("marcopolo.rule.arrival-gap", "Beijing arrival {{.Arrival}}, but nobody arrived {{.Missing}}; a post takes the best free space")
	// msgCharacterArrival: Kubilai Khan starts on the first Beijing space
	// (reference marco-polo.md).
	msgCharacterArrival = message.Define("marcopolo.rule.character-arrival", "{{.Character}} starts with Beijing arrival {{.Start}}, not {{.Arrival}}")
	// msgArrivalWithoutPost: an arrival is a trading post in Beijing.
	msgArrivalWithoutPost = message.Define("marcopolo.rule.arrival-without-post", "a Beijing arrival without a trading post in Beijing")
	// msgPostWithoutArrival: a post in Beijing has its arrival order.
	msgPostWithoutArrival = message.Define("marcopolo.rule.post-without-arrival", "a trading post in Beijing without its arrival order")
	// msgCharacterTwice: each character is played by one player.
	msgCharacterTwice = message.Define("marcopolo.rule.character-twice", "character {{.Character}} is also {{.Other}}'s")
	// msgTooManyContracts: the box holds 44 contracts.
	msgTooManyContracts = message.Define("marcopolo.rule.too-many-contracts", "{{.Count}} fulfilled contracts in all; the box holds {{.Max}}")
)

// Quoted is a parameter the English shows in Go's quotes, as the CLI's
// answer always has (two players are called "Ana"); a screen names it as
// it is, in its language's quotes (app/ui.NameValues).
type Quoted string

// String is the value in quotes, as %q prints it.
func (q Quoted) String() string { return strconv.Quote(string(q)) }
