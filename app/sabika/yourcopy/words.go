package yourcopy

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"

	"arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/data/sabika/yusuf"
)

// The engines' messages carry Sabika's values (a building type, a worker,
// an action, a wish kind, a card's discard icon and special count) as
// their own types; ui.Say names them with the words below, the one place
// each is worded.
func init() {
	ui.NameValues(inMessages(TypeName))
	ui.NameValues(inMessages(WorkerName))
	ui.NameValues(inMessages(ActionName))
	ui.NameValues(inMessages(KindName))
	ui.NameValues(inMessages(discardName))
	ui.NameValues(inMessages(perName))
}

// inMessages is name with Your copy's words loaded first: a message may
// name a value on a screen that has not loaded them (the game record's).
func inMessages[T any](name func(T) string) func(T) string {
	return func(v T) string {
		translation.Need(translation.YourCopy)
		return name(v)
	}
}

// spaceNth names round-track space n (2–6) as an ordinal that fits the
// questions ("the 3rd space"); every language words its own.
func spaceNth(n int) string {
	switch n {
	case 2:
		return lang.X("yourcopy.space.nth.2", "2nd")
	case 3:
		return lang.X("yourcopy.space.nth.3", "3rd")
	case 4:
		return lang.X("yourcopy.space.nth.4", "4th")
	case 5:
		return lang.X("yourcopy.space.nth.5", "5th")
	case 6:
		return lang.X("yourcopy.space.nth.6", "6th")
	}
	return strconv.Itoa(n)
}

// seatNth names turn position i (1–4) as an ordinal ("the 2nd player").
func seatNth(i int) string {
	switch i {
	case 1:
		return lang.X("yourcopy.seat.nth.1", "1st")
	case 2:
		return lang.X("yourcopy.seat.nth.2", "2nd")
	case 3:
		return lang.X("yourcopy.seat.nth.3", "3rd")
	case 4:
		return lang.X("yourcopy.seat.nth.4", "4th")
	}
	return strconv.Itoa(i)
}

// KindName names a wish element's kind as the rulebook words it [ES
// L789–799; RU L661–686]: the one name of each kind, in Your copy and in
// the game record's wish scoring. A kind with no words is named by its
// code (TestEverySabikaValueWorded fails).
func KindName(k sabika.WishKind) string {
	switch k {
	case sabika.PerType:
		return lang.X("yourcopy.kind.type", "Building type")
	case sabika.PerPresence:
		return lang.X("yourcopy.kind.presence", "City with presence")
	case sabika.PerConsolidated:
		return lang.X("yourcopy.kind.consolidated", "Consolidated city")
	case sabika.PerSeal:
		return lang.X("yourcopy.kind.seal", "Seal")
	case sabika.PerBluePoem:
		return lang.X("yourcopy.kind.blue-poem", "Blue poem")
	case sabika.PerRedPoem:
		return lang.X("yourcopy.kind.red-poem", "Red poem")
	case sabika.PerPoem:
		return lang.X("yourcopy.kind.poem", "Poem of any colour")
	}
	return string(k)
}

// TypeName names a building type [ES L554–562, L1207–1209].
func TypeName(t sabika.BuildingType) string {
	switch t {
	case sabika.Palace:
		return lang.X("yourcopy.type.palace", "Palace")
	case sabika.Fountain:
		return lang.X("yourcopy.type.fountain", "Fountain")
	case sabika.Gate:
		return lang.X("yourcopy.type.gate", "Gate")
	case sabika.Garden:
		return lang.X("yourcopy.type.garden", "Garden")
	case sabika.Tower:
		return lang.X("yourcopy.type.tower", "Tower")
	case sabika.Window:
		return lang.X("yourcopy.type.window", "Window")
	}
	return string(t)
}

// elementName names one wish element: its building type, or its kind.
func elementName(el sabika.WishElement) string {
	if el.Per == sabika.PerType {
		return TypeName(el.Type)
	}
	return KindName(el.Per)
}

// WorkerName names a worker with the rulebook's terms [ES L99–121].
func WorkerName(w yusuf.Worker) string {
	switch w {
	case yusuf.Alarife:
		return lang.X("yourcopy.worker.alarife", "Alarife")
	case yusuf.Comerciante:
		return lang.X("yourcopy.worker.comerciante", "Comerciante")
	case yusuf.Poetisa:
		return lang.X("yourcopy.worker.poetisa", "Poetisa")
	}
	return string(w)
}

// ActionName names one of Yusuf's card actions (spec §6.5).
func ActionName(a yusuf.Action) string {
	switch a {
	case yusuf.MajorBuilding:
		return lang.X("yourcopy.action.major-building", "Major building")
	case yusuf.MinorBuilding:
		return lang.X("yourcopy.action.minor-building", "Minor building")
	case yusuf.Warehouse:
		return lang.X("yourcopy.action.warehouse", "Warehouse")
	case yusuf.Export:
		return lang.X("yourcopy.action.export", "Export")
	case yusuf.Consolidate:
		return lang.X("yourcopy.action.consolidate", "Consolidate")
	case yusuf.Carve:
		return lang.X("yourcopy.action.carve", "Carve a poem")
	}
	return string(a)
}

// discardName names a card's discard icon [ES L984].
func discardName(d yusuf.Discard) string {
	switch d {
	case yusuf.DiscardNone:
		return lang.X("yourcopy.discard.none", "No discard icon")
	case yusuf.DiscardRaw:
		return lang.X("yourcopy.discard.raw", "Raw material")
	case yusuf.DiscardMarble:
		return lang.X("yourcopy.discard.marble", "Marble")
	case yusuf.DiscardBoth:
		return lang.X("yourcopy.discard.both", "Raw material and marble")
	}
	return string(d)
}

// perName names a special bottom's count [ES L1095–1115].
func perName(p yusuf.Per) string {
	switch p {
	case yusuf.PerMajorBuilding:
		return lang.X("yourcopy.per.major-building", "+1 PP per major building")
	case yusuf.PerMinorBuilding:
		return lang.X("yourcopy.per.minor-building", "+1 PP per minor building")
	case yusuf.PerPresence:
		return lang.X("yourcopy.per.presence", "+1 PP per city with presence")
	case yusuf.PerConsolidated:
		return lang.X("yourcopy.per.consolidated", "+1 PP per consolidated city")
	case yusuf.PerPoem:
		return lang.X("yourcopy.per.poem", "+1 PP per poem card")
	}
	return string(p)
}

// notRecorded marks a value still unknown.
func notRecorded() string { return lang.X("yourcopy.not-recorded", "not recorded yet") }

// ppText is "n PP".
func ppText(n int) string {
	return lang.X("yourcopy.pp", "{{.N}} PP", map[string]any{"N": n})
}

// pariasText is "n parias".
func pariasText(n int) string {
	return translation.XN("yourcopy.parias", "{{.N}} parias", n, map[string]any{"N": n})
}

// titled is a card whose title wraps (a Card's own title does not, and
// would widen a phone's screen).
func titled(title string, parts ...fyne.CanvasObject) fyne.CanvasObject {
	return ui.NewCard("", "", container.NewVBox(append([]fyne.CanvasObject{ui.WrappedHeading(title)}, parts...)...))
}

// LetterName is a wish letter as the player's rulebook prints it: the
// Russian edition letters its tiles А, Б, В for A, B, C (spec
// sabika.md, "Letters": RU L87, L821).
func LetterName(letter string) string {
	switch letter {
	case "A":
		return lang.X("yourcopy.letter.a", "A")
	case "B":
		return lang.X("yourcopy.letter.b", "B")
	case "C":
		return lang.X("yourcopy.letter.c", "C")
	}
	return letter
}
