package yourcopy

import (
	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/translation"

	"arrayan.io/arrayan/data/sabika/yusuf"
)

// DrawnCard draws one of Yusuf's worker cards exactly as the card editor
// shows it, so that the turn screen (app/sabika/yusufturn) shows in play
// the card the player checked against the physical one; scale 1 is the
// editor's large card. (Added by the yusuf helper.)
func DrawnCard(card yusuf.Card, scale float32) fyne.CanvasObject {
	translation.Need(translation.YourCopy)
	return drawnCard(card, scale, allShown)
}
