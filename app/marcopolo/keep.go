package marcopolo

import (
	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/history"
	hist "arrayan.io/arrayan/scoring/history"
	"arrayan.io/arrayan/scoring/marcopolo"
)

// keepButton is the end scoring's "Game over: keep it" step: the table as
// scored now joins the history of plays.
func (s *scoringScreen) keepButton(w fyne.Window) fyne.CanvasObject {
	return history.KeepButton(w, "marcopolo.score", func() (hist.Result, error) {
		res, err := marcopolo.Score(s.st().table())
		if err != nil {
			return hist.Result{}, err
		}
		names := make([]string, len(res.Players))
		for i, p := range res.Players {
			names[i] = p.Name
		}
		return history.MarcoPoloResult(names, res), nil
	})
}
