package edition

import (
	"errors"
	"fmt"
	"strings"

	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/data/sabika/yusuf"
)

// FieldError is a value of the edition data that cannot be right: Field is
// its path in the file ("wishes[3].elements[0].pp"), Msg what is wrong.
type FieldError struct {
	Field string
	Msg   message.Message
	// Card is the ID of the Yusuf card the field belongs to, if any.
	Card string
	// Part is the section of the edition the field is in (its tribute,
	// starting dinars, a wish tile's letter or elements, Yusuf's tiles and
	// deck sizes, rondels or cards), typed so that a screen names the
	// value without reading Field; "" for the file's head (game, format).
	Part Part
	// Index is the field's place in its Part, from 0: the round-track
	// space's, the turn position's or the wish tile's.
	Index int
	// Yusuf is the part of Yusuf's components the field is in, typed (his
	// rondel and space, his card, his deck), for a screen to name it and
	// open its editor; empty for the other fields.
	Yusuf yusuf.Place
	// Deck is the worker whose deck size is refused (Part PartYusufTiles),
	// or "".
	Deck yusuf.Worker
	// Kind says what is wrong, for the app to word it (KindValue when
	// empty).
	Kind Kind
}

// Kind is what a FieldError refuses.
type Kind string

// The kinds of refusal.
const (
	KindValue   Kind = ""        // a value that cannot be right
	KindGame    Kind = "game"    // another game's data
	KindNewer   Kind = "newer"   // made by a newer version
	KindNotData Kind = "no-data" // not edition data at all (a garbage file)
	KindField   Kind = "field"   // edition data with a field unknown or of the wrong type
	KindCode    Kind = "code"    // a text code that is broken or mistyped
)

// Error returns the field and the message, in English.
func (e *FieldError) Error() string { return e.Field + ": " + e.Msg.Error() }

// Said is what is wrong, pointing at the field (for app/ui.SayError).
func (e *FieldError) Said() message.Message { return e.Msg.At(0, e.Field) }

// fieldErr is a FieldError of field saying m.
func fieldErr(field string, m message.Message) *FieldError {
	return &FieldError{Field: field, Msg: m}
}

// printedRange says that a printed value is not within 0..MaxPrinted.
func printedRange(v int) message.Message {
	return sabika.OutOfRange.With(message.Params{"Max": sabika.MaxPrinted, "Value": v})
}

// Check validates the edition: the format and game, tribute values ≥ 0,
// the 9 wish tiles with letters A, B, C three times each and valid
// elements, starting dinars ≥ 0, and Yusuf's section. The books give no
// upper bound for a printed tribute or the starting dinars, nor a number
// of event-change symbols (ruling 15: the player's copy decides), so none
// is invented here. It returns the first of Problems, an *FieldError.
func (e *Edition) Check() error {
	if ps := e.Problems(); len(ps) > 0 {
		return ps[0]
	}
	return nil
}

// Problems lists every value of the edition that cannot be right, in file
// order (every refused card, not only the first), or none; another game
// or a newer format is the only problem listed, since its fields mean
// something else.
func (e *Edition) Problems() []*FieldError {
	if err := checkHead(e.Format, e.Game); err != nil {
		return []*FieldError{err}
	}
	var out []*FieldError
	for i, v := range e.Tribute {
		if v != nil && (*v < 0 || *v > sabika.MaxPrinted) {
			out = append(out, partErr(PartTribute, i, fmt.Sprintf("tribute[%d]", i), printedRange(*v)))
		}
	}
	out = append(out, e.wishProblems()...)
	for i, v := range e.StartDinars {
		if v != nil && (*v < 0 || *v > sabika.MaxPrinted) {
			out = append(out, partErr(PartStartDinars, i, fmt.Sprintf("start_dinars[%d]", i), printedRange(*v)))
		}
	}
	if e.Yusuf != nil {
		var bad *yusuf.Error
		if errors.As(e.Yusuf.Validate(), &bad) { // Validate returns an *yusuf.Error or nil
			for _, p := range bad.Problems {
				out = append(out, yusufErr(p))
			}
		}
	}
	return out
}

func (e *Edition) wishProblems() []*FieldError {
	var out []*FieldError
	per := map[string]int{}
	for i, t := range e.Wishes {
		field := fmt.Sprintf("wishes[%d]", i)
		per[t.Letter]++
		if per[t.Letter] > 3 || (t.Letter != "A" && t.Letter != "B" && t.Letter != "C") {
			out = append(out, partErr(PartWishLetter, i, field+".letter", msgWishLetter.With(message.Params{"Letter": t.Letter})))
		}
		if t.Elements != nil && len(t.Elements) == 0 {
			out = append(out, partErr(PartWish, i, field+".elements", sabika.WishTileEmpty.With(nil)))
		}
		for j, el := range t.Elements {
			if sub, problem := el.Check(); problem != "" {
				out = append(out, partErr(PartWish, i, fmt.Sprintf("%s.elements[%d].%s", field, j, sub), elementProblem(sub, el)))
			} else if el.PP > sabika.MaxPrinted {
				out = append(out, partErr(PartWish, i, fmt.Sprintf("%s.elements[%d].pp", field, j), printedRange(el.PP)))
			}
		}
	}
	return out
}

// partErr is a FieldError of field, the index-th value of part, saying m.
func partErr(part Part, index int, field string, m message.Message) *FieldError {
	e := fieldErr(field, m)
	e.Part, e.Index = part, index
	return e
}

// yusufErr is the FieldError of a problem of Yusuf's components, typed by
// the section it is in: a card (PartCard, with its ID), a rondel or the
// rondels (PartRondel), else the tiles and deck sizes (PartYusufTiles,
// with the worker whose deck size is refused).
func yusufErr(p yusuf.Problem) *FieldError {
	e := &FieldError{Field: "yusuf." + p.Field, Msg: p.Msg, Card: p.Card, Yusuf: p.Place, Part: PartYusufTiles}
	switch {
	case p.Card != "":
		e.Field = fmt.Sprintf("yusuf.cards[%s].%s", p.Card, p.Field)
		e.Part = PartCard
	case p.Place.Rondel != "" || strings.HasPrefix(p.Field, "rondels"):
		e.Part = PartRondel
	case p.Field == "cards":
		e.Part = PartCard
	default:
		if w, ok := strings.CutPrefix(p.Field, "deck_sizes."); ok {
			e.Deck = yusuf.Worker(w)
		}
	}
	return e
}

// elementProblem says what is wrong with a wish tile's element, from the
// field its Check names: an unknown wish kind or building type, a type on
// an element that is not a building type's, or a PP below 0.
func elementProblem(field string, el sabika.WishElement) message.Message {
	switch field {
	case "per":
		return sabika.ElementPer.With(message.Params{"Per": el.Per})
	case "type":
		if el.Per == sabika.PerType {
			return sabika.ElementType.With(message.Params{"Type": el.Type})
		}
		return sabika.ElementTypeless.With(nil)
	}
	return printedRange(el.PP)
}

// checkHead refuses another game's data and a newer format.
func checkHead(format int, game string) *FieldError {
	switch {
	case game != GameID:
		return kindErr(KindGame, "game", msgOtherGame.With(message.Params{"Game": game}))
	case format > FormatVersion:
		return kindErr(KindNewer, "format", msgNewerFormat.With(message.Params{"Format": format, "Reads": FormatVersion}))
	case format < 1:
		return fieldErr("format", msgFormat.With(message.Params{"Format": format}))
	}
	return nil
}

// kindErr is a FieldError of kind k.
func kindErr(k Kind, field string, m message.Message) *FieldError {
	e := fieldErr(field, m)
	e.Kind = k
	return e
}
