package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// SwipeFieldsScrollPage makes a swipe that starts on any multi-line text
// field within o (in its containers and cards) scroll page, as
// SwipeScrollsPage does for one field, so that a long text box (a pasted
// code, a rondel's spaces) is no dead spot on a phone's page (issue 29).
// A field already marked is left as it is: calling it again after each
// redraw marks only the fields new since.
func SwipeFieldsScrollPage(o fyne.CanvasObject, page *container.Scroll) {
	if o == nil || page == nil {
		return
	}
	for _, e := range multiLineEntries(o, nil) {
		if !ScrollsPage(e) {
			SwipeScrollsPage(e, page)
		}
	}
}

// ScrollsPage reports whether a swipe that starts on the text field e
// scrolls a page (SwipeScrollsPage) rather than the field's own text.
func ScrollsPage(e *widget.Entry) bool {
	touchFields.mu.Lock()
	defer touchFields.mu.Unlock()
	for _, t := range touchFields.items {
		if t.obj() == fyne.CanvasObject(e) && t.page != nil && t.page() != nil {
			return true
		}
	}
	return false
}

// multiLineEntries appends the multi-line text fields within o, in its
// containers and cards, to out.
func multiLineEntries(o fyne.CanvasObject, out []*widget.Entry) []*widget.Entry {
	switch x := o.(type) {
	case *widget.Entry:
		if x.MultiLine {
			out = append(out, x)
		}
	case *fyne.Container:
		for _, c := range x.Objects {
			out = multiLineEntries(c, out)
		}
	case *Card:
		out = multiLineEntries(&x.Card, out)
	case *widget.Card:
		if x.Content != nil {
			out = multiLineEntries(x.Content, out)
		}
	case *laidOutFirst:
		out = multiLineEntries(x.content, out)
	}
	return out
}
