package sabika

import (
	"encoding/json"
	"strconv"

	"arrayan.io/arrayan/app/handover"
	gameid "arrayan.io/arrayan/data/game"
)

// handOver shows the handover page of game id: the record as it is saved,
// packed by setup/handoff (which refuses, with its message, a record the
// other phone would refuse).
func (s *screen) handOver(id int) {
	i := s.index(id)
	if i < 0 {
		return
	}
	data, err := json.Marshal(s.st.Get().Records[i])
	text, err := handover.Pack(gameid.Sabika, data, err)
	s.showHandover(id, text, err)
}

// showHandover shows the handover page of game id for its packed text,
// or why it cannot be handed over (err); Back shows the game again.
func (s *screen) showHandover(id int, text string, err error) {
	name := "arrayan-sabika-game-" + strconv.Itoa(id+1) + ".txt"
	handover.Show(s.w, s.body, text, err, name, func() { s.show(id) })
}
