package history

import "arrayan.io/arrayan/data/message"

// What the history engine says when it refuses a file, a saved list of
// plays or an edit: each a code with its parameters (app/ui.Say words it
// in the player's language, the CLI in English).
var (
	// kindAt is a problem of one field of the file, named by its path.
	kindAt = message.Define("history.at", "{{.Field}}: {{.Problem}}")
	// kindJSON is a file that is not JSON in the history's form; the CLI
	// adds the decoder's own English detail.
	kindJSON = message.Define("history.json", "is not written in the history's JSON form")
	// kindMissingVersion is JSON without the history's version member.
	kindMissingVersion = message.Define("history.missing-version", "not a history file: arrayan_history is missing")
	// kindNewer is a history of a newer format.
	kindNewer          = message.Define("history.newer", "this history was written by a newer version of Arrayán (format {{.Version}}; this version reads {{.Reads}})")
	kindVersion        = message.Define("history.version", "must be {{.Want}}, not {{.Got}}")
	kindManyPlayers    = message.Define("history.many-players", "more than {{.Max}} players")
	kindManyPlays      = message.Define("history.many-plays", "more than {{.Max}} plays")
	kindIDLow          = message.Define("history.id-low", "must be 1 or more")
	kindIDTwice        = message.Define("history.id-twice", "{{.ID}} is given twice")
	kindNameTwice      = message.Define("history.name-twice", "\"{{.Name}}\" is given twice")
	kindSeatCount      = message.Define("history.seat-count", "a play of {{.Game}} has 1 to {{.Most}} seats, not {{.Count}}")
	kindYusufPlayer    = message.Define("history.yusuf-player", "Yusuf's seat names no player")
	kindYusufSabika    = message.Define("history.yusuf-sabika", "Yusuf plays only Sabika")
	kindYusufOnce      = message.Define("history.yusuf-once", "Yusuf sits at the table once")
	kindNoPlayer       = message.Define("history.no-player", "no player {{.Player}} in the roster")
	kindPlayerTwice    = message.Define("history.player-twice", "player {{.Player}} sits twice")
	kindNeedDifficulty = message.Define("history.need-difficulty", "a game with Yusuf names its difficulty")
	kindNoDifficulty   = message.Define("history.no-difficulty", "only a game with Yusuf has a difficulty")
	kindCodeText       = message.Define("history.code-text", "must be printable text of at most {{.Max}} characters")
	kindNoteText       = message.Define("history.note-text", "must be text of at most {{.Max}} characters")
	kindNoWinner       = message.Define("history.no-winner", "a play has at least one winner")
	kindNoSeat         = message.Define("history.no-seat", "no seat {{.Seat}}")
	kindSeatTwice      = message.Define("history.seat-twice", "seat {{.Seat}} is given twice")
	kindNotTop         = message.Define("history.not-top", "seat {{.Seat}} does not have the highest total ({{.Best}})")
	kindSharedWin      = message.Define("history.shared-win", "seat {{.Seat}} ties for the highest total: without a tie_break it shares the win")
	kindNoTie          = message.Define("history.no-tie", "no tie was broken: {{.Tied}} seats have the highest total and {{.Winners}} win")
	kindBuildingsTie   = message.Define("history.buildings-tie", "buildings break ties only in Sabika")
	kindCamelsTie      = message.Define("history.camels-tie", "camels break ties only in Marco Polo")
	kindTieBreak       = message.Define("history.tie-break", "must be buildings or camels, not \"{{.TieBreak}}\"")
	kindRange          = message.Define("history.range", "must lie within ±{{.Max}}")
	kindCategory       = message.Define("history.category", "must be a lowercase slug of 1 to {{.Max}} characters, not \"{{.Category}}\"")
	kindCategoryTwice  = message.Define("history.category-twice", "\"{{.Category}}\" is given twice")
	kindSum            = message.Define("history.sum", "is {{.Total}} but the points add up to {{.Sum}}")
	kindNameEmpty      = message.Define("history.name-empty", "a name cannot be empty")
	kindNameLong       = message.Define("history.name-long", "a name has at most {{.Max}} characters, not {{.Count}}")
	kindNamePrintable  = message.Define("history.name-printable", "a name must be printable text")
	kindNameSpace      = message.Define("history.name-space", "a name cannot begin or end with a space")
	kindDateForm       = message.Define("history.date-form", "\"{{.Date}}\" is not a date written YYYY-MM-DD")
	kindDateEarly      = message.Define("history.date-early", "\"{{.Date}}\" is before {{.Year}}: not a date of a play")
	kindRosterFull     = message.Define("history.roster-full", "the roster is full ({{.Max}} players)")
	kindNameTaken      = message.Define("history.name-taken", "\"{{.Name}}\" is already in the roster")
	kindPlayerSat      = message.Define("history.player-sat", "{{.Name}} sat at {{.Plays}} kept plays")
	kindHistoryFull    = message.Define("history.full", "the history is full ({{.Max}} plays)")
	kindNoPlay         = message.Define("history.no-play", "no play {{.Play}}")
	kindKeeping        = message.Define("history.keeping", "keeping the play: {{.Problem}}")
	kindKeepingSeat    = message.Define("history.keeping-seat", "keeping the play: seat {{.Seat}}: {{.Problem}}")
	// The saved list of plays (Lines) read back.
	kindLine       = message.Define("history.lines.line", "line {{.Line}}: {{.Problem}}")
	kindCutShort   = message.Define("history.lines.cut-short", "the last line is cut short")
	kindFields     = message.Define("history.lines.fields", "{{.Count}} fields, not {{.Want}}")
	kindNoSeats    = message.Define("history.lines.no-seats", "no seats")
	kindSeatForm   = message.Define("history.lines.seat", "seat \"{{.Seat}}\" is not player:total:points")
	kindPointsForm = message.Define("history.lines.points", "points \"{{.Points}}\" are not category=points")
	kindLongNumber = message.Define("history.lines.long-number", "\"{{.Text}}\" is too long a number")
	kindNotNumber  = message.Define("history.lines.number", "\"{{.Text}}\" is not a whole number")
	kindControl    = message.Define("history.lines.control", "a control character in the text")
	kindCutEscape  = message.Define("history.lines.cut-escape", "a cut %XX escape")
	kindBadEscape  = message.Define("history.lines.escape", "a bad %XX escape \"{{.Escape}}\"")
)
