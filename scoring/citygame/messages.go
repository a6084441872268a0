package citygame

import (
	"arrayan.io/arrayan/data/message"
)

// What a record, a piece, an operation or an import refused says; the
// field it is about is the error's (a JSON path of the record or the file).
var (
	errNoStartCell     = message.Define("citygame.import.no-start", "has no start cell")
	errDummyCounts     = message.Define("citygame.import.dummy-counts", "the game record keeps the neutral collector's tiles; give buildings")
	errNoUnusedTile    = message.Define("citygame.import.no-unused-tile", "no unused Alhambra tile is {{.Type}} {{.Value}} with walls {{.Walls}}")
	errImportGame      = message.Define("citygame.import.game", "the file is for {{.File}}, this game is {{.Game}}")
	errImportRound     = message.Define("citygame.import.round", "the file is for scoring {{.File}}, the next scoring is {{.Next}}")
	errImportPlayers   = message.Define("citygame.import.players", "the file has {{.File}} players, this game {{.Game}}")
	errImportDummy     = message.Define("citygame.import.dummy", "a 2-player game has a neutral collector, others none")
	errImportVariant   = message.Define("citygame.import.variant", "the file's variant {{.File}} is not this game's {{.Game}}")
	errIllegalAt       = message.Define("citygame.op.illegal-at", "{{.Type}} {{.Value}} cannot go at ({{.X}}, {{.Y}}): the city would break a building rule")
	errNoReserveTile   = message.Define("citygame.op.no-reserve-tile", "no reserve tile {{.Index}}")
	errNoDealDue       = message.Define("citygame.op.no-deal-due", "no deal is due")
	errScoringsTaken   = message.Define("citygame.op.scorings-taken", "all three scorings are taken")
	errScoringOrder    = message.Define("citygame.op.scoring-order", "scoring {{.Next}} comes before scoring {{.Round}}")
	errCounted         = message.Define("citygame.op.counted", "is scored from counts; switch back to a city first")
	errNoTileAt        = message.Define("citygame.op.no-tile-at", "no tile at ({{.X}}, {{.Y}})")
	errInPlay          = message.Define("citygame.op.in-play", "{{.Tile}} is in play already")
	errNameTaken       = message.Define("citygame.name.taken", "must be given and differ from the other players' ({{.Name}})")
	errNeutralName     = message.Define("citygame.name.neutral", "must differ from the players' names ({{.Name}})")
	errNoNeutralPiece  = message.Define("citygame.op.no-neutral-piece", "no piece {{.Index}}")
	errNoTileID        = message.Define("citygame.piece.no-id", "no Alhambra tile has id {{.ID}}")
	errTileIs          = message.Define("citygame.piece.tile-is", "tile {{.ID}} is {{.Type}} {{.Value}} with walls {{.Walls}}, not {{.GivenType}} {{.GivenValue}} with walls {{.GivenWalls}}")
	errGranadaID       = message.Define("citygame.piece.granada-id", "Granada tiles have no id")
	errGranadaType     = message.Define("citygame.piece.granada-type", "unknown granada building type {{.Type}}; the types are {{.Types}}")
	errMoats           = message.Define("citygame.piece.moats", "a tile has at most {{.Max}} moats, not {{.Count}}")
	errEdgeOrder       = message.Define("citygame.piece.edge-order", "write the edges in the order N, E, S, W ({{.Want}}, not {{.Given}})")
	errNoPlayer        = message.Define("citygame.op.no-player", "no player {{.Index}} (there are {{.Count}})")
	errTooLarge        = message.Define("citygame.record.too-large", "a game record is at most {{.Max}} bytes, not {{.Size}}")
	errJSON            = message.Define("citygame.record.json", "{{.Detail}}")
	errNewer           = message.Define("citygame.record.newer", "written by a newer version (format {{.Format}}; this one reads {{.Reads}})")
	errFormat          = message.Define("citygame.record.format", "must be {{.Want}}, not {{.Format}}")
	errVariant         = message.Define("citygame.record.variant", "not a variant of {{.Game}}: {{.Variant}}")
	errNeutralRequired = message.Define("citygame.neutral.required", "required in 2-player games (Dirk, Pablo)")
	errDeals           = message.Define("citygame.neutral.deals", "must be 0 to 3, not {{.Deals}}")
	errUsedTwice       = message.Define("citygame.record.used-twice", "{{.Tile}} is used twice: also at {{.Other}}")
	errColour          = message.Define("citygame.record.colour", "must be 0 to {{.Max}} and differ from the others', not {{.Colour}}")
	errCountedEmpty    = message.Define("citygame.record.counted-empty", "a counted player has no city or reserve")
	errCount           = message.Define("citygame.record.count", "not a {{.Game}} type or not 0 to {{.Max}}: {{.Count}}")
	errBestType        = message.Define("citygame.record.best-type", "not a granada type")
	errFeature         = message.Define("citygame.record.feature", "out of range: {{.Feature}}")
	errCountsOnly      = message.Define("citygame.record.counts-only", "counts, best and feature only for a counted player")
	errStartSquare     = message.Define("citygame.record.start-square", "(0, 0) is the start tile's square")
	errScoringCount    = message.Define("citygame.record.scoring-count", "at most 3, not {{.Count}}")
	errScoringRound    = message.Define("citygame.record.scoring-round", "must be round {{.Round}} of {{.Game}}")
	errScoringPlayers  = message.Define("citygame.record.scoring-players", "must list the {{.Count}} players")
	errScoringName     = message.Define("citygame.record.scoring-name", "must be {{.Name}}")
	errNoScore         = message.Define("citygame.record.no-score", "does not score: {{.Reason}}")
	errResult          = message.Define("citygame.record.result", "is not what its table scores")
	errRunning         = message.Define("citygame.record.running", "must be {{.Want}}")
	errSetupCode       = message.Define("citygame.record.setup-code", "is not the code of a {{.Players}}-player {{.Game}} setup")
	errImportIllegal   = message.Define("citygame.import.illegal", "the file's cities break building rules")
)

// FieldError is a record or an operation refused, with the JSON path of the
// field at fault, e.g. "players[1].city[3].piece.id".
type FieldError struct {
	Field string
	said  message.Message
}

// Error returns the path and the message, in English.
func (e *FieldError) Error() string {
	if e.Field == "" {
		return e.said.Error()
	}
	return e.Field + ": " + e.said.Error()
}

// Said is what the error says, pointing at its field, for the app to word
// in the player's language.
func (e *FieldError) Said() message.Message { return e.said.At(0, e.Field) }

// fieldErr is the refusal m of field.
func fieldErr(field string, m message.Message) *FieldError {
	return &FieldError{Field: field, said: m}
}

// said is the message err says (the errors of city.ParseEdges and
// setup/code all say one).
func said(err error) message.Message {
	m, _ := message.Of(err)
	return m
}
