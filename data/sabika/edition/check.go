package edition

import (
	"errors"
	"fmt"

	"arrayan.io/arrayan/data/sabika/yusuf"
)

// FieldError is a value of the edition data that cannot be right: Field is
// its path in the file ("wishes[3].elements[0].pp").
type FieldError struct {
	Field   string
	Message string
}

// Error returns the field and the message.
func (e *FieldError) Error() string { return e.Field + ": " + e.Message }

func fieldErr(field, format string, args ...any) error {
	return &FieldError{Field: field, Message: fmt.Sprintf(format, args...)}
}

// Check validates the edition: the format and game, tribute values ≥ 0,
// the 9 wish tiles with letters A, B, C three times each and valid
// elements, starting dinars ≥ 0, and Yusuf's section. The books give no
// upper bound for a printed tribute or the starting dinars, nor a number
// of event-change symbols (ruling 15: the player's copy decides), so none
// is invented here.
func (e *Edition) Check() error {
	if err := checkHead(e.Format, e.Game); err != nil {
		return err
	}
	for i, v := range e.Tribute {
		if v != nil && *v < 0 {
			return fieldErr(fmt.Sprintf("tribute[%d]", i), "must be 0 or more, not %d", *v)
		}
	}
	if err := e.checkWishes(); err != nil {
		return err
	}
	for i, v := range e.StartDinars {
		if v != nil && *v < 0 {
			return fieldErr(fmt.Sprintf("start_dinars[%d]", i), "must be 0 or more, not %d", *v)
		}
	}
	if e.Yusuf != nil {
		var bad *yusuf.Error
		if err := e.Yusuf.Validate(); errors.As(err, &bad) && len(bad.Problems) > 0 {
			p := bad.Problems[0]
			field := "yusuf." + p.Field
			if p.Card != "" {
				field = fmt.Sprintf("yusuf.cards[%s].%s", p.Card, p.Field)
			}
			return fieldErr(field, "%s", p.Message)
		} else if err != nil {
			return fieldErr("yusuf", "%v", err)
		}
	}
	return nil
}

func (e *Edition) checkWishes() error {
	per := map[string]int{}
	for i, t := range e.Wishes {
		field := fmt.Sprintf("wishes[%d]", i)
		per[t.Letter]++
		if per[t.Letter] > 3 || (t.Letter != "A" && t.Letter != "B" && t.Letter != "C") {
			return fieldErr(field+".letter", "the 9 tiles are A, B and C three times each; %q does not fit", t.Letter)
		}
		if t.Elements != nil && len(t.Elements) == 0 {
			return fieldErr(field+".elements", "a wish tile shows at least one element")
		}
		for j, el := range t.Elements {
			if sub, problem := el.Check(); problem != "" {
				return fieldErr(fmt.Sprintf("%s.elements[%d].%s", field, j, sub), "%s", problem)
			}
		}
	}
	return nil
}

// checkHead refuses another game's data and a newer format.
func checkHead(format int, game string) error {
	switch {
	case game != GameID:
		return fieldErr("game", "this is edition data of %q, not of Sabika", game)
	case format > FormatVersion:
		return fieldErr("format", "made by a newer version of Arrayán (format %d; this one reads up to %d)", format, FormatVersion)
	case format < 1:
		return fieldErr("format", "must be 1 or more, not %d", format)
	}
	return nil
}
