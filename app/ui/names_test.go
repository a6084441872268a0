package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// A name's field refuses, while it is typed, a name over 40 characters
// (data/naming's one limit), and takes 40; a name that long never stands
// in a list as a player's name.
func TestNameFieldRefusesOverLongNames(t *testing.T) {
	test.NewTempApp(t)
	e := NameField(widget.NewEntry())
	w := test.NewWindow(e)
	defer w.Close()
	test.Type(e, strings.Repeat("я", 40))
	if err := e.Validate(); err != nil {
		t.Errorf("40 characters refused: %v", err)
	}
	test.Type(e, "я")
	if err := e.Validate(); err == nil || err.Error() != "A name has at most 40 characters." {
		t.Errorf("41 characters: %v", err)
	}
	if got := PlayerName(e.Text, 1); got != "Player 2" {
		t.Errorf("a name of 41 characters stands as %.20q", got)
	}
}
