package yourcopy

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/scoring/sabika/game"
)

// The screen's sections.
const (
	sectionBoard = iota
	sectionYusuf
	sectionShare
)

// screen is the "Your copy of Sabika" screen: a row of sections (the board
// and tiles, Yusuf, sharing), undo and redo of every change to the copy,
// and one editor at a time opened in place of its section's list.
type screen struct {
	w       fyne.Window
	c       *Copy
	section int
	// editor, when not nil, builds the editor shown instead of the
	// section's list; it is built again after every change.
	editor func() fyne.CanvasObject
	// listOffset is where the list was scrolled when the editor opened,
	// to come back to the same place.
	listOffset fyne.Position

	tabs   *choiceGrid
	body   *fyne.Container
	scroll *container.Scroll
	share  *shareView
	object fyne.CanvasObject
}

// NewScreen returns the "Your copy of Sabika" screen: everything recorded
// of the player's copy, shown and edited, Yusuf's components included, and
// shared as a file, a text code or a QR code.
func NewScreen(w fyne.Window) fyne.CanvasObject {
	return newScreen(w).object
}

func newScreen(w fyne.Window) *screen {
	translation.Need(translation.YourCopy)
	s := &screen{w: w, c: Open(w), body: container.NewVBox()}
	s.scroll = container.NewVScroll(s.body)
	s.share = newShareView(s)
	s.tabs = newChoiceGrid([]string{
		lang.X("yourcopy.section.board", "Board"),
		lang.X("yourcopy.section.yusuf", "Yusuf"),
		lang.X("yourcopy.section.share", "Share"),
	}, sectionBoard, 0, func(i int) {
		s.section, s.editor = i, nil
		s.redraw()
		s.scroll.ScrollToTop()
	})
	// Three columns where the words fit, else rows of fewer: a longer
	// word at a larger text size is never cut.
	s.tabs.object.Layout = &ui.ResponsiveGrid{MaxColumns: 3}
	top := container.NewVBox(s.tabs.object, s.c.Buttons())
	s.object = container.NewBorder(top, nil, nil, nil, s.scroll)
	s.c.OnChange(func() {
		if fyne.CurrentApp().Driver().CanvasForObject(s.object) != nil {
			s.redraw()
		}
	})
	s.redraw()
	return s
}

// redraw shows the current section (or its open editor) again.
func (s *screen) redraw() {
	var content fyne.CanvasObject
	switch {
	case s.editor != nil:
		back := widget.NewButtonWithIcon(lang.X("yourcopy.back", "Back to the list"), theme.NavigateBackIcon(), s.closeEditor)
		content = container.NewVBox(container.NewHBox(back), s.editor())
	case s.section == sectionYusuf:
		content = s.yusufView()
	case s.section == sectionShare:
		s.share.redraw()
		content = s.share.object
	default:
		content = s.boardView()
	}
	s.body.Objects = []fyne.CanvasObject{content}
	// A swipe that starts on a text box (a pasted code, a rondel's
	// spaces) scrolls the page, as anywhere else (issue 29).
	ui.SwipeFieldsScrollPage(content, s.scroll)
	// laid out, not refreshed: what is built anew is drawn for the first
	// time (refreshing the body and then the scroll drew it all twice more)
	ui.RelayoutPage(s.scroll)
}

// reveal brings o whole into view (ui.BringIntoView: as little scrolling
// as it takes, its top first when it is taller than the view), so that a
// message or the changes to confirm show where the player tapped.
func (s *screen) reveal(o fyne.CanvasObject) {
	s.layOut()
	ui.BringIntoView(s.scroll, o, o)
}

// showCard brings the next card's parts, from the first (first) down to
// its "Record and next card" button (record), whole into view
// (ui.BringIntoView); when the view is too short for them, the button
// stays whole at its foot. The next card's parts and its button show
// without a swipe.
func (s *screen) showCard(first, record fyne.CanvasObject) {
	s.layOut()
	ui.BringIntoView(s.scroll, first, record)
}

// layOut lays the sections out at their new sizes before what is to come
// into view is measured: the sections are cards, whose content
// ui.BringIntoView's own layout leaves at the card's former size.
func (s *screen) layOut() {
	if fyne.CurrentApp().Driver().CanvasForObject(s.object) != nil {
		s.body.Refresh()
	}
}

// openEditor shows the editor build makes in place of the list.
func (s *screen) openEditor(build func() fyne.CanvasObject) {
	if s.editor == nil {
		s.listOffset = s.scroll.Offset
	}
	s.editor = build
	s.redraw()
	s.scroll.ScrollToTop()
}

// closeEditor goes back to the section's list, scrolled where it was when
// the editor opened (a value just recorded leaves the player's place).
func (s *screen) closeEditor() {
	s.editor = nil
	s.redraw()
	s.scroll.ScrollToOffset(s.listOffset)
}

// focusEntry gives the keyboard focus to the first text field of o, so that
// a question asking a number takes it without a tap.
func (s *screen) focusEntry(o fyne.CanvasObject) {
	if s.w == nil {
		return
	}
	FocusFirstEntry(s.w, o)
}

// FocusFirstEntry gives the keyboard focus to the first enabled text field
// of o, shown in w: a question of the copy asked inline (Ask) takes its
// number without a tap. Nothing happens when o holds no such field.
func FocusFirstEntry(w fyne.Window, o fyne.CanvasObject) {
	var first *widget.Entry
	var find func(fyne.CanvasObject)
	find = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Entry:
			if first == nil && !x.Disabled() {
				first = x
			}
		case *fyne.Container:
			for _, c := range x.Objects {
				find(c)
			}
		}
	}
	find(o)
	if first != nil {
		w.Canvas().Focus(first)
	}
}

// ask opens the inline question for an edition path as an editor.
func (s *screen) ask(field string) {
	defer func() { s.focusEntry(s.body) }()
	var built fyne.CanvasObject
	s.openEditor(func() fyne.CanvasObject {
		if built == nil { // built once: a recording redraws the screen, and the editor keeps its draft
			// Entering a deck's cards scrolls to each next card.
			if f, ok := game.ReadEditionField(field); ok && f.Part == game.PartYusuf && f.Yusuf.Deck != "" {
				built = newCardAsker(s.c, f.Yusuf.Deck, s.closeEditor, s.showCard)
			} else {
				built = Ask(s.w, s.c, field, s.closeEditor)
			}
		}
		return built
	})
}
