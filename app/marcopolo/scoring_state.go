package marcopolo

import (
	"slices"

	"arrayan.io/arrayan/app/ui"
	mp "arrayan.io/arrayan/data/marcopolo"
	"arrayan.io/arrayan/scoring/marcopolo"
)

// seat is what one player has entered.
type seat struct {
	Name       string   `json:"name"`
	VP         int      `json:"vp"`
	Coins      int      `json:"coins"`
	Camels     int      `json:"camels"`
	Pepper     int      `json:"pepper"`
	Silk       int      `json:"silk"`
	Gold       int      `json:"gold"`
	Contracts  int      `json:"contracts"`
	Beijing    int      `json:"beijing"`
	Character  string   `json:"character"`
	Objectives [2]int   `json:"objectives"` // objective card ids, 0 for none
	Posts      []string `json:"posts"`
}

// scoringState is everything the scoring screen holds; it is saved on
// every change.
type scoringState struct {
	Players int              `json:"players"`
	Editing int              `json:"editing"` // the seat whose posts the map shows
	Seats   [maxPlayers]seat `json:"seats"`
}

const scoringKey = "marcopolo.scoring.state"

func newScoringState() scoringState {
	s := scoringState{Players: 3}
	for i := range s.Seats {
		s.Seats[i] = freshSeat()
	}
	return s
}

func freshSeat() seat { return seat{VP: mp.StartScore(), Posts: []string{}} }

func (s scoringState) clone() scoringState {
	c := s
	for i := range c.Seats {
		c.Seats[i].Posts = slices.Clone(s.Seats[i].Posts)
	}
	return c
}

// table turns the entries into the engine's table; unnamed seats get their
// default names.
func (s scoringState) table() marcopolo.Table {
	var t marcopolo.Table
	for i := range s.Players {
		st := s.Seats[i]
		p := marcopolo.Player{
			Name: ui.PlayerName(st.Name, i), VP: st.VP, Coins: st.Coins, Camels: st.Camels,
			Goods:     marcopolo.Goods{Pepper: st.Pepper, Silk: st.Silk, Gold: st.Gold},
			Posts:     slices.Clone(st.Posts),
			Beijing:   st.Beijing,
			Contracts: st.Contracts, Character: st.Character,
		}
		for _, id := range st.Objectives {
			if o, ok := objectiveByID(id); ok {
				p.Objectives = append(p.Objectives, o.Cities)
			}
		}
		t.Players = append(t.Players, p)
	}
	return t
}

func objectiveByID(id int) (mp.Objective, bool) {
	for _, o := range mp.Objectives() {
		if o.ID == id {
			return o, true
		}
	}
	return mp.Objective{}, false
}
