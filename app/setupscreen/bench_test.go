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
