package tilescore

import "arrayan.io/arrayan/data/message"

// Why a saved quick score is refused (state.check): each kind is worded in
// English here and in every language under "msg."+code, so that the
// player is told in their own language which file the app kept aside and
// what is wrong in it; a value the file holds is quoted as it stands.
var (
	msgStatePlayers = message.Define("tilescore.state.players", "{{.Count}} players saved; {{.Game}} seats 2 to {{.Max}}")
	msgStateRound   = message.Define("tilescore.state.round", "scoring round {{.Round}} saved; there are 3")
	msgStateSimple  = message.Define("tilescore.state.simple", "{{.Game}} has no simple scoring")
	msgStatePlayer  = message.Define("tilescore.state.player", "player {{.Seat}}: {{.Problem}}")
	msgStateNeutral = message.Define("tilescore.state.neutral", "{{.Name}}: {{.Problem}}")
	msgStateName    = message.Define("tilescore.state.name", "player name: is {{.Runes}} characters long; a name has at most {{.Max}}")
	msgStateColour  = message.Define("tilescore.state.colour", "colour {{.Colour}} of {{.Colours}}")
	msgStateCount   = message.Define("tilescore.state.count", "{{.Count}} {{.Type}} buildings")
	msgStateBest    = message.Define("tilescore.state.best", "highest {{.Type}} value {{.Value}}")
	msgStateWall    = message.Define("tilescore.state.wall", "a wall of {{.Length}}")
	msgStateMoat    = message.Define("tilescore.state.moat", "a moat of {{.Length}}")
)
