package edition

import "arrayan.io/arrayan/data/message"

// What the edition's checks and readers say (FieldError.Msg); each kind is
// worded in every language of the app under "msg."+code. A Detail is a
// reader's own text (the JSON decoder's, a wish element's check in
// data/sabika), said as it comes.
var (
	msgWishLetter    = message.Define("sabika.edition.wish-letter", "the 9 tiles are A, B and C three times each; \"{{.Letter}}\" does not fit")
	msgOtherGame     = message.Define("sabika.edition.other-game", "this is edition data of \"{{.Game}}\", not of Sabika")
	msgNewerFormat   = message.Define("sabika.edition.newer-format", "made by a newer version of Arrayán (format {{.Format}}; this one reads up to {{.Reads}})")
	msgFormat        = message.Define("sabika.edition.format", "must be 1 or more, not {{.Format}}")
	msgTooLarge      = message.Define("sabika.edition.too-large", "edition data larger than {{.Max}} bytes")
	msgNotData       = message.Define("sabika.edition.not-data", "not edition data: {{.Detail}}")
	msgBadField      = message.Define("sabika.edition.bad-field", "{{.Detail}}")
	msgMalformed     = message.Define("sabika.edition.malformed", "malformed edition data: {{.Detail}}")
	msgCodeAlphabet  = message.Define("sabika.edition.code-alphabet", "mistyped or incomplete (a character outside the code's alphabet, or a cut code)")
	msgCodeChecksum  = message.Define("sabika.edition.code-checksum", "mistyped or incomplete (its checksum does not match)")
	msgCodeNewer     = message.Define("sabika.edition.code-newer", "a code of a newer version of Arrayán")
	msgCodePrefix    = message.Define("sabika.edition.code-prefix", "an edition code starts with {{.Board}} or {{.Whole}}")
	msgCodeUnpack    = message.Define("sabika.edition.code-unpack", "mistyped or incomplete ({{.Detail}})")
	msgCodeValues    = message.Define("sabika.edition.code-values", "mistyped or incomplete (its values do not read)")
	msgBoardElements = message.Define("sabika.edition.board-elements", "tile {{.Tile}} shows more than {{.Max}} elements")
	msgBoardNoNumber = message.Define("sabika.edition.board-no-number", "tile {{.Tile}} element {{.Element}} has no board-code number")
)
