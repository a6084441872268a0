package sabika

import "fyne.io/fyne/v2"

// NewSoloScreen is the game record as "Solo with Yusuf" opens it (added by
// the yusuf helper, issue 10): the last unfinished solo game resumed, or,
// when there is none, the list with the new-game form set for one player
// against Yusuf. Yusuf's turns show in the game through YusufPanel.
func NewSoloScreen(w fyne.Window) fyne.CanvasObject {
	s := newScreen(w)
	recs := s.st.Get().Records
	for i := len(recs) - 1; i >= 0; i-- {
		if recs[i].YusufSeat() >= 0 && !recs[i].Game.Ended {
			s.show(recs[i].ID)
			return s.body
		}
	}
	s.solo = true
	s.redraw()
	return s.body
}
