package sabika

import "arrayan.io/arrayan/data/message"

// The kinds of message more than one Sabika engine says, declared once
// here, the lowest package they share, so that each is worded once.
var (
	// OutOfRange refuses a count outside 0 to {{.Max}}: a quantity a
	// player enters (scoring/sabika's bounds) or a value printed on a
	// Yusuf card (data/sabika/yusuf).
	OutOfRange = message.Define("sabika.range", "must be 0 to {{.Max}}, not {{.Value}}")
	// UnknownBuildingType refuses a building type that is not one of the
	// six (BuildingTypes): a held type of a wish (scoring/sabika) or the
	// type a Yusuf round element names (scoring/sabika/yusuf).
	UnknownBuildingType = message.Define("sabika.unknown-building-type", "unknown building type \"{{.Type}}\"")
	// WishTileEmpty refuses a wish tile with no element (a tile the game
	// record scores, or one Your copy records).
	WishTileEmpty = message.Define("sabika.wish.tile-empty", "a wish tile shows at least one element")
	// ElementType refuses a wish element's building type that is not one
	// of the six.
	ElementType = message.Define("sabika.wish.element-type", "unknown building type \"{{.Type}}\" (palace, fountain, gate, garden, tower, window)")
	// ElementPer refuses a wish element's kind that is not one of the
	// seven.
	ElementPer = message.Define("sabika.wish.element-per", "unknown wish \"{{.Per}}\" (one of type, presence, consolidated, seal, blue-poem, red-poem, poem)")
	// ElementTypeless refuses a type on an element of another kind.
	ElementTypeless = message.Define("sabika.wish.element-typeless", "only a building-type element names a type")
)
