package setupscreen

import (
	"testing"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/internal/uitest"
)

// fontsAsked is the app's theme, noting each text style whose font the
// screen's texts were measured or drawn in.
type fontsAsked struct {
	fyne.Theme
	styles map[fyne.TextStyle]bool
}

// Font notes the style and gives the theme's font.
func (f *fontsAsked) Font(s fyne.TextStyle) fyne.Resource {
	f.styles[s] = true
	return f.Theme.Font(s)
}

// A friend's setup link is the slow path of a first visit (issue 27): its
// first frame must not parse more fonts than it shows, nor make what it
// does not show. Each font style parsed costs about as much as the whole
// of a bare app's first frame (docs/web.md): the page is drawn in the
// regular and the bold fonts alone (the code was monospaced, one font
// more for one line). The dealer's tools, below the checklist once the
// page is whole, are made after the first frame (finish).
func TestFriendsLinkFirstFrameDrawsInTwoFontsAndMakesNoTools(t *testing.T) {
	a := uitest.NewApp(t)
	asked := &fontsAsked{Theme: a.Settings().Theme(), styles: map[fyne.TextStyle]bool{}}
	a.Settings().SetTheme(asked)
	w := uitest.Window(t, nil)
	w.Resize(fyne.NewSize(390, 844))
	s := newFromCode(w, "11R3-XYJ1-1G09-F03T", nil)
	w.SetContent(s.object)
	for style := range asked.styles {
		if style != (fyne.TextStyle{}) && style != (fyne.TextStyle{Bold: true}) {
			t.Errorf("the link's first frame parses the font of %+v: only the regular and the bold ones are drawn", style)
		}
	}
	if !asked.styles[fyne.TextStyle{}] || !asked.styles[fyne.TextStyle{Bold: true}] {
		t.Errorf("fonts asked for %v: the regular and the bold ones were expected (is the theme still asked?)", asked.styles)
	}
	if s.tools != nil || s.codeEntry != nil || s.games != nil {
		t.Error("the dealer's tools were made before the link's first frame")
	}
	s.finish()
	if s.tools == nil || s.codeEntry == nil || s.games == nil {
		t.Fatal("the dealer's tools are missing once the page is whole")
	}
}
