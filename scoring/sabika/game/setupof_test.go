package game

import (
	"errors"
	"testing"

	gameid "arrayan.io/arrayan/data/game"
	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/setup/deal"
)

// A setup code starts a Sabika game only when it deals Sabika: another
// game's code is refused at the field "code", saying the game it deals;
// an unreadable code is refused there with the reader's own reason.
func TestSetupOf(t *testing.T) {
	codeOf := func(game string, players int) string {
		s, err := deal.Deal(deal.Request{Game: game, Players: players, Seed: 7})
		if err != nil {
			t.Fatal(err)
		}
		return s.Code
	}
	for _, tc := range []struct {
		name    string
		code    string
		msg     string
		game    gameid.ID
		english string
	}{
		{"Sabika", " " + codeOf(deal.Sabika, 3) + " ", "", "", ""},
		{"Alhambra", codeOf(deal.Alhambra, 3), "sabika.game.other-game", gameid.Alhambra, "this code deals alhambra, not Sabika"},
		{"Granada", codeOf(deal.Granada, 2), "sabika.game.other-game", gameid.Granada, "this code deals granada, not Sabika"},
		{"Marco Polo", codeOf(deal.MarcoPolo, 4), "sabika.game.other-game", gameid.MarcoPolo, "this code deals marcopolo, not Sabika"},
		{"a code too short", "12", "setup.code.length", "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			setup, err := SetupOf(tc.code)
			if tc.msg == "" {
				if err != nil || setup.Setup.Sabika == nil || setup.Players != 3 {
					t.Fatalf("refused or not Sabika's: %v", err)
				}
				return
			}
			var bad *BadStart
			if !errors.As(err, &bad) || bad.Field != "code" {
				t.Fatalf("not refused at the code: %v", err)
			}
			m, _ := message.Of(err)
			if m.Code != tc.msg || m.Field != "code" {
				t.Errorf("said %s at %q, want %s at code", m.Code, m.Field, tc.msg)
			}
			if tc.game != "" && (m.Params["Game"] != tc.game || m.String() != tc.english) {
				t.Errorf("said %v %q, want the game %s: %q", m.Params, m.String(), tc.game, tc.english)
			}
		})
	}
}
