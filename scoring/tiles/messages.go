package tiles

import "arrayan.io/arrayan/data/message"

// What the engine says when it refuses a table or an entry: each kind is
// worded in English here (the CLI's message after the field, unchanged)
// and in every language of the app under "msg."+code. The field at fault
// is the error's Field (and Seat), not a parameter; a value the English
// quotes is given quoted (%q), as the CLI always showed it.
var (
	// Reading the JSON (DecodeTable).
	msgTooLarge = message.Define("tiles.input.too-large", "input is larger than {{.Max}} bytes")
	msgJSON     = message.Define("tiles.input.json", "{{.Problem}}")

	// The table as a whole.
	// WrongGame refuses a game that is not a city game (citygame's
	// record says it too).
	WrongGame  = message.Define("tiles.input.game", "must be alhambra or granada, not {{.Game}}")
	msgRound   = message.Define("tiles.input.round", "must be 1, 2 or 3, not {{.Round}}")
	msgVariant = message.Define("tiles.input.variant", "must be {{.Variants}} for {{.Game}}, not {{.Variant}}")
	// PlayerCount refuses a table of other than 2 to 6 players [Alhambra
	// and Granada rules: 2–6] (citygame's record says it too).
	PlayerCount = message.Define("tiles.input.players", "must list 2 to 6 players, not {{.Count}}")
	// TwoPlayersOnly refuses a neutral collector (Dirk, Pablo) at a table
	// of more than 2 (citygame's record and operations say it too).
	TwoPlayersOnly = message.Define("tiles.input.dummy", "only in 2-player games")

	// Names (data/naming bounds them).
	msgRequired = message.Define("tiles.input.required", "required")
	// NameTwice is a player's name given to an earlier player too.
	NameTwice     = message.Define("tiles.input.name-twice", "{{.Name}} is the name of players[{{.Other}}] too")
	msgDummyNamed = message.Define("tiles.input.dummy-named", "{{.Name}} is a player's name too")

	// A holder's city or counts.
	msgNoFeature    = message.Define("tiles.input.no-feature", "{{.Game}} has no {{.Other}}s; give {{.Own}}")
	msgCityOrCounts = message.Define("tiles.input.city-or-counts", "give either city or counts, not both")
	msgCityNeeded   = message.Define("tiles.input.city-needed", "give a city (its cells) or counts and {{.Own}}")
	msgComputed     = message.Define("tiles.input.computed", "computed from the city; leave it out")
	msgEdgeRequired = message.Define("tiles.input.edge-required", "required with counts: the length of the longest outer {{.Own}}")
	msgEdgeRange    = message.Define("tiles.input.edge-range", "must be 0 to {{.Most}} ({{.Per}} per building), not {{.Value}}")
	// CoordRange refuses a cell beyond ±MaxCoord (citygame's record says
	// it too).
	CoordRange      = message.Define("tiles.input.coord", "x and y must lie within ±{{.Max}}")
	msgStartCell    = message.Define("tiles.input.start-cell", "the start cell has no type, value, walls or moats")
	msgBestCounts   = message.Define("tiles.input.best-counts", "only with counts")
	msgListOrCounts = message.Define("tiles.input.list-or-counts", "give either {{.Key}} or counts, not both")
	msgTypeUnknown  = message.Define("tiles.input.type-unknown", "unknown {{.Game}} building type; the types are {{.Types}}")
	// Range refuses a count or value outside Min to Max (citygame's
	// Granada tiles say it too).
	Range           = message.Define("tiles.input.range", "must be {{.Min}} to {{.Max}}, not {{.Value}}")
	msgBestGranada  = message.Define("tiles.input.best-granada", "only for granada, where it breaks ties")
	msgBestPositive = message.Define("tiles.input.best-positive", "only for a type with a positive count")
	// Each Granada value exists once per type (reference granada.md).
	msgBestLeast = message.Define("tiles.input.best-least", "{{.Count}} {{.Type}} buildings have {{.Count}} different values, so the highest is at least {{.Least}}, not {{.Value}}")
	// BestRequired is a Granada best value missing for a type held.
	BestRequired = message.Define("tiles.input.best-required", "required: the highest value held of a type with a positive count")

	// One building.
	msgTypeNamed     = message.Define("tiles.input.type-named", "unknown {{.Game}} building type {{.Type}}; the types are {{.Types}}")
	msgValuePositive = message.Define("tiles.input.value-positive", "must be positive, not {{.Value}}")
	msgOtherEdges    = message.Define("tiles.input.other-edges", "{{.Game}} tiles have no {{.Other}}; give {{.Own}}")
	msgEdges         = message.Define("tiles.input.edges", "{{.Problem}}")

	// Entries of a counts-mode table (CheckEntry, OverBox), in the quick
	// score's words: the field they stand beside names the type.
	msgBoxLimit   = message.Define("tiles.entry.box-limit", "The box holds {{.Box}}; {{.Left}} left for this player")
	msgValueRange = message.Define("tiles.entry.value-range", "Values run from {{.Lo}} to {{.Hi}}")
	msgFaceTaken  = message.Define("tiles.entry.face-taken", "{{.Name}} already holds this building")
	msgEdgeLimit  = message.Define("tiles.entry.edge-limit", "At most {{.N}} with these buildings")
	msgOverBox    = message.Define("tiles.entry.over-box", "{{.N}} {{.Type}} buildings are entered, but the box holds {{.Box}}")

	// Cities and holdings that break the building rules (IllegalCityError
	// says its first violation this way; the CLI lists them all).
	msgStart        = message.Define("tiles.violation.start", "{{.Player}}: a city has exactly one start square")
	msgOverlap      = message.Define("tiles.violation.overlap", "{{.Player}}: two tiles lie on one square")
	msgEdgeMismatch = message.Define("tiles.violation.edge-mismatch", "{{.Player}}: two neighbouring tiles disagree about the edge between them")
	msgUnreachable  = message.Define("tiles.violation.unreachable", "{{.Player}}: some tiles cannot be reached on foot from the start")
	msgHole         = message.Define("tiles.violation.hole", "{{.Player}}: the city encloses an empty square")
	msgImpossible   = message.Define("tiles.violation.impossible-tile", "{{.Player}}: the box has no such tile")
	msgTooMany      = message.Define("tiles.violation.too-many", "more tiles are in play than the box holds")
)
