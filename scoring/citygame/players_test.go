package citygame

import "testing"

func TestRenameAndColours(t *testing.T) {
	r, err := New("alhambra", "", "", []string{"Ana", "Ben", "Cai"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Rename(0, "Ben"); err == nil {
		t.Error("two players named Ben")
	}
	if _, err := r.Rename(0, "  "); err == nil {
		t.Error("a blank name was taken")
	}
	r2, err := r.Rename(0, " Alba ")
	if err != nil || r2.Players[0].Name != "Alba" || r.Players[0].Name != "Ana" {
		t.Fatalf("rename: %v %v (input changed: %v)", r2.Players, err, r.Players[0].Name)
	}
	r3, err := r2.NextColour(2) // 2 → 0, Ana's 0 → 2
	if err != nil {
		t.Fatal(err)
	}
	if got := []int{r3.Players[0].Colour, r3.Players[1].Colour, r3.Players[2].Colour}; got[0] != 2 || got[1] != 1 || got[2] != 0 {
		t.Errorf("colours %v, want [2 1 0]", got)
	}
	if err := r3.Validate(); err != nil {
		t.Error(err)
	}
	scored, err := r3.TakeScoring()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := scored.Rename(1, "Bea"); err == nil {
		t.Error("renamed after a scoring")
	}
}

func TestDropNeutral(t *testing.T) {
	r, err := New("alhambra", "", "", []string{"Ana", "Ben"})
	if err != nil {
		t.Fatal(err)
	}
	if r, err = r.GiveNeutral(piece(t, "tower-11-a")); err != nil {
		t.Fatal(err)
	}
	if _, err := r.DropNeutral(1); err == nil {
		t.Error("dropped a piece the collector does not have")
	}
	out, err := r.DropNeutral(0)
	if err != nil || len(out.Neutral.Pieces) != 0 || len(r.Neutral.Pieces) != 1 {
		t.Errorf("drop: %v %v", out.Neutral, err)
	}
	three, _ := New("alhambra", "", "", []string{"Ana", "Ben", "Cai"})
	if _, err := three.DropNeutral(0); err == nil {
		t.Error("a 3-player game has a neutral collector")
	}
}
