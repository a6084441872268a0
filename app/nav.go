package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/ui"
)

// navigator is the window's page stack: a title bar with a back button
// above the page on top. The home screen is its root and never leaves.
type navigator struct {
	title *widget.Label
	back  *widget.Button
	bar   *fyne.Container // back button and title; laid out again when the button shows or hides
	body  *fyne.Container
	pages []page
	root  fyne.CanvasObject
	// home, when set, is told when Back returns to the home screen.
	home func()
}

type page struct {
	title   string
	content fyne.CanvasObject
}

func newNavigator(rootTitle string, root fyne.CanvasObject) *navigator {
	n := &navigator{}
	n.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	n.title.SizeName = theme.SizeNameSubHeadingText
	n.title.Truncation = fyne.TextTruncateEllipsis
	n.back = widget.NewButtonWithIcon(lang.X("nav.back", "Back"), theme.NavigateBackIcon(), n.pop)
	n.body = container.NewStack()
	n.bar = container.NewBorder(nil, nil, n.back, nil, n.title)
	n.root = container.NewBorder(container.NewVBox(n.bar, ui.NewSeparator()), nil, nil, nil, n.body)
	n.push(rootTitle, root)
	return n
}

// push shows content on top of the stack under title, below the bars of
// the states it opened read-only (ui.WithStateBars).
func (n *navigator) push(title string, content fyne.CanvasObject) {
	n.pages = append(n.pages, page{title, ui.WithStateBars(content)})
	n.show(true)
}

// pop returns to the page below, if any.
func (n *navigator) pop() {
	if len(n.pages) > 1 {
		n.pages = n.pages[:len(n.pages)-1]
		n.show(false)
		if len(n.pages) == 1 && n.home != nil {
			n.home()
		}
	}
}

// show shows the page on top; fresh when its content was just made (a
// screen opened), which is then laid out and drawn without refreshing each
// of its widgets a second time.
func (n *navigator) show(fresh bool) {
	top := n.pages[len(n.pages)-1]
	n.title.SetText(top.title)
	if len(n.pages) > 1 {
		n.back.Show()
	} else {
		n.back.Hide()
	}
	n.body.Objects = []fyne.CanvasObject{top.content}
	if n.body.Size().IsZero() {
		// Not laid out yet (the window is being built): the window lays
		// the page out once at its own size. Refreshing now would build
		// and lay out every widget at size zero first, which wraps each
		// text word by word and, in the browser, delays the first frame.
		return
	}
	// Hiding the button does not move the title back by itself.
	n.bar.Refresh()
	if fresh {
		ui.ShowNew(n.body)
		return
	}
	n.body.Refresh()
}
