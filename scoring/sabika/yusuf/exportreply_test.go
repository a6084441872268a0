package yusuf

import (
	"errors"
	"testing"
)

// An export reply with the seal or the trade card unanswered is refused,
// naming the question; answered "no", it gives an answer without them.
func TestExportReplyNeedsEveryQuestionAnswered(t *testing.T) {
	no, yes := false, true
	for _, c := range []struct {
		reply ExportReply
		field string
	}{
		{ExportReply{City: "Baza", Matches: &yes}, "seal"},
		{ExportReply{City: "Baza", Seal: &no}, "matches"},
		{ExportReply{City: "Baza"}, "seal"},
	} {
		_, err := c.reply.Answer()
		var in *InputError
		if !errors.As(err, &in) || in.Field != c.field {
			t.Errorf("%+v: %v, want the %s question named", c.reply, err, c.field)
		}
	}
	a, err := ExportReply{City: "Baza", Seal: &no, Matches: &yes}.Answer()
	if err != nil || a.City != "Baza" || a.Seal || !a.Matches {
		t.Errorf("answered reply: %+v, %v", a, err)
	}
}
