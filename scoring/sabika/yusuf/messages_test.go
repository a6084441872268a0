package yusuf

import (
	"errors"
	"reflect"
	"testing"

	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/data/sabika/yusuf"
)

// Every refusal says a message: its code, its parameters and the field it
// points at, for a screen to word in the player's language; the English
// the CLI prints is the field and the message, as before.
func TestRefusalsSayCodeParamsAndField(t *testing.T) {
	for _, tc := range []struct {
		name    string
		refuse  func(t *testing.T) error
		code    string
		params  message.Params
		field   string
		english string
	}{
		{"a major building of a minor type", func(t *testing.T) error {
			_, st := newTestGame(t, 1)
			_, err := st.apply(Question{Kind: AskMajorBuilding, Action: yusuf.MajorBuilding}, Answer{Type: "tower", Number: 3})
			return err
		}, "sabika.yusuf.major-type", message.Params{"Type": sabika.Tower}, "type",
			`type: "tower" is not palace, fountain or gate`},
		{"a major building of a mistyped type", func(t *testing.T) error {
			_, st := newTestGame(t, 1)
			_, err := st.apply(Question{Kind: AskMajorBuilding, Action: yusuf.MajorBuilding}, Answer{Type: "tent", Number: 3})
			return err
		}, "sabika.yusuf.major-type", message.Params{"Type": "tent"}, "type",
			`type: "tent" is not palace, fountain or gate`},
		{"a tile's number out of range", func(t *testing.T) error {
			_, st := newTestGame(t, 1)
			_, err := st.apply(Question{Kind: AskMajorBuilding, Action: yusuf.MajorBuilding}, Answer{Type: "palace", Number: MaxCount + 1})
			return err
		}, "sabika.yusuf.answer.tile-number", message.Params{"Value": MaxCount + 1, "Max": MaxCount}, "number",
			"number: 1001 is not a tile's number (1–1000)"},
		{"an answer with no question waiting", func(t *testing.T) error {
			c, st := newTestGame(t, 1)
			_, err := st.Answer(c, Answer{Skip: true})
			return err
		}, "sabika.yusuf.step.no-question", nil, "", "no question is waiting for an answer"},
		{"the end of a round with his turns left", func(t *testing.T) error {
			_, st := newTestGame(t, 1)
			_, _, err := st.EndRound(RoundEnd{})
			return err
		}, "sabika.yusuf.step.turns-left", message.Params{"Count": 4}, "", "Yusuf still has 4 turns this round"},
		{"a game without its first city", func(t *testing.T) error {
			_, err := NewGame(testComponents(), Setup{Seed: 1, StartCity: " "})
			return err
		}, "sabika.yusuf.city.missing", nil, "start_city", "start_city: the city's name is missing"},
		{"a state's PP out of range", func(t *testing.T) error {
			c, st := newTestGame(t, 1)
			st.PP = -1
			return st.Validate(c)
		}, "sabika.yusuf.range", message.Params{"Value": -1, "Min": 0, "Max": MaxTotal}, "pp",
			"yusuf state: pp: -1 is not 0–1000000"},
		{"a consolidation where he has not consolidated", func(t *testing.T) error {
			_, st := newTestGame(t, 1)
			_, err := st.PlayerConsolidated("Elsewhere")
			return err
		}, "sabika.yusuf.step.not-consolidated", message.Params{"City": "Elsewhere", "Cities": "test-city-0"}, "",
			`Yusuf has not consolidated "Elsewhere"; he consolidated test-city-0`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.refuse(t)
			m, ok := message.Of(err)
			if !ok {
				t.Fatalf("%v says no message", err)
			}
			if m.Code != tc.code || !reflect.DeepEqual(m.Params, tc.params) || m.Field != tc.field || m.Seat != 0 {
				t.Errorf("said %s %v at %q (seat %d), want %s %v at %q", m.Code, m.Params, m.Field, m.Seat, tc.code, tc.params, tc.field)
			}
			if err.Error() != tc.english {
				t.Errorf("English %q, want %q", err.Error(), tc.english)
			}
		})
	}
}

// A rule broken and an input unusable stay told apart for the CLI (exit 3
// and 2) once they say messages.
func TestRuleAndInputErrorsKeepTheirKind(t *testing.T) {
	c, st := newTestGame(t, 1)
	_, err := st.Answer(c, Answer{})
	var rule *RuleError
	if !errors.As(err, &rule) || rule.ErrorCode() != "illegal-step" {
		t.Errorf("no question waiting: %v is not an illegal step", err)
	}
	err = Within("answers[2]", inputErr("city", msgCityMissing.With(nil)))
	var in *InputError
	if !errors.As(err, &in) || in.Field != "answers[2].city" || in.Said().Field != "answers[2].city" || in.Said().Code != "sabika.yusuf.city.missing" {
		t.Errorf("within: %#v", err)
	}
}
