package sabika

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/scoring/sabika/game"
)

// boardKey names one field of the board panel: a player and a holding.
type boardKey struct {
	player int
	part   game.ChangeField
}

// boardParts are the board panel's columns, in the order of the players'
// table.
var boardParts = []game.ChangeField{game.FieldPP, game.FieldParias, game.FieldDinars, game.FieldSeals}

// boardPanel is "What the board shows now": every player's PP, paria
// track, dinars and seals as last confirmed, each a field to set to what
// the board shows, once, before the end of round's steps use them (the
// wishes count the seals, the tribute is paid from all four). A value
// set is a correction of the step (Entry.Corrected), which the engine
// applies and logs on confirm; a moved paria counter lands on top of its
// new space's stack (ruling 10). Yusuf holds no dinars (ES L1151).
func (g *gameScreen) boardPanel(r *Record) fyne.CanvasObject {
	s := r.Game
	cols := holdingColumns()
	w := columnWidth(cols)
	help := lang.X("sabika.board.help", "Set any value that differs from the board: the steps below use these.")
	if r.Phase == PhaseFinal {
		// What round 5 brought (PP, parias, dinars, seals) is on the table
		// only: the final scoring starts from it (ES L833–893).
		help = lang.X("sabika.final.holds", "Holds at the end of round 5, before the final scoring (correct to match the table):")
	}
	box := container.NewVBox(ui.WrappedHeading(lang.X("sabika.board.title", "What the board shows now")),
		ui.Wrapped(help), headRow(widget.NewLabel(""), cols, w))
	g.board = map[boardKey]*widget.Entry{}
	for i, p := range s.Players {
		name := widget.NewLabel(p.Name)
		name.Truncation = fyne.TextTruncateEllipsis
		cells := make([]fyne.CanvasObject, len(boardParts))
		for k, part := range boardParts {
			if part == game.FieldDinars && p.Yusuf() {
				cells[k] = cell("–", false)
				continue
			}
			e := ui.WheelThrough(widget.NewEntry())
			e.SetText(strconv.Itoa(held(p, part)))
			e.OnChanged = func(text string) {
				if v, err := strconv.Atoi(strings.TrimSpace(text)); err == nil && v >= 0 {
					_ = g.setHolding(i, part, v)
				}
			}
			g.s.st.Typed(e)
			g.board[boardKey{i, part}] = e
			cells[k] = e
		}
		// The name in a stack of its own: a row of the board is a table's,
		// not a label beside one field.
		ui.Append(box, tableRow(container.NewStack(name), cells, w))
	}
	ui.Append(box, ui.Wrapped(stacksText(s, s.Track)))
	return box
}
