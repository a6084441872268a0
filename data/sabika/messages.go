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
)
