package game

import "arrayan.io/arrayan/data/message"

// Unknown refuses a game that is not one of All: its Game parameter is the
// name as given, quoted (strconv.Quote), so that an empty or odd one shows.
// The setup deal and the history say it alike.
var Unknown = message.Define("game.unknown", "unknown game {{.Game}}")
