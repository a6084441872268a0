package marcopolo

import (
	"errors"
	"fmt"
	"io"

	gameid "arrayan.io/arrayan/data/game"
	"arrayan.io/arrayan/data/jsonin"
	"arrayan.io/arrayan/data/message"
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

// DecodeTable reads the CLI's score input for "game": "marcopolo", strictly
// (data/jsonin: exact key case, no key twice, no unknown field, one JSON
// value). Every field of a player is required except beijing (absent = no
// Beijing post) and character; goods may leave out a kind (0). Errors are
// InputErrors naming the field. The table is not validated: Score does
// that.
func DecodeTable(r io.Reader) (Table, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return Table{}, inputErr("", jsonin.ReadFailed.With(message.Params{"Detail": err.Error()}))
	}
	var raw rawTable
	if err := jsonin.Decode(data, &raw); err != nil {
		var e *jsonin.Error
		if errors.As(err, &e) {
			return Table{}, inputErr(e.Path, msgJSON.With(message.Params{"Detail": e.Message}))
		}
		return Table{}, inputErr("", msgJSON.With(message.Params{"Detail": err.Error()}))
	}
	if raw.Game == nil || *raw.Game != gameid.MarcoPolo.String() {
		return Table{}, inputErr("game", msgGame.With(nil))
	}
	if raw.Players == nil {
		return Table{}, inputErr("players", msgMissing.With(nil))
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
		return playerErr(i, f, "", msgMissing.With(nil))
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
			return p, playerErr(i, "objectives", fmt.Sprintf("objectives[%d]", j), msgObjectivePair.With(message.Params{"Count": len(pair)}))
		}
		p.Objectives = append(p.Objectives, [2]string{pair[0], pair[1]})
	}
	return p, nil
}
