package sabika

import "arrayan.io/arrayan/data/message"

// What the Sabika engines refuse, as message kinds (data/message): the
// CLI writes their English, the app words them in the player's language.
// Every kind's parameters are named in its English.
var (
	// msgPlayers: a table of 1 to 4 players (ES L44).
	msgPlayers = message.Define("sabika.input.players", "needs 1 to {{.Max}} players, not {{.Count}}")
	// msgSolo: a solo game is one player and Yusuf (spec §6).
	msgSolo = message.Define("sabika.input.solo", "a solo game is one player and Yusuf")
	// msgMajorsBeyondCards: more major poems scored than poem cards beyond the minor poems.
	msgMajorsBeyondCards = message.Define("sabika.final.majors-beyond-cards", "{{.Scored}} major poems scored, but the player's {{.Poems}} poem cards hold only {{.Majors}} beyond the minor poems")
	// msgFinalTower: at the end of the game the tower holds 3 tiles.
	msgFinalTower = message.Define("sabika.final.tower", "at the end of the game the tower holds {{.Want}} tiles, not {{.Count}}")
	// msgMajorsMax: a player carves at most 2 major poems (ES L686).
	msgMajorsMax = message.Define("sabika.final.majors-max", "a player holds at most {{.Max}} major poems (ES L686), not {{.Count}}")
	// msgYusufHasNo: Yusuf has no income and only seals among leftovers (ES L1151–1155).
	msgYusufHasNo = message.Define("sabika.final.yusuf-has-no", "Yusuf has no {{.What}}")
	// msgRankingPlayers: a ranking needs 2 to 4 players (ruling 7).
	msgRankingPlayers = message.Define("sabika.ranking.players", "a ranking needs 2 to 4 players (solo against Yusuf is 2), not {{.Count}}")
	// msgRankingValues: one compared value per player.
	msgRankingValues = message.Define("sabika.ranking.values", "needs one value per player: {{.Players}} players, {{.Count}} values")
	// msgStackSize: a stack holds two or more counters (cli.md).
	msgStackSize = message.Define("sabika.track.stack-size", "a stack holds two or more counters")
	// msgStackTwice: a player stands in one place.
	msgStackTwice = message.Define("sabika.track.stack-twice", "player {{.Player}} is in more than one place in the stacks")
	// msgStackSpaces: a stack is the counters of one space.
	msgStackSpaces = message.Define("sabika.track.stack-spaces", "counters on spaces {{.Space}} and {{.Other}} cannot share a stack")
	// msgStacksOnSpace: one stack per space.
	msgStacksOnSpace = message.Define("sabika.track.stacks-on-space", "two stacks on space {{.Space}}")
	// msgStackMissing: a player on a stacked space is in its stack.
	msgStackMissing = message.Define("sabika.track.stack-missing", "player {{.Player}} is on space {{.Space}}, whose stack does not list them")
	// msgStackUnlisted: players sharing a space are listed as a stack (cli.md).
	msgStackUnlisted = message.Define("sabika.track.stack-unlisted", "players {{.Player}} and {{.Other}} share space {{.Space}}: list their stack, top first")
	// msgOrderEveryone: the track order holds every player once.
	msgOrderEveryone = message.Define("sabika.track.order-everyone", "the track order must hold every player once")
	// msgOrderDown: the track order runs from the most advanced counter down.
	msgOrderDown = message.Define("sabika.track.order-down", "the track order must run from the most advanced counter down")
	// msgDueNegative: a printed tribute is 0 or more.
	msgDueNegative = message.Define("sabika.tribute.due-negative", "must be 0 or more, not {{.Value}}")
	// msgEvent: the events are numbered 1 to 14.
	msgEvent = message.Define("sabika.tribute.event", "must be an event from 1 to {{.Max}}, not {{.Value}}")
	// msgYusufPay: Yusuf pays with his track, then PP (ruling 12).
	msgYusufPay = message.Define("sabika.tribute.yusuf-pay", "Yusuf's payment is never given: he pays with his track, then PP (ruling 12)")
	// msgYusufDinars: Yusuf holds no dinars.
	msgYusufDinars = message.Define("sabika.tribute.yusuf-dinars", "Yusuf has no dinars")
	// msgPayNegative: no part of a payment is below 0.
	msgPayNegative = message.Define("sabika.tribute.pay-negative", "cannot be negative ({{.Paid}})")
	// msgPayHeld: a part pays at most what the player holds.
	msgPayHeld = message.Define("sabika.tribute.pay-held", "pays {{.Paid}} but the player holds {{.Held}}")
	// msgPayPairs: dinars pay 2 per paria (ES L781).
	msgPayPairs = message.Define("sabika.tribute.pay-pairs", "dinars pay 2 per paria, so an even number, not {{.Paid}}")
	// msgPayTotal: the payment covers exactly the due (ruling 8).
	msgPayTotal = message.Define("sabika.tribute.pay-total", "pays {{.Paid}} parias, but {{.Due}} are due")
	// msgPayForgiven: holdings short of the due pay all they can (ruling 12).
	msgPayForgiven = message.Define("sabika.tribute.pay-forgiven", "pays {{.Paid}} parias, but {{.Due}} are due and the holdings can pay only {{.Payable}}: all of it is paid and the rest forgiven (ruling 12)")
	// msgIllegalPayment: a named player's illegal payment, its first violation.
	msgIllegalPayment = message.Define("sabika.tribute.illegal-payment", "illegal tribute payment by {{.Name}}: {{.Problem}}")
	// msgWishTowerEmpty: a wish scoring follows a tile joining the tower (ES L774).
	msgWishTowerEmpty = message.Define("sabika.wish.tower-empty", "a wish scoring follows a tile joining the tower: it holds 1 to {{.Max}} tiles")
	// msgConsolidated: a consolidated city is a city with presence.
	msgConsolidated = message.Define("sabika.wish.consolidated", "{{.Consolidated}} consolidated cities but presence in only {{.Presence}}: a consolidated city is a city with presence")
	// msgYusufPoems: Yusuf's poem cards (ES L1083).
	msgYusufPoems = message.Define("sabika.wish.yusuf-poems", "Yusuf's {{.Minor}} minor poems and at most {{.MaxMajors}} major poems make {{.Min}} to {{.MaxCards}} poem cards, not {{.Poems}} (ES L1083)")
	// msgMinorPoemsBox: the box holds 22 minor poems (ES L169).
	msgMinorPoemsBox = message.Define("sabika.wish.minor-poems-box", "{{.Blue}} blue and {{.Red}} red poems: the box holds {{.Max}} minor poems (ES L169)")
	// msgPoemCards: a player's poem cards (ES L686).
	msgPoemCards = message.Define("sabika.wish.poem-cards", "{{.Blue}} blue and {{.Red}} red poems and at most {{.MaxMajors}} major poems make {{.Min}} to {{.MaxCards}} poem cards, not {{.Poems}} (ES L686)")
	// msgTowerMax: the tower has 3 spaces.
	msgTowerMax = message.Define("sabika.wish.tower-max", "holds at most {{.Max}} tiles, not {{.Count}}")
	// msgTypeTwice: a type is held or not (ruling 13).
	msgTypeTwice = message.Define("sabika.wish.type-twice", "\"{{.Type}}\" is listed twice: list each building type held once")
	// msgYusufMinor: Yusuf's minor poems count as blue and red (ruling 13).
	msgYusufMinor = message.Define("sabika.wish.yusuf-minor", "Yusuf gives minor_poems: each counts as blue and as red (ruling 13)")
	// msgOnlyYusufMinor: only Yusuf gives minor_poems.
	msgOnlyYusufMinor = message.Define("sabika.wish.only-yusuf-minor", "only Yusuf gives minor_poems; other players give blue_poems and red_poems")
)
