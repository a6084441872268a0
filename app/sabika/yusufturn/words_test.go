package yusufturn

import (
	"strings"
	"testing"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
	dy "arrayan.io/arrayan/data/sabika/yusuf"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// sample is an event of kind k as the engine gives it.
func sample(k yusuf.EventKind) yusuf.Event {
	e := yusuf.Event{Kind: k, Worker: string(dy.Alarife), Space: "test-a1", Detail: "Ragusa", PP: 2, Parias: 1}
	switch k {
	case yusuf.EventAction, yusuf.EventSkip:
		e.Action = string(dy.MinorBuilding)
	case yusuf.EventDiscardIcon:
		e.Detail = string(dy.DiscardRaw)
	case yusuf.EventStartPlayer:
		e.Detail = yusuf.StartYusuf
	case yusuf.EventFavour:
		e.Detail = "1"
	}
	return e
}

// Every kind of Yusuf's events has its own words in English, Spanish and
// Russian: none falls through to nothing or to the engine's name.
func TestEveryEventKindHasWords(t *testing.T) {
	uitest.NewApp(t)
	h := &yusuf.Holdings{MinorBuildings: []string{"garden"}}
	english := map[yusuf.EventKind]string{}
	for _, code := range []string{"en", "es", "ru"} {
		if err := translation.Use(code); err != nil {
			t.Fatal(err)
		}
		translation.Need(translation.Yusuf)
		for _, k := range yusuf.EventKinds {
			text := eventText(sample(k), h)
			switch {
			case text == "" || text == string(k):
				t.Errorf("%s: %q has no words (%q)", code, k, text)
			case code == "en":
				english[k] = text
			case text == english[k]:
				t.Errorf("%s: %q is not translated: %q", code, k, text)
			}
		}
	}
	if err := translation.Use("en"); err != nil {
		t.Fatal(err)
	}
}

// Russian says ОП and подати, the Russian rulebook's terms, never ПО or
// парии.
func TestRussianScoreWords(t *testing.T) {
	uitest.NewApp(t)
	if err := translation.Use("ru"); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = translation.Use("en") }()
	translation.Need(translation.Yusuf)
	s := &screen{st: &yusuf.State{Round: 1, PP: 5, Parias: 2}}
	texts := append(uitest.Texts(s.scoreLine()), eventText(yusuf.Event{Kind: yusuf.EventScore, PP: 1, Parias: 2}, &yusuf.Holdings{}))
	for _, text := range texts {
		if strings.Contains(text, "ПО") || strings.Contains(text, "пари") {
			t.Errorf("%q: not the Russian rulebook's terms (ОП, подати)", text)
		}
	}
}
