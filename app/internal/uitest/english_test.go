package uitest

import (
	"testing"

	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/translation"
)

// englishCatcher records the errors NoEnglish reports.
type englishCatcher struct {
	testing.TB
	errors int
}

func (c *englishCatcher) Errorf(string, ...any) { c.errors++ }
func (c *englishCatcher) Helper()               {}

func TestNoEnglishFindsAnEnglishSentenceOnASpanishScreen(t *testing.T) {
	NewApp(t)
	if err := translation.Use("es"); err != nil {
		t.Fatal(err)
	}
	w := Window(t, widget.NewLabel("The system reports: disk full"))
	c := &englishCatcher{TB: t}
	NoEnglish(c, w, "es")
	if c.errors != 1 {
		t.Errorf("an English sentence gave %d errors, want 1", c.errors)
	}
	w.SetContent(widget.NewLabel("El sistema informa: disco lleno · Zoë"))
	c.errors = 0
	NoEnglish(c, w, "es")
	if c.errors != 0 {
		t.Errorf("a Spanish sentence gave %d errors", c.errors)
	}
}
