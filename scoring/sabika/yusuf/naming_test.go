package yusuf

import (
	"strings"
	"testing"
)

// The cities Yusuf's state names (his first ship's, those he exports to,
// those of a saved state) are at most naming.MaxRunes characters.
func TestCityNamesAreCapped(t *testing.T) {
	over := strings.Repeat("я", 41)
	c := testComponents()
	if _, err := NewGame(c, Setup{Seed: 1, StartCity: over}); err == nil || !strings.Contains(err.Error(), "start_city") {
		t.Errorf("start city of 41 characters: %v", err)
	}
	if _, err := NewGame(c, Setup{Seed: 1, StartCity: strings.Repeat("я", 40)}); err != nil {
		t.Errorf("start city of 40 characters: %v", err)
	}
	_, st := newTestGame(t, 1)
	if _, err := st.export(Answer{City: over}); err == nil {
		t.Error("export to a city of 41 characters accepted")
	}
	st.Holdings.Cities[0].Name = over
	if err := st.checkHoldings(c); err == nil || !strings.Contains(err.Error(), "cities[0].name") {
		t.Errorf("saved state with a city of 41 characters: %v", err)
	}
}
