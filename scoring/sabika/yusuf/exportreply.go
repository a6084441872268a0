package yusuf

import "arrayan.io/arrayan/data/message"

// Refusals of an export reply with a question left unanswered.
var (
	msgExportNoSeal    = message.Define("sabika.yusuf.export.no-seal", "answer whether the city had a seal")
	msgExportNoMatches = message.Define("sabika.yusuf.export.no-matches", "answer whether the city meets the trade card")
)

// ExportReply is the board's reply to an export question (AskExport) as
// the player gives it, part by part: Seal and Matches are nil until
// answered. Both decide what he takes [ES L1053–1063]: a seal left
// unanswered is never taken as "no" (issue 29).
type ExportReply struct {
	City          string
	Seal, Matches *bool
}

// Answer is the reply as the engine's Answer; a question left unanswered
// refuses it, naming the question (an InputError of field "seal" or
// "matches"). The city is checked when the answer is applied.
func (r ExportReply) Answer() (Answer, error) {
	switch {
	case r.Seal == nil:
		return Answer{}, inputErr("seal", msgExportNoSeal.With(nil))
	case r.Matches == nil:
		return Answer{}, inputErr("matches", msgExportNoMatches.With(nil))
	}
	return Answer{City: r.City, Seal: *r.Seal, Matches: *r.Matches}, nil
}
