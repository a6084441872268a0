package game

import (
	"fmt"

	"arrayan.io/arrayan/data/message"
)

// What the game's steps refuse or wait for, as message kinds
// (data/message): the CLI writes their English, the app words them in the
// player's language. Every kind's parameters are named in its English.
var (
	// msgOnePerPlayer: an entry gives one value per player.
	msgOnePerPlayer = message.Define("sabika.game.one-per-player", "one per player")
	// msgOneAmountPerPlayer: the income gives one amount per player (ES L758–762).
	msgOneAmountPerPlayer = message.Define("sabika.game.one-amount-per-player", "one amount per player")
	// msgPaysPerPlayer: the tribute's payments, one per player or none (ruling 8).
	msgPaysPerPlayer = message.Define("sabika.game.pays-per-player", "one entry per player (nil for the proposal)")
	// msgNotIncome: Yusuf receives no income, and nobody a negative one.
	msgNotIncome = message.Define("sabika.game.not-income", "{{.Value}} is not an income of this player")
	// msgTileLetter: the tile joining the tower shows the space's letter (ES L766).
	msgTileLetter = message.Define("sabika.game.tile-letter", "the tile of space {{.Space}} shows letter {{.Letter}}")
	// msgLastTileLetter: the end of the game's tile shows the last letter.
	msgLastTileLetter = message.Define("sabika.game.last-tile-letter", "the last tile shows letter {{.Letter}}")
	// msgRevealed: only the first event change turns up an event (spec §7).
	msgRevealed = message.Define("sabika.game.revealed", "the first change turns up the last event (1–14), the second none")
	// msgLastRoundEnd: round 5's end is the end of the game (ES L837).
	msgLastRoundEnd = message.Define("sabika.game.last-round-end", "the end of round {{.Round}} is the end of the game (Final)")
	// msgRoundEndStep: a step of the narrator's space follows his advance (spec §2.4).
	msgRoundEndStep = message.Define("sabika.game.round-end-step", "follows the narrator's advance at the end of rounds 1–4 (narrator on space {{.Space}})")
	// msgNotAPlayer: a seat that is no player's.
	msgNotAPlayer = message.Define("sabika.game.not-a-player", "{{.Value}} is not a player")
	// msgParias: the paria track starts at 0.
	msgParias = message.Define("sabika.game.parias", "the track has no space below 0, not {{.Value}}")
	// msgTrackOrder: the track order holds every player, most advanced first (ruling 10).
	msgTrackOrder = message.Define("sabika.game.track-order", "every player once, most advanced first")
	// msgChooser: the most advanced counter chooses the start player (ES L821).
	msgChooser = message.Define("sabika.game.chooser", "the most advanced counter chooses")
	// msgYusufLeads: Yusuf leading is the start player (ES L1127).
	msgYusufLeads = message.Define("sabika.game.yusuf-leads", "Yusuf's counter leads, so he is the start player and nobody chooses (ES L1127)")
	// msgFinalAfterRound5: the end of the game follows round 5.
	msgFinalAfterRound5 = message.Define("sabika.game.final-after-round-5", "the end of the game follows round 5 (narrator on space 5)")
	// msgNotYusufPoem: Yusuf scores only his own major poems.
	msgNotYusufPoem = message.Define("sabika.game.not-yusuf-poem", "\"{{.Code}}\" is not one of his major poems ({{.Poems}})")
	// msgNotHolding: a correction names a player's holding.
	msgNotHolding = message.Define("sabika.game.not-holding", "\"{{.Path}}\" is not a player's holding")
	// msgCorrectedFrom: a correction starts from the value the state shows.
	msgCorrectedFrom = message.Define("sabika.game.corrected-from", "{{.Path}} is {{.Value}}, not {{.Old}}")
	// msgCorrectedTo: a holding is 0 or more.
	msgCorrectedTo = message.Define("sabika.game.corrected-to", "{{.Path}} cannot be {{.New}}")
	// msgEnded: no step follows the end of the game.
	msgEnded = message.Define("sabika.game.ended", "the game has ended")
	// msgIncomplete: the step waits for an entry.
	msgIncomplete = message.Define("sabika.game.incomplete", "the step needs entry.{{.Field}}")
	// msgYusufTurns: the round ends after Yusuf's turns (ES L752, L956).
	msgYusufTurns = message.Define("sabika.game.yusuf-turns", "Yusuf still has {{.Left}} turns to play this round")
	// msgUnknown: a value of your copy not entered yet (ruling 15).
	msgUnknown = message.Define("sabika.game.unknown", "edition value needed: {{.Field}}")
	// msgDuplicateEvent: the 3 events drawn are distinct tiles (RU L845–851).
	msgDuplicateEvent = message.Define("sabika.game.duplicate-event", "events: event {{.Event}} is drawn twice; the 3 events are distinct tiles (RU L845–851)")
	// msgBadRecord: a saved record that does not hold together, at a field.
	msgBadRecord = message.Define("sabika.game.bad-record", "the saved game does not hold together at {{.Field}}")
	// msgBadEntry: an entered value no step takes, at a field.
	msgBadEntry = message.Define("sabika.game.bad-entry", "the entry's {{.Field}} cannot be taken at this step")
	// msgNotSabikaSetup: a setup code of another game.
	msgNotSabikaSetup = message.Define("sabika.game.not-sabika-setup", "setup {{.Code}} is not a Sabika setup")
	// msgSetupPlayers: the setup seats its own number of players.
	msgSetupPlayers = message.Define("sabika.game.setup-players", "the setup is for {{.Players}} players, {{.Count}} names given")
	// msgStartDinars: each player's starting dinars come from their start tile (T1).
	msgStartDinars = message.Define("sabika.game.start-dinars", "give the starting dinars of each of the {{.Count}} players")
	// msgStartPlayers: a game of 1 to 4 players (ES L44).
	msgStartPlayers = message.Define("sabika.game.start-players", "1 to 4 players (1: solo against Yusuf), not {{.Count}}")
	// msgNameTwice: each player needs a name of their own.
	msgNameTwice = message.Define("sabika.game.name-twice", "a name of its own")
	// msgWishLetters: one wish tile of each letter (ES L259 F).
	msgWishLetters = message.Define("sabika.game.wish-letters", "one tile of each letter, {{.Letters}} once each, not {{.Given}}")
	// msgStartPlayer: the start player is one of the names.
	msgStartPlayer = message.Define("sabika.game.start-player", "one of the {{.Count}} names, from 0")
	// msgTradeCard: one of the trade cards (ES L177).
	msgTradeCard = message.Define("sabika.game.trade-card", "1 to {{.Max}}, not {{.Value}}")
	// msgYusufPP: Yusuf starts with 5 or, harder, 10 PP (ES L1170).
	msgYusufPP = message.Define("sabika.game.yusuf-pp", "{{.Normal}} or {{.Hard}} (ES L1170), not {{.Value}}")
	// msgOnlySoloYusuf: only a solo game has Yusuf.
	msgOnlySoloYusuf = message.Define("sabika.game.only-solo-yusuf", "only a solo game has Yusuf")
	// msgStartEvent: an event is one of the 14.
	msgStartEvent = message.Define("sabika.game.start-event", "an event from 1 to {{.Max}}, not {{.Value}}")
	// msgCodeDeals: a setup code deals what a start by hand gives.
	msgCodeDeals = message.Define("sabika.game.code-deals", "the setup deals the wishes, trade card, events and Yusuf's start")
	// msgOtherGame: a setup code of another game; Game is the one it deals
	// (a data/game ID).
	msgOtherGame = message.Define("sabika.game.other-game", "this code deals {{.Game}}, not Sabika")
	// msgBadStart: a start's value that no game starts from, at a field.
	msgBadStart = message.Define("sabika.game.bad-start", "the start's {{.Field}} cannot be used")
)

// Refusal is a step's refusal of an entered value: Field is its path in
// the entry ("income[1]", "tile"; "" for the step as a whole), Msg what is
// wrong, pointing at the player (seat from 1) and the field.
type Refusal struct {
	Field string
	Msg   message.Message
}

// Error names the field and what is wrong with it.
func (e *Refusal) Error() string {
	if e.Field == "" {
		return e.Msg.Error()
	}
	return e.Field + ": " + e.Msg.Error()
}

// Said is what is wrong, for a screen to word.
func (e *Refusal) Said() message.Message { return e.Msg }

// refuse is m about the entry's field.
func refuse(field string, m message.Message) *Refusal {
	return &Refusal{Field: field, Msg: m.At(0, field)}
}

// refuseSeat is m about the entry's field of player (an index), at
// field[player].
func refuseSeat(field string, player int, m message.Message) *Refusal {
	return &Refusal{Field: fmt.Sprintf("%s[%d]", field, player), Msg: m.At(player+1, field)}
}
