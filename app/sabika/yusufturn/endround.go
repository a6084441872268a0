package yusufturn

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/sabika/yourcopy"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// endForm keeps what the player has given for an end of round or of the
// game while the form is redrawn (after a value is recorded in Your copy).
type endForm struct {
	round    int
	tile     int // the new wish tile (an index of the edition's 9), -1: none chosen
	parias   *int
	onTop    string
	playerPP *int
	built    *int
	trade    *int
	poems    map[string]*yusuf.PoemScore
}

// form is the end form of the current round, started afresh each round.
func (s *screen) form() *endForm {
	r := s.st.Round
	if s.end == nil || s.end.round != r {
		s.end = &endForm{round: r, tile: -1, poems: map[string]*yusuf.PoemScore{}}
	}
	return s.end
}

// wishLetter is the letter of the wish tile that joins the tower at the
// end of round (1 → A, 3 → B, 5 → C), or "" [ES L774].
func wishLetter(round int) string {
	for i, sp := range sabika.WishSpaces {
		if sp == round+1 {
			return sabika.WishLetters[i]
		}
	}
	return ""
}

// towerTiles are the wish tiles already in the tower.
func (s *screen) towerTiles() []int {
	var out []int
	for _, in := range s.game().Inputs {
		out = append(out, in.Tiles...)
	}
	return out
}

// tower is the elements of the given wish tiles from Your copy, or the
// path of the first whose elements are not recorded.
func (s *screen) tower(tiles []int) ([][]yusuf.WishElement, string) {
	e := s.copy.Get()
	var out [][]yusuf.WishElement
	for _, t := range tiles {
		if e.Wishes[t].Elements == nil {
			return nil, fmt.Sprintf("wishes[%d].elements", t)
		}
		var tile []yusuf.WishElement
		for _, el := range e.Wishes[t].Elements {
			tile = append(tile, yusuf.WishElement{Per: string(el.Per), Type: string(el.Type), PP: el.PP})
		}
		out = append(out, tile)
	}
	return out, ""
}

// tileChoice asks which wish tile of the letter joins the tower.
func (s *screen) tileChoice(letter string) fyne.CanvasObject {
	f := s.form()
	box := container.NewVBox(ui.Heading(lang.X("yusuf.end.tile", "Which {{.Letter}} tile joins the tower?", map[string]any{"Letter": letter})))
	grid := container.NewGridWithColumns(3)
	for n, t := range s.copy.Get().TilesOf(letter) {
		b := widget.NewButton(fmt.Sprintf("%s%d", letter, n+1), func() { f.tile = t; s.build() })
		if f.tile == t {
			b.Importance = widget.HighImportance
		}
		grid.Add(b)
	}
	box.Add(grid)
	return box
}

// numberRow is a labelled count field whose value is kept in *v.
func numberRow(label string, v **int) fyne.CanvasObject {
	val, empty := 0, *v == nil
	if !empty {
		val = **v
	}
	f := ui.NewNumberField(val, empty, true, func(n int, empty bool) error {
		if empty {
			*v = nil
		} else {
			*v = &n
		}
		return nil
	})
	return container.NewVBox(ui.Wrapped(label), f.Object())
}

// endRoundView asks what the end of round needs from the table [ES
// L1117–1143] and shows it in the order the rulebook runs it.
func (s *screen) endRoundView() fyne.CanvasObject {
	st := s.st
	f := s.form()
	box := container.NewVBox(ui.Heading(lang.X("yusuf.end.heading", "End of round {{.Round}}", map[string]any{"Round": st.Round})),
		ui.Wrapped(lang.X("yusuf.end.help", "Do your own end of round on the board; Yusuf receives no income. Give what the board shows.")))
	var tiles []int // the tower is scored only when a tile joins it
	if letter := wishLetter(st.Round); letter != "" {
		tiles = s.towerTiles()
		box.Add(s.tileChoice(letter))
		if f.tile >= 0 {
			tiles = append(tiles, f.tile)
		}
	}
	due, ask := s.due(st.Round + 1)
	if ask != nil {
		box.Add(ask)
	}
	box.Add(numberRow(lang.X("yusuf.end.parias", "Your paria track after your tribute"), &f.parias))
	top := widget.NewRadioGroup([]string{lang.X("yusuf.end.top.yusuf", "Yusuf's counter is on top"), lang.X("yusuf.end.top.me", "My counter is on top")},
		func(v string) { f.onTop = v })
	top.Selected = f.onTop
	box.Add(ui.Wrapped(lang.X("yusuf.end.tie", "Only if your paria counters share a space:")))
	box.Add(top)
	msg := errorText()
	box.Add(msg)
	box.Add(bigButton(lang.X("yusuf.end.confirm", "End Yusuf's round"), theme.ConfirmIcon(), func() {
		in, problem := s.roundInput(tiles, due, ask == nil, top.Options)
		if problem == "" {
			if err := s.do(in, false); err != nil {
				problem = err.Error()
			}
		}
		showError(msg, problem)
	}))
	return box
}

// roundInput gathers the end of round, or says what is still missing.
func (s *screen) roundInput(tiles []int, due int, dueKnown bool, topOptions []string) (Input, string) {
	f := s.form()
	st := s.st
	tower, unknown := s.tower(tiles)
	switch {
	case wishLetter(st.Round) != "" && f.tile < 0:
		return Input{}, lang.X("yusuf.end.need-tile", "Choose the wish tile that joins the tower.")
	case unknown != "":
		return Input{}, lang.X("yusuf.end.need-elements", "Record that wish tile's elements in Your copy first.")
	case !dueKnown:
		return Input{}, lang.X("yusuf.end.need-due", "Record the tribute printed on the round track first.")
	case f.parias == nil:
		return Input{}, lang.X("yusuf.end.need-parias", "Give your paria track.")
	}
	in := Input{Kind: inEndRound, RoundEnd: &yusuf.RoundEnd{Tower: tower, Due: due, PlayerParias: *f.parias}}
	if in.RoundEnd.Tower == nil {
		in.RoundEnd.Tower = [][]yusuf.WishElement{}
	}
	if f.tile >= 0 {
		in.Tiles = []int{f.tile}
	}
	if f.onTop != "" {
		on := f.onTop == topOptions[0]
		in.RoundEnd.YusufOnTop = &on
	} else if *f.parias == st.Parias {
		return Input{}, lang.X("yusuf.end.need-top", "Your counters share a space: say whose is on top.")
	}
	return in, ""
}

// due is the tribute printed under round-track space, or Your copy's
// question for it when it is not recorded yet.
func (s *screen) due(space int) (int, fyne.CanvasObject) {
	if n, ok := s.copy.Get().TributeAt(space); ok {
		return n, nil
	}
	return 0, yourcopy.Ask(s.w, s.copy, fmt.Sprintf("tribute[%d]", space-2), s.build)
}

// errorText is a hidden wrapped line in the error colour.
func errorText() *widget.Label {
	t := ui.Wrapped("")
	t.Importance = widget.DangerImportance
	t.Hide()
	return t
}

// showError shows problem in t, or hides t when there is none.
func showError(t *widget.Label, problem string) {
	t.Text = problem
	t.Hidden = problem == ""
	t.Refresh()
}

// poemNeedsTrio and poemNeedsBalance: the major poems whose scoring Yusuf
// counts his own way [ES L1161–1162].
var (
	poemNeedsTrio    = []string{"A3"}
	poemNeedsBalance = []string{"C3"}
)

// isAny reports whether code is one of codes.
func isAny(code string, codes []string) bool { return slices.Contains(codes, code) }
