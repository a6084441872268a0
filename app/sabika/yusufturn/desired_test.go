package yusufturn

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"

	data "arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// The building type the sultan desires is named at a building question
// once a building-type wish tile is in the tower, and preselected for a
// major building; before, the question says where the board shows it
// (ruling 14; spec A4).
func TestDesiredTypeNamed(t *testing.T) {
	ed := testEdition(true)
	for i := range ed.Wishes {
		ed.Wishes[i].Elements = []data.WishElement{{Per: data.PerType, Type: data.Palace, PP: 1}, {Per: data.PerType, Type: data.Tower, PP: 1}}
	}
	w := openScreen(t, ed, desktop)
	startGame(t, w)
	named := false
	for round := 1; round <= 5 && !named; round++ {
		for turn := 1; turn <= 4; turn++ {
			uitest.Tap(t, w.Content(), fmt.Sprintf("Yusuf's turn (%d of 4)", turn))
			for i := 0; pending(t) != nil; i++ {
				q := *pending(t)
				switch {
				case q.Kind != yusuf.AskMajorBuilding && q.Kind != yusuf.AskMinorBuilding:
				case round == 1 && !has(w, "Which type does the sultan desire? The one shown on the building-type wish tile in play"):
					t.Fatalf("round 1, no wish tile in the tower: the question does not say where the desired type is shown: %v", uitest.Texts(w.Content()))
				case round > 1 && q.Kind == yusuf.AskMajorBuilding:
					if !has(w, "The sultan desires: Palace (the wish tile in the tower).") || !selected(w.Content(), "Palace") {
						t.Fatalf("round %d: the desired Palace is not named and chosen: %v", round, uitest.Texts(w.Content()))
					}
					named = true
				case round > 1:
					if !has(w, "The sultan desires: Tower (the wish tile in the tower).") {
						t.Fatalf("round %d: the desired Tower is not named: %v", round, uitest.Texts(w.Content()))
					}
				}
				answer(t, w, round+turn+i)
			}
			uitest.Tap(t, w.Content(), "Done")
		}
		if round < 5 && !named {
			endRound(t, w, round)
		}
	}
	if !named {
		t.Fatal("no major building was asked after round 1")
	}
}

// With no building-type wish tile in the tower the panel asks the type the
// sultan desires, among the question's types or none in play; the answer
// is named, preselects a major building's type, and is not asked again at
// the next question of that kind (ruling 14; spec A4).
//
// Yusuf's decks are shuffled with a new seed each game, so games are
// played until one's first round asks a building question.
func TestDesiredTypeAsked(t *testing.T) {
	for game := 1; game <= 8; game++ {
		if desiredTypeAskedInAGame(t) {
			return
		}
	}
	t.Fatal("no building question in round 1 of eight games")
}

// desiredTypeAskedInAGame plays round 1 of a game, checking the desired
// type at each building question; false when none came up.
func desiredTypeAskedInAGame(t *testing.T) bool {
	t.Helper()
	w := openScreen(t, testEdition(true), desktop)
	startGame(t, w)
	chosen := map[yusuf.QuestionKind]string{}
	for turn := 1; turn <= 4; turn++ {
		uitest.Tap(t, w.Content(), fmt.Sprintf("Yusuf's turn (%d of 4)", turn))
		for i := 0; pending(t) != nil; i++ {
			q := *pending(t)
			if q.Kind != yusuf.AskMajorBuilding && q.Kind != yusuf.AskMinorBuilding {
				answer(t, w, turn+i)
				continue
			}
			name := typeName(q.Options[len(q.Options)-1])
			if c, ok := chosen[q.Kind]; ok {
				if has(w, "Which type does the sultan desire?") || !has(w, "The sultan desires: "+c+" (as you said).") {
					t.Fatalf("%s asked again or not named: %v", q.Kind, uitest.Texts(w.Content()))
				}
			} else {
				sel := desiredSelect(w)
				if sel == nil || !has(w, "Which type does the sultan desire?") {
					t.Fatalf("%s: the desired type is not asked: %v", q.Kind, uitest.Texts(w.Content()))
				}
				uitest.Choose(t, w.Canvas(), sel, name)
				if !has(w, "The sultan desires: "+name+" (as you said).") {
					t.Fatalf("%s: the type chosen is not named: %v", q.Kind, uitest.Texts(w.Content()))
				}
				chosen[q.Kind] = name
			}
			if q.Kind == yusuf.AskMajorBuilding && !selected(w.Content(), name) {
				t.Fatalf("the desired %s is not chosen for the major building: %v", name, uitest.Texts(w.Content()))
			}
			answer(t, w, turn+i)
		}
		uitest.Tap(t, w.Content(), "Done")
	}
	return len(chosen) > 0
}

// desiredSelect is the list asking the type the sultan desires, or nil.
func desiredSelect(w fyne.Window) *widget.Select {
	var sel *widget.Select
	uitest.Walk(w.Content(), func(o fyne.CanvasObject) {
		if s, ok := o.(*widget.Select); ok && s.PlaceHolder == "The type the sultan desires" {
			sel = s
		}
	})
	return sel
}
