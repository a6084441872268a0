package deal

import (
	"fmt"

	"arrayan.io/arrayan/data/setupcat"
)

// English holds the English template of every message key a setup uses. The
// app's translation files carry the same keys (setup.*.json).
var English = buildEnglish()

var englishTexts = map[string]string{
	// areas of the table, parts of a setup, shared words
	"setup.area.board":   "Board",
	"setup.area.map":     "Map",
	"setup.area.money":   "Money deck",
	"setup.area.events":  "Events",
	"setup.area.supply":  "Supply",
	"setup.area.players": "Players",
	"setup.area.solo":    "Yusuf (solo)",

	"setup.part.seats":        "Seats",
	"setup.part.wishes":       "Sultan's wishes",
	"setup.part.trade-card":   "Trade card",
	"setup.part.start-tiles":  "Start tiles",
	"setup.part.events":       "Events",
	"setup.part.characters":   "Characters",
	"setup.part.objectives":   "Objectives",
	"setup.part.city-bonuses": "City bonuses",
	"setup.part.outposts":     "Outpost bonuses",
	"setup.part.city-cards":   "City cards",

	"setup.seat":   "Seat {{.Seat}} (clockwise): {{.Player}}",
	"setup.player": "Player {{.N}}",

	"setup.colour.blue":   "blue",
	"setup.colour.yellow": "yellow",
	"setup.colour.green":  "green",
	"setup.colour.red":    "red",

	// Sabika (rulebook "Preparación de la partida" A–T, solo mode, advanced mode)
	"setup.sabika.side.1-2":              "1/2 players",
	"setup.sabika.side.3-4":              "3/4 players",
	"setup.sabika.board-side":            "Main board on its {{.Side}} side.",
	"setup.sabika.blocked":               "Cover the {{.N}} rondel spaces marked for 4 players with the {{.N}} cancellation tokens.",
	"setup.sabika.sultans-workers":       "Put the sultan's workers on the rondel spaces showing their silhouette.",
	"setup.sabika.no-sultans-workers":    "No sultan's workers with 4 players.",
	"setup.sabika.bag":                   "Mix all raw material/goods tokens in the bag; put 1 at random, raw-material side up, on each raw-material space of the rondel.",
	"setup.sabika.supply":                "Dinars and materials beside the board as the supply; 1 marble on each marble space.",
	"setup.sabika.narrator":              "Narrator token on the first space of the round track.",
	"setup.sabika.wish":                  "Dotted space {{.Slot}} of the round track: a sultan's wish of letter {{.Letter}}. Shuffle the three {{.Letter}} tiles face down, draw 1 and place it face up.",
	"setup.sabika.wish-rest":             "Return the other 6 sultan's wish tiles to the box unseen.",
	"setup.sabika.major-buildings":       "Major buildings face up around the rondel, at random: the 9 purple Era I tiles on the left, the 12 blue Era II tiles on the right.",
	"setup.sabika.major-buildings-2p":    "Major buildings face up around the rondel, at random: the 9 purple Era I tiles on the left; remove the blue tiles marked 3/4 and put the other 9 blue Era II tiles on the right.",
	"setup.sabika.warehouses":            "Shuffle the 24 warehouses face down into 2 piles of 12 beside the rondel; turn 2 from each pile face up into the 4 spaces.",
	"setup.sabika.minor-buildings":       "Shuffle the minor building cards into a face-down deck left of the rondel; turn the top 4 face up beside it.",
	"setup.sabika.minor-poems":           "Shuffle the minor poems into a face-down deck right of the rondel; turn {{.N}} face up beside it.",
	"setup.sabika.minor-poems-4p":        "Shuffle the minor poems; keep the deck beside the board and turn {{.N}} face up, one of them on the deck's space.",
	"setup.sabika.solo-remove-f1":        "Solo: remove major poem F1 from the game first.",
	"setup.sabika.major-poems":           "Shuffle the major poems and draw {{.N}}, each of a different letter: whenever you draw a letter you already have, discard it and draw again. Place them face up below the rondel; return the rest unseen.",
	"setup.sabika.major-poems-2p":        "With 2 players, use the 4 central major-poem spaces.",
	"setup.sabika.major-poems-3p":        "With 3 players, leave the major-poem spaces marked for 4 players empty.",
	"setup.sabika.city-tiles":            "Shuffle the 12 city tiles face down; put 1 face up on each of the 9 cities, and 1 seal on the left half of each city. Return the other 3 tiles unseen.",
	"setup.sabika.trade-card":            "Trade card {{.Card}}: put it face up on its space of the map; return the other 7.",
	"setup.sabika.event.1":               "market transactions: buy 1 dinar cheaper, sell 1 dinar dearer",
	"setup.sabika.event.2":               "carving a poem costs 1 dinar less",
	"setup.sabika.event.3":               "each exported good gives 1 more paria",
	"setup.sabika.event.4":               "buildings and poems may use the same material more than once",
	"setup.sabika.event.5":               "tribute: pay 1 paria less",
	"setup.sabika.event.6":               "carving a poem costs 1 dinar more",
	"setup.sabika.event.7":               "each material used to build or carve gives 1 PP less",
	"setup.sabika.event.8":               "tribute: pay 1 paria more",
	"setup.sabika.event.9":               "exporting costs 1 more dinar per route used",
	"setup.sabika.event.10":              "consolidating costs 1 dinar",
	"setup.sabika.event.11":              "only a worker's first step is free; each further step costs 1 dinar",
	"setup.sabika.event.12":              "2 dinars (not 1) per other worker on the destination",
	"setup.sabika.event.13":              "secondary actions cost 1 dinar more",
	"setup.sabika.event.14":              "tribute phase: also pay 1 dinar, or lose 1 PP if you cannot",
	"setup.sabika.event-active":          "Active event {{.N}} in the centre of the rondel: {{.Effect}}.",
	"setup.sabika.event-future":          "Future event {{.N}} face up on top of the event stack right of the rondel: {{.Effect}}.",
	"setup.sabika.event-hidden-any":      "Under it, face down: shuffle the other 12 events face down and put 1 there without looking.",
	"setup.sabika.event-hidden-negative": "Under it, face down: shuffle the remaining negative events (red 6–14) face down and put 1 there without looking.",
	"setup.sabika.event-hidden-positive": "Under it, face down: shuffle the remaining positive events (green 1–5) face down and put 1 there without looking.",
	"setup.sabika.event-change":          "At the round spaces with the event symbol, after the tribute phase, the future event becomes active and the last one is turned up. Return the other events to the box.",
	"setup.sabika.colour":                "Each player chooses a colour.",
	"setup.sabika.workshop":              "Each player takes a workshop with its 4 starting warehouses, 1 random architectural balance card above it, and stands their 4 workers (2 alarifes, 1 comerciante, 1 poetisa) on it.",
	"setup.sabika.markers":               "Markers: prestige on 5, paria on 0, sultan's favour on the Fountain of Lions; 9 ships in the Kingdom of Granada.",
	"setup.sabika.start-tiles":           "{{.Player}}: start tiles {{.A}} and {{.B}}. Keep one secretly, discard the other face down.",
	"setup.sabika.start-reveal":          "Reveal the chosen start tiles together: the highest number takes the start player token. Take what your tile shows (raw materials and goods from the rondel) and its dinars for your turn position; stack the paria markers in turn order, the start player's on top.",
	"setup.sabika.start-reveal-solo":     "Reveal your chosen start tile and take what it shows (raw materials and goods from the rondel), with the dinars for the second turn position.",
	"setup.sabika.yusuf-board":           "Yusuf takes his action board and all components of one colour, placed as usual; his 4 workers stand beside his board.",
	"setup.sabika.yusuf-ship":            "One of Yusuf's ships goes on the right half (consolidated) of the city nearest the Kingdom of Granada that meets trade card {{.Card}}'s scoring condition (you choose on a tie); he takes that city's seal.",
	"setup.sabika.yusuf-none":            "Yusuf takes no starting warehouses, no architectural balance card and no start tile.",
	"setup.sabika.yusuf-first":           "Yusuf is the start player of round 1: he takes the start player token, and his paria marker goes on top of yours.",
	"setup.sabika.yusuf-pp":              "Yusuf's prestige marker on {{.PP}}.",
	"setup.sabika.yusuf-tiles":           "Shuffle Yusuf's 4 worker tiles into a face-down pile beside his board.",
	"setup.sabika.yusuf-cards":           "Sort Yusuf's 26 worker cards into 3 decks (12 alarife, 7 comerciante, 7 poetisa), shuffle each and put them face down beside his board.",
	"setup.sabika.yusuf-events":          "Yusuf ignores the events.",

	// The Voyages of Marco Polo (rulebook "Componentes y preparación", players, 2–3 players, expert)
	"setup.mp.board":             "Board in the middle of the table; the 50/100 cards beside the 50 space of the score track.",
	"setup.mp.city-bonus-random": "Expert: the city bonuses are placed at random; ignore the letters A–F.",
	"setup.mp.city-bonus":        "{{.City}}: city bonus «{{.Bonus}}».",
	"setup.mp.outpost":           "{{.City}}: outpost bonus «{{.Bonus}}».",
	"setup.mp.outpost-rest":      "Outpost bonuses left in the box: «{{.A}}», «{{.B}}», «{{.C}}».",
	"setup.mp.city-card":         "{{.City}}: city card «{{.Card}}».",
	"setup.mp.city-card-rest":    "Return the other 22 city cards to the box.",
	"setup.mp.contracts":         "Set the 6 starting contracts aside. Shuffle the other 38 face down into 5 piles of 6 and a special pile of 8; fill the board's contract spaces face up from one pile and put the other piles beside the board.",
	"setup.mp.black-dice":        "{{.N}} black dice on the black-die spaces of the board.",
	"setup.mp.block-3p":          "One {{.Colour}} die showing 1 on the first «Seek the Khan's favour» space: it stays there all game.",
	"setup.mp.block-2p":          "One {{.A}} and one {{.B}} die, both showing 1, on the first two «Seek the Khan's favour» spaces, and another {{.A}} die on «Take 5 coins»: they stay there all game.",
	"setup.mp.box-extras":        "Leave the 2 black trading posts, the white die and one figure of each colour in the box for now: some characters use them.",
	"setup.mp.bank":              "The 40 coins form the bank beside the board.",
	"setup.mp.goods":             "Gold, pepper, silk and camels form the general supply (a large piece counts as 3).",
	"setup.mp.seat":              "Seat {{.Seat}}: {{.Player}}, {{.Colour}}, {{.Coins}} coins and 2 camels.",
	"setup.mp.start-player":      "Seat 1 is the start player and takes the hourglass; play goes clockwise.",
	"setup.mp.player-kit":        "Each player takes the player board of their colour, puts their 5 dice on its dice spaces and their 9 trading posts on its trading-post spaces.",
	"setup.mp.start-contract":    "Each player draws 1 of the 6 starting contracts face down and puts it face up on an active contract space of their board.",
	"setup.mp.figures":           "Each player puts one figure on the 50 space of the score track and the other in Venezia.",
	"setup.mp.character":         "Seat {{.Seat}}: {{.Character}} (first game).",
	"setup.mp.mercator":          "Mercator ex Tabriz: use the card for {{.N}} players.",
	"setup.mp.draft-card":        "Reveal {{.Character}}.",
	"setup.mp.draft-order":       "Expert draft: the seats choose a character in this order: {{.Order}}. Return the rest to the box.",
	"setup.mp.objectives-2":      "{{.Player}}, secret objectives: {{.A}}; {{.B}}.",
	"setup.mp.objectives-4":      "{{.Player}}, keep 2 secretly of: {{.A}}; {{.B}}; {{.C}}; {{.D}}.",
	"setup.mp.objectives-rest":   "Return the other objective cards to the box unseen.",
	"setup.mp.reference":         "Each player takes a reference sheet.",

	"setup.mp.character.raschid":            "Raschid ad-Din Sinan",
	"setup.mp.character.matteo-polo":        "Matteo Polo",
	"setup.mp.character.berke-khan":         "Berke Khan",
	"setup.mp.character.mercator":           "Mercator ex Tabriz",
	"setup.mp.character.kubilai-khan":       "Kubilai Khan",
	"setup.mp.character.johannes-caprini":   "Johannes Caprini",
	"setup.mp.character.wilhelm-von-rubruk": "Wilhelm von Rubruk",
	"setup.mp.character.niccolo-marco-polo": "Niccolò & Marco Polo",

	"setup.mp.city.venezia":    "Venezia",
	"setup.mp.city.beijing":    "Beijing",
	"setup.mp.city.moscow":     "Moscow",
	"setup.mp.city.karakorum":  "Karakorum",
	"setup.mp.city.samarcanda": "Samarcanda",
	"setup.mp.city.lanzhou":    "Lan-Zhou",
	"setup.mp.city.alexandria": "Alexandria",
	"setup.mp.city.karachi":    "Karachi",
	"setup.mp.city.sumatra":    "Sumatra",
	"setup.mp.city.anxi":       "Anxi",
	"setup.mp.city.kashgar":    "Kashgar",
	"setup.mp.city.xian":       "Xian",
	"setup.mp.city.ormuz":      "Ormuz",
	"setup.mp.city.adana":      "Adana",
	"setup.mp.city.kochi":      "Kochi",

	"setup.mp.objective": "{{.A}} + {{.B}} ({{.VP}} VP)",

	// Alhambra and Granada
	"setup.alhambra.board":          "Building market (4 spaces, one per currency) in the middle; scoring board at the edge.",
	"setup.alhambra.bag":            "Put the 54 building tiles in the bag.",
	"setup.alhambra.market":         "Draw 4 tiles at random from the bag onto the market spaces 1 to 4.",
	"setup.alhambra.neutral":        "2 players: a third, imaginary player, {{.Name}}, takes {{.N}} tiles drawn at random, face up. {{.Name}} scores majorities, never walls.",
	"setup.alhambra.scoring-cards":  "the two scoring cards",
	"setup.alhambra.offer":          "Turn 4 money cards face up beside the building market.",
	"setup.alhambra.piles-scoring":  "Shuffle the 1st scoring card into pile 2 and the 2nd into pile 4.",
	"setup.alhambra.player-kit":     "Each player takes a start tile (Court of the Lions), a reserve board with the points table, and 2 markers of the colour they choose: one on the start tile, one at the start of the scoring track.",
	"setup.granada.board":           "Board in the middle, where every player can reach their reserve space.",
	"setup.granada.bag":             "Put the 54 building tiles in the bag.",
	"setup.granada.market":          "Draw 4 tiles at random onto the construction yard spaces 1 to 4, even value face up; black marker on the odd-number space.",
	"setup.granada.panels":          "The two scoring summary panels beside the board.",
	"setup.granada.panel-simple":    "Simple scoring: put the third summary panel out too.",
	"setup.granada.neutral":         "2 players: a third, imaginary player, {{.Name}}, takes {{.N}} tiles drawn at random, even value face up. {{.Name}} scores majorities, never moats.",
	"setup.granada.scoring-cards":   "the scoring cards A and B",
	"setup.granada.offer":           "Turn the top 4 money cards face up onto their spaces of the board.",
	"setup.granada.piles-scoring":   "Shuffle scoring card A into pile 2 and B into pile 4.",
	"setup.granada.player-kit":      "Each player takes a start tile and a score marker of the colour they choose, on the 0 space of the score track.",
	"setup.tiles.scoring-cards-out": "Take {{.Cards}} out of the money deck.",
	"setup.tiles.money-2p":          "2 players: remove one card of each value of each currency: 72 money cards remain.",
	"setup.tiles.shuffle":           "Shuffle the {{.N}} money cards.",
	"setup.tiles.start-money":       "Starting money, from seat 1 ({{.Player}}) clockwise: deal each player cards face up until their total is 20 or more, whatever the currency; then everyone takes their cards in hand and keeps them secret.",
	"setup.tiles.start-player":      "The player with the fewest cards starts; a tie goes to the lower total, then to the youngest.",
	"setup.tiles.piles":             "Split the rest of the money deck into 5 piles of about the same height.",
	"setup.tiles.piles-stack":       "Stack the piles, pile 5 at the bottom and pile 1 on top, and put the deck face down beside the board.",
}

// buildEnglish adds to englishTexts the catalogue's texts: Marco Polo's
// objective cards, city and outpost bonuses and city cards.
func buildEnglish() map[string]string {
	m := make(map[string]string, len(englishTexts)+80)
	for k, v := range englishTexts {
		m[k] = v
	}
	cat := setupcat.MarcoPolo()
	for _, o := range cat.Objectives {
		m[fmt.Sprintf("setup.mp.objective.%d", o.Number)] = EnglishText("setup.mp.objective", englishTexts["setup.mp.objective"], map[string]any{
			"A": englishTexts["setup.mp.city."+o.Cities[0]], "B": englishTexts["setup.mp.city."+o.Cities[1]], "VP": o.VP,
		})
	}
	for _, b := range cat.CityBonuses {
		m["setup.mp.city-bonus."+b.Slug] = b.Text
	}
	for _, b := range cat.OutpostBonuses {
		m["setup.mp.outpost."+b.Slug] = b.Text
	}
	for _, c := range cat.CityCards {
		m[fmt.Sprintf("setup.mp.city-card.%d", c.Number)] = c.Text
	}
	return m
}
