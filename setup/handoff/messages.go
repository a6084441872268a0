package handoff

import "arrayan.io/arrayan/data/message"

// What Pack, Unpack, Split and the Collector refuse. A refusal of the
// game's own reader or check is passed on inside msgRecord, worded first.
var (
	msgNotGame     = message.Define("handoff.not-a-game", "this is not a game handed over from Arrayán")
	msgNewer       = message.Define("handoff.newer", "this game was handed over by a newer version of Arrayán (format {{.Format}}; this one reads {{.Reads}})")
	msgDamaged     = message.Define("handoff.damaged", "this game's text is damaged or incomplete; scan or copy it again")
	msgChecksum    = message.Define("handoff.checksum", "this game's text does not match its checksum: it was changed or misread; scan or copy it again")
	msgTooLarge    = message.Define("handoff.too-large", "a handed-over game is at most {{.Max}} bytes")
	msgUnknownGame = message.Define("handoff.unknown-game", "Arrayán hands over no game called {{.Game}}")
	msgJSON        = message.Define("handoff.json", "the game's record cannot be read: {{.Detail}}")
	msgRecord      = message.Define("handoff.record", "the game's record is refused: {{.Problem}}")
	msgOtherGame   = message.Define("handoff.other-game", "the record is a game of {{.Record}}, not of {{.Game}}")
	msgPackFailed  = message.Define("handoff.pack-failed", "the game could not be packed: {{.Detail}}")
	msgBadPart     = message.Define("handoff.bad-part", "this is not a part of a handed-over game")
	msgTooManyPart = message.Define("handoff.too-many-parts", "a game is handed over in at most {{.Max}} parts, not {{.Parts}}")
	msgAnotherGame = message.Define("handoff.another-game", "this part belongs to another game than the parts read so far")
	msgPartCount   = message.Define("handoff.part-count", "this part says the game has {{.Parts}} parts; the parts read so far say {{.Want}}")
	msgPartsDiffer = message.Define("handoff.parts-differ", "part {{.Part}} was read twice with different contents; scan it again")
)

// Refused is what Pack, Unpack and the Collector return for input they do
// not take: the message the app words, and the game engine's own error
// when its reader or check refused the record.
type Refused struct {
	said message.Message
	// Err is the game engine's refusal behind msgRecord or msgJSON; nil
	// for a refusal of the handover's own format.
	Err error
}

// Error is the refusal in English.
func (e *Refused) Error() string { return e.said.Error() }

// Said is the refusal as a message, for ui.SayError.
func (e *Refused) Said() message.Message { return e.said }

// Unwrap returns the engine's error, if any.
func (e *Refused) Unwrap() error { return e.Err }

// refused is a refusal of the handover's own format.
func refused(m message.Message) *Refused { return &Refused{said: m} }
