package deal

import (
	"errors"
	"strings"
	"testing"

	gameid "arrayan.io/arrayan/data/game"
	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/setup/code"
)

// Every request Deal refuses says a message of the setup.deal kinds about
// the field the CLI reports, worded in English as the error reads.
func TestRefusalsSayTheirField(t *testing.T) {
	cases := []struct {
		r     Request
		field string
	}{
		{Request{Game: "chess", Players: 2}, "game"},
		{Request{Game: Sabika, Players: 5}, "players"},
		{Request{Game: Sabika, Players: 2, Seed: code.MaxSeed + 1}, "seed"},
		{Request{Game: Sabika, Players: 2, Options: map[string]string{"colour": "red"}}, "option"},
		{Request{Game: Sabika, Players: 2, Options: map[string]string{OptEvents: "lots"}}, "option"},
		{Request{Game: Sabika, Players: 2, Options: map[string]string{OptYusufPP: "10"}}, "option"},
		{Request{Game: MarcoPolo, Players: 2, Options: map[string]string{OptMode: "wild"}}, "option"},
		{Request{Game: Alhambra, Players: 2, Redeals: [code.Parts]uint8{0, 0, 0, 0, 0, 1}}, "part"},
	}
	for _, c := range cases {
		_, err := Deal(c.r)
		var ie *InputError
		if !errors.As(err, &ie) || ie.Field != c.field {
			t.Errorf("%+v: %v, want an *InputError on %s", c.r, err, c.field)
			continue
		}
		m, ok := message.Of(err)
		if !ok || m.Field != c.field || !strings.HasPrefix(m.Code, "setup.deal.") {
			t.Errorf("%+v: says %+v, reads %q", c.r, m, err.Error())
		}
	}
	if _, err := Redeal(Request{Game: Alhambra, Players: 2}, "moon"); err == nil {
		t.Error("re-dealt a part Alhambra has not")
	} else if m, _ := message.Of(err); m.Code != "setup.deal.no-part" || m.Field != "part" {
		t.Errorf("an unknown part says %+v", m)
	}
}

// A code that reads but names no setup says why as a message within its
// message, so that the app words both in the player's language.
func TestBadCodeSaysItsReason(t *testing.T) {
	c, err := code.Encode(code.Fields{Game: 0, Players: 7}) // Sabika is for 1 to 4
	if err != nil {
		t.Fatal(err)
	}
	_, err = FromCode(c)
	m, ok := message.Of(err)
	if !ok || m.Code != "setup.deal.bad-code" {
		t.Fatalf("%v says %+v", err, m)
	}
	reason, ok := message.Of(m.Params["Reason"].(error))
	if !ok || reason.Code != "setup.deal.players" {
		t.Errorf("the reason says %+v", reason)
	}
	var ie *InputError
	if !errors.As(err, &ie) || ie.ErrorCode() != "bad-code" {
		t.Errorf("%v: want CLI code bad-code", err)
	}
}

// A refusal names a known game as its game.ID, which the app names in the
// player's language; the English (the CLI's) prints the id as before. A
// game nobody knows stays the quoted text given.
func TestRefusalsCarryTheGameAsItsID(t *testing.T) {
	_, err := Deal(Request{Game: Sabika, Players: 5})
	m, ok := message.Of(err)
	if !ok || m.Params["Game"] != gameid.Sabika {
		t.Errorf("%v says %+v, want the game as gameid.Sabika", err, m)
	}
	if want := "sabika is for 1 to 4 players, not 5"; m.String() != want {
		t.Errorf("English %q, want %q", m.String(), want)
	}
	_, err = Deal(Request{Game: "chess", Players: 2})
	if m, _ := message.Of(err); m.Params["Game"] != `"chess"` {
		t.Errorf("an unknown game is %#v, want the quoted text", m.Params["Game"])
	}
}
