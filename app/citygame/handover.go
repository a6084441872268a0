package citygame

import (
	"encoding/json"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/handover"
	"arrayan.io/arrayan/app/ui"
	cg "arrayan.io/arrayan/scoring/citygame"
	"arrayan.io/arrayan/scoring/tiles"
)

// received is a game handed over from another phone, shown above the list
// until it is kept or cancelled: its record, read and checked by
// setup/handoff as a saved list's records are (cg.Load), or why it was
// refused.
type received struct {
	record *cg.Record
	// refused words why the text is not kept ("" when record is set).
	refused string
}

// handOver shows the "Continue on another phone" page of the game shown:
// its record as the list saves it, packed by setup/handoff (which refuses,
// with its message, a record the other phone would refuse); Back shows
// the game again.
func (s *screen) handOver() {
	e := s.st().Games[s.open]
	data, err := json.Marshal(e.Record)
	text, err := handover.Pack(s.game.ID, data, err)
	name := "arrayan-" + s.game.ID.String() + "-game-" + strconv.Itoa(e.ID) + ".txt"
	handover.Show(s.window, s.root, text, err, name, s.redraw)
}

// NewHandedOver returns the game companion of game shown in w with the
// game that text hands over (a `#game=` link, its fragment, a file's text
// or the packed text itself) previewed above the list: its scorings taken
// and the players' running totals, to keep as a new game of this phone's
// or to cancel. A text refused, or of the other game, is said there in
// the player's language, and nothing is kept.
func NewHandedOver(game *tiles.Game, w fyne.Window, text string) fyne.CanvasObject {
	return handedOver(game, w, text).root
}

// handedOver opens the screen in w with the game text hands over shown
// above the list (NewHandedOver).
func handedOver(game *tiles.Game, w fyne.Window, text string) *screen {
	s := newScreen(game, w)
	s.receive(text)
	return s
}

// receive reads text as a game handed over and shows it above the list.
func (s *screen) receive(text string) {
	s.received = &received{}
	h, err := handover.Receive(text)
	switch {
	case err != nil:
		s.received.refused = handover.Refused(err)
	case h.City == nil || h.Game != s.game.ID:
		s.received.refused = lang.X("citygame.handed.other", "This is a game of {{.Game}}: this screen keeps games of {{.This}} only.",
			map[string]any{"Game": ui.GameName(h.Game.String()), "This": ui.GameName(s.game.ID.String())})
	default:
		s.received.record = h.City
	}
	s.show(-1)
}

// receiveFile shows the game a file's text hands over, or why the file
// could not be read (unread, handover.OpenFileButton).
func (s *screen) receiveFile(text, unread string) {
	if unread != "" {
		s.received = &received{refused: unread}
		s.show(-1)
		return
	}
	s.receive(text)
}

// receivedCard previews the game received: the game, its scorings taken
// and each player's running total as the engine ranks them, with Keep
// and Cancel; or why it was refused, with Close.
func (s *screen) receivedCard() fyne.CanvasObject {
	cancel := func() {
		s.received = nil
		s.redraw()
	}
	r := s.received.record
	if r == nil {
		return handover.Refusal(s.received.refused, cancel)
	}
	box := container.NewVBox(ui.Wrapped(lang.X("citygame.handed.summary", "{{.Game}}, {{.Players}} players · {{.Progress}}",
		map[string]any{"Game": ui.GameName(r.Game.String()), "Players": len(r.Players), "Progress": progressText(*r)})))
	for _, rank := range r.Ranking() {
		ui.Append(box, widget.NewLabel(lang.X("citygame.standing", "{{.Place}}. {{.Name}} {{.Total}}", map[string]any{
			"Place": rank.Place, "Name": r.Players[rank.Player].Name, "Total": rank.Total})))
	}
	keep := func() { s.keepReceived(*r) }
	if _, err := s.room(); err != nil {
		keep = nil
		ui.Append(box, ui.Wrapped(fullText(err)))
	}
	return ui.NewCard("", "", handover.Preview(box, keep, cancel))
}

// keepReceived adds the received game to the list as a new game (a
// number no game of the list has, so none is overwritten; at the list's
// limit the oldest finished game kept in the history leaves it, as when
// a game starts) and opens it, with an Undo that takes it off the list.
func (s *screen) keepReceived(r cg.Record) {
	drop, err := s.room()
	if err != nil {
		return // the card says so and offers no Keep (receivedCard)
	}
	s.data.SetScope(listScope)
	id := s.st().nextID()
	s.data.Change(func(st *state) {
		games := slices.Clone(st.Games)
		if drop >= 0 {
			games = slices.Delete(games, drop, drop+1)
		}
		st.Games = append(games, entry{ID: id, Record: r})
	})
	s.received = nil
	s.kept = id
	s.show(len(s.st().Games) - 1)
}

// keptNote is shown above a game just kept from another phone, with
// Undo, which takes it off the list again (the list's Undo); nothing
// once the list was shown again.
func (s *screen) keptNote() fyne.CanvasObject {
	if s.kept == 0 || s.st().Games[s.open].ID != s.kept {
		return container.NewVBox()
	}
	return handover.KeptNote(lang.X("citygame.handed.kept", "Kept from another phone."), func() {
		s.kept = 0
		s.open = -1
		s.data.SetScope(listScope)
		s.data.Undo()
		s.show(-1)
	})
}
