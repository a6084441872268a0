package sabika

import "testing"

func TestEvents(t *testing.T) {
	for n := 1; n <= Events; n++ {
		e, ok := EventByNumber(n)
		if !ok || e.Number != n || e.Positive != (n <= 5) || e.Source == "" {
			t.Errorf("event %d = %+v, %v", n, e, ok)
		}
	}
	if e, _ := EventByNumber(5); e.TributeDelta != -1 {
		t.Error("event 5 lowers the tribute by 1")
	}
	if e, _ := EventByNumber(8); e.TributeDelta != 1 {
		t.Error("event 8 raises the tribute by 1")
	}
	if e, _ := EventByNumber(14); !e.TributeDinar {
		t.Error("event 14 takes a dinar")
	}
	for _, n := range []int{0, 15, -1} {
		if _, ok := EventByNumber(n); ok {
			t.Errorf("event %d accepted", n)
		}
	}
}

func TestFacts(t *testing.T) {
	if TrackSpaces != 6 || WishSpaces != [3]int{2, 4, 6} || FinalTribute != 6 {
		t.Error("round track facts changed")
	}
	if MaterialPP[Gypsum]+MaterialPP[Marble] != 4 { // ES L540 example
		t.Error("gypsum + marble must give 4 PP")
	}
}
