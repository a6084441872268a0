package tilescore

import (
	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/history"
	"arrayan.io/arrayan/app/ui"
	hist "arrayan.io/arrayan/scoring/history"
)

// keepButton is the quick score's "Game over: keep it" step: the scoring
// as shown joins the history of plays.
func (s *screen) keepButton() fyne.CanvasObject {
	return history.KeepButton(s.window, "tilescore."+s.game.ID.String(), func() (hist.Result, error) {
		res, why := s.score()
		if why != "" {
			return hist.Result{}, ui.Worded(why)
		}
		names := make([]string, len(res.Players))
		for i, p := range res.Players {
			names[i] = p.Name
		}
		return history.TilesResult(s.game, names, res), nil
	})
}
