package marcopolo

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
)

// rawTable mirrors the CLI's input with pointers, so that a missing field
// can be told from a zero.
type rawTable struct {
	Game    *string      `json:"game"`
	Players *[]rawPlayer `json:"players"`
}

type rawPlayer struct {
	Name       *string     `json:"name"`
	VP         *int        `json:"vp"`
	Coins      *int        `json:"coins"`
	Camels     *int        `json:"camels"`
	Goods      *Goods      `json:"goods"`
	Posts      *[]string   `json:"posts"`
	Beijing    *int        `json:"beijing"`
	Objectives *[][]string `json:"objectives"`
	Contracts  *int        `json:"contracts"`
	Character  *string     `json:"character"`
}

// DecodeTable reads the CLI's score input for "game": "marcopolo". Every
// field of a player is required except beijing (absent = no Beijing post)
// and character; goods may leave out a kind (0). Unknown fields, trailing
// data and wrong types are InputErrors. The table is not validated: Score
// does that.
func DecodeTable(r io.Reader) (Table, error) {
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	var raw rawTable
	if err := dec.Decode(&raw); err != nil {
		return Table{}, jsonError(err)
	}
	// More would miss a stray '}' or ']': only the end of the input may follow.
	if _, err := dec.Token(); err != io.EOF {
		return Table{}, &InputError{Message: "unexpected data after the JSON object"}
	}
	if raw.Game == nil || *raw.Game != "marcopolo" {
		return Table{}, &InputError{Field: "game", Message: `game must be "marcopolo"`}
	}
	if raw.Players == nil {
		return Table{}, &InputError{Field: "players", Message: "missing field"}
	}
	t := Table{Players: make([]Player, 0, len(*raw.Players))}
	for i, rp := range *raw.Players {
		p, err := rp.player(i)
		if err != nil {
			return Table{}, err
		}
		t.Players = append(t.Players, p)
	}
	return t, nil
}

func (rp rawPlayer) player(i int) (Player, error) {
	missing := func(f string) error {
		return &InputError{Field: fmt.Sprintf("players[%d].%s", i, f), Message: "missing field"}
	}
	p := Player{}
	switch {
	case rp.Name == nil:
		return p, missing("name")
	case rp.VP == nil:
		return p, missing("vp")
	case rp.Coins == nil:
		return p, missing("coins")
	case rp.Camels == nil:
		return p, missing("camels")
	case rp.Goods == nil:
		return p, missing("goods")
	case rp.Posts == nil:
		return p, missing("posts")
	case rp.Objectives == nil:
		return p, missing("objectives")
	case rp.Contracts == nil:
		return p, missing("contracts")
	}
	p.Name, p.VP, p.Coins, p.Camels = *rp.Name, *rp.VP, *rp.Coins, *rp.Camels
	p.Goods, p.Posts, p.Contracts = *rp.Goods, *rp.Posts, *rp.Contracts
	if rp.Beijing != nil {
		p.Beijing = *rp.Beijing
	}
	if rp.Character != nil {
		p.Character = *rp.Character
	}
	for j, pair := range *rp.Objectives {
		if len(pair) != 2 {
			return p, &InputError{Field: fmt.Sprintf("players[%d].objectives[%d]", i, j), Message: fmt.Sprintf("an objective names 2 cities, not %d", len(pair))}
		}
		p.Objectives = append(p.Objectives, [2]string{pair[0], pair[1]})
	}
	return p, nil
}

// jsonError turns a decoder error into an InputError naming the field.
func jsonError(err error) error {
	var typeErr *json.UnmarshalTypeError
	if errors.As(err, &typeErr) {
		return &InputError{Field: typeErr.Field, Message: fmt.Sprintf("expected %s, got JSON %s", typeErr.Type, typeErr.Value)}
	}
	if strings.HasPrefix(err.Error(), "json: unknown field ") {
		return &InputError{Message: strings.TrimPrefix(err.Error(), "json: ")}
	}
	if errors.Is(err, io.EOF) {
		return &InputError{Message: "empty input: expected a JSON object"}
	}
	return &InputError{Message: fmt.Sprintf("malformed JSON: %v", err)}
}
