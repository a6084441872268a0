package setupscreen

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/setup/deal"
)

// BenchmarkTypeANameOnAPhone is one letter typed into a player's name
// field, on a phone, below a dealt 4-player Marco Polo setup whose
// checklist names the players: the lines naming that player take the name,
// and nothing else is drawn again.
func BenchmarkTypeANameOnAPhone(b *testing.B) {
	uitest.NewApp(b)
	w := uitest.Window(b, nil)
	w.Resize(fyne.NewSize(360, 740))
	s := newScreen(w, deal.MarcoPolo, nil)
	w.SetContent(s.object)
	uitest.Pick(b, s.players, "4")
	s.dealRequest(deal.Request{Game: deal.MarcoPolo, Players: 4, Seed: 11})
	e := uitest.Entries(s.nameList)[s.current.Setup.MarcoPolo.Players[0].Player-1]
	b.ResetTimer()
	for i := range b.N {
		if i%30 == 0 {
			b.StopTimer()
			uitest.TypeInto(e, "")
			b.StartTimer()
		}
		test.Type(e, "a")
	}
}

// BenchmarkSetupLinkFirstFrame is a friend's phone opening a setup link:
// the page held for its first frame (the setup to lay out and the first
// card of its checklist), made and laid out on a phone, each time in a
// new app whose fonts and measured texts are not cached yet, as on a first
// visit. Its allocations (-benchmem) are the measure that does not move
// with the machine's load: each font style parsed costs about 7 MB of
// them, the bare app's one label 7 MB in all (docs/web.md).
func BenchmarkSetupLinkFirstFrame(b *testing.B) {
	for range b.N {
		b.StopTimer()
		uitest.NewApp(b)
		w := uitest.Window(b, nil)
		w.Resize(fyne.NewSize(390, 844))
		b.StartTimer()
		page, _ := NewFromCode(w, "11R3-XYJ1-1G09-F03T", nil, nil)
		w.SetContent(page)
	}
}
