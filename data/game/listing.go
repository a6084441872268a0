package game

// Listing is a game as play trackers name it: its published English name
// and, where a source shows it, its BoardGameGeek id (the number in its
// page's address, https://boardgamegeek.com/boardgame/<id>). BGGID is 0
// when no source was found: an id is never guessed.
type Listing struct {
	Name  string
	BGGID int
	// Source is where the id was read, with the BoardGameGeek page it
	// names; "" when there is no id.
	Source string
}

// listings are the games' published names and sourced BoardGameGeek ids.
// The names are the boxes' English titles (README.md); Granada's id was
// not found in any stored source, so Granada goes by its name only.
var listings = map[ID]Listing{
	Sabika: {Name: "Sabika", BGGID: 360265,
		Source: "https://boardgamegeek.com/boardgame/360265/sabika, linked as Sabika's page (Germán P. Millán, Quined Games, 1-4 players) by https://magnifico.goblins.net/sabika/"},
	Alhambra: {Name: "Alhambra", BGGID: 6249,
		Source: "https://boardgamegeek.com/boardgame/6249/alhambra, linked as \"[Alhambra](https://boardgamegeek.com/boardgame/6249/alhambra): Tiles are placed such that wall boundaries must be respected\", in github.com/markbastian/clojure-club README.md (its 2018 \"Tile Laying\" problem, commit 8da2994)"},
	Granada: {Name: "Granada"},
	MarcoPolo: {Name: "The Voyages of Marco Polo", BGGID: 171623,
		Source: "https://boardgamegeek.com/boardgame/171623/voyages-marco-polo, the heading link \"[The Voyages of Marco Polo](https://boardgamegeek.com/boardgame/171623/voyages-marco-polo)\" of a review of the game (dice placed on actions, contracts, travel across Asia, a character per player) in github.com/wesbaker/wesbaker.github.io _posts/2015-07-19-the-re-review-rolling-dice-and-taking-actions.md"},
}

// ListingOf returns the listing of id; an unknown game has none (the zero
// Listing).
func ListingOf(id ID) Listing { return listings[id] }
