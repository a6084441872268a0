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

// Major poem codes are read in either copy's alphabet and compared in the
// Spanish copy's letters [RU L890, L1068, L1070; ES L927]; a major poem's
// running number 23–42 is read too (spec A29).
func TestMajorPoemCode(t *testing.T) {
	for _, tc := range []struct {
		in, want string
		ok       bool
	}{
		{"F1", "F1", true},
		{"Е1", "F1", true}, // Cyrillic Е, the Russian copy's F1 [RU L890]
		{" е1 ", "F1", true},
		{"А3", "A3", true}, // Cyrillic А [RU L1068]
		{"В3", "C3", true}, // Cyrillic В is C [RU L1070]
		{"b2", "B2", true},
		{"E1", "E1", true}, // a Latin E is the Spanish copy's E
		{"", "", false},
		{"ZZZ", "", false},
		{"A", "", false},
		{"A0", "", false},
		{"A12", "", false},
		{"34", "34", true},   // the running number of a major poem [RU L829; spec A29]
		{"34*", "34", true},  // with its clarification mark
		{" 23 ", "23", true}, // the first major poem, after the 22 minor ones [ES L169]
		{"42", "42", true},   // the last of the 20 [ES L173]
		{"22", "", false},    // a minor poem's number
		{"43", "", false},
		{"034", "", false},
		{"+34", "", false},
		{"34**", "", false},
		{"*", "", false},
		{"ж1", "Ж1", true}, // a Russian letter beyond Е, as itself: 8 letters in a 4-player game [RU L99]
		{"Я9", "Я9", true},
		{"Ω1", "", false},
		{"Ä1", "", false},
		{"A\u200e3", "", false},
	} {
		got, ok := MajorPoemCode(tc.in)
		if got != tc.want || ok != tc.ok {
			t.Errorf("MajorPoemCode(%q) = %q, %v; want %q, %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
}
