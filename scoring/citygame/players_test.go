package citygame

import (
	"reflect"
	"testing"

	"arrayan.io/arrayan/scoring/city"
)

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
	renamed, err := scored.Rename(1, "Bea")
	if err != nil {
		t.Fatalf("rename after a scoring: %v", err)
	}
	sc := renamed.Scorings[0]
	if sc.Table.Players[1].Name != "Bea" || sc.Result.Players[1].Name != "Bea" || scored.Scorings[0].Table.Players[1].Name != "Ben" {
		t.Errorf("scoring names %q %q; the input's %q", sc.Table.Players[1].Name, sc.Result.Players[1].Name, scored.Scorings[0].Table.Players[1].Name)
	}
	if !reflect.DeepEqual(sc.Running, scored.Scorings[0].Running) {
		t.Errorf("renaming changed the totals: %v", sc.Running)
	}
	if err := renamed.Validate(); err != nil {
		t.Error(err)
	}
	if _, err := renamed.TakeScoring(); err != nil {
		t.Errorf("scoring after a rename: %v", err)
	}
}

// The neutral collector may be named, not as a player, and its name goes
// into the scorings taken; a player may not take its name.
func TestRenameNeutral(t *testing.T) {
	r, err := New("alhambra", "", "", []string{"Ana", "Ben"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Rename(0, "Dirk"); err == nil {
		t.Error("a player took the neutral collector's name")
	}
	if _, err := r.RenameNeutral("Ana"); err == nil {
		t.Error("the neutral collector took a player's name")
	}
	scored, err := r.TakeScoring()
	if err != nil {
		t.Fatal(err)
	}
	n, err := scored.RenameNeutral(" Tío ")
	if err != nil {
		t.Fatal(err)
	}
	if n.Neutral.Name != "Tío" || n.Scorings[0].Table.Dummy.Name != "Tío" || n.Scorings[0].Result.Dummy.Name != "Tío" || scored.Scorings[0].Result.Dummy.Name != "Dirk" {
		t.Errorf("neutral %q, scoring %q/%q", n.Neutral.Name, n.Scorings[0].Table.Dummy.Name, n.Scorings[0].Result.Dummy.Name)
	}
	back, err := n.RenameNeutral("")
	if err != nil || back.Scorings[0].Result.Dummy.Name != "Dirk" {
		t.Errorf("back to Dirk: %v", err)
	}
}

// PieceProblem explains a Granada face before it is chosen.
func TestPieceProblem(t *testing.T) {
	r, err := New("granada", "", "", []string{"Ana", "Ben", "Cai"})
	if err != nil {
		t.Fatal(err)
	}
	park5 := GranadaPiece("park", 5, city.N)
	for pc, want := range map[Piece]Problem{
		park5:                       NoProblem,
		GranadaPiece("park", 14, 0): BadValue,
		GranadaPiece("park", 6, city.N|city.E|city.S|city.W): TooManyMoats,
		{Type: "castle", Value: 5}:                           NotInTheBox,
	} {
		if got := r.PieceProblem(pc); got != want {
			t.Errorf("%+v: %q, want %q", pc, got, want)
		}
	}
	r, err = r.AddToReserve(1, park5)
	if err != nil {
		t.Fatal(err)
	}
	if got := r.PieceProblem(GranadaPiece("park", 5, 0)); got != InPlay {
		t.Errorf("park 5 in a reserve: %q", got)
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
