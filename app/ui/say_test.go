package ui_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/alhambra"
	"arrayan.io/arrayan/data/citybox"
	"arrayan.io/arrayan/data/game"
	"arrayan.io/arrayan/data/granada"
	"arrayan.io/arrayan/data/message"
)

// TestRefusedStateInTheirLanguage: in Spanish and in Russian, a saved
// state that is not in the form this version saves is told in the
// player's language, naming the member and where the file is kept, with
// no English sentence on screen.
func TestRefusedStateInTheirLanguage(t *testing.T) {
	for _, c := range []struct{ language, refused, form string }{
		{"es", "No se puede leer lo guardado de scaffold.test", "data.extra no está en la forma que guarda esta versión"},
		{"ru", "Не удаётся прочитать сохранённое scaffold.test", "data.extra не в том виде, в каком сохраняет эта версия"},
	} {
		t.Run(c.language, func(t *testing.T) {
			uitest.NewApp(t)
			if err := translation.Use(c.language); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = translation.Use("en") })
			ui.OpenState(nil, counterConfig()).Save()
			path := filepath.Join(store.Dir(), "scaffold.test.json")
			if err := os.WriteFile(path, []byte(`{"arrayan_state": 1, "data": {"n": 2, "extra": 1}}`), 0o644); err != nil {
				t.Fatal(err)
			}
			w := test.NewWindow(widget.NewLabel(""))
			defer w.Close()
			ui.OpenState(w, counterConfig())
			top := w.Canvas().Overlays().Top()
			if top == nil || !uitest.HasText(top, c.refused) || !uitest.HasText(top, c.form) {
				t.Fatalf("the refusal is told as %v", uitest.Texts(w.Canvas().Content()))
			}
			uitest.NoEnglish(t, w, c.language)
		})
	}
}

// TestSayError: an error a screen worded itself is shown as it is; one no
// engine words (the system's) within the app's own sentence.
func TestSayError(t *testing.T) {
	uitest.NewApp(t)
	if err := translation.Use("es"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = translation.Use("en") })
	if got := ui.SayError(fmt.Errorf("keeping: %w", ui.Worded("Ya dicho"))); got != "Ya dicho" {
		t.Errorf("a worded error says %q", got)
	}
	if got := ui.SayError(errors.New("disk on fire")); got != "El sistema informa: disk on fire" {
		t.Errorf("a system error says %q", got)
	}
}

// buildingForTest is an engine's own type of value, as a building type.
type buildingForTest string

// TestSayNamesAnEnginesValues: a value of a type whose names are
// registered is named in the player's language inside the message; one of
// another type shows as it prints.
func TestSayNamesAnEnginesValues(t *testing.T) {
	uitest.NewApp(t)
	ui.NameValues(func(b buildingForTest) string { return "«" + string(b) + "»" })
	m := message.Define("ui.test.value", "{{.Type}} and {{.Raw}}").With(message.Params{"Type": buildingForTest("palace"), "Raw": "palace"})
	if got := ui.Say(m); got != "«palace» and palace" {
		t.Errorf("got %q", got)
	}
	if got := m.String(); got != "palace and palace" {
		t.Errorf("English shows the value as it prints; got %q", got)
	}
}

// TestSayNamesGamesAndCityBuildingTypes: an engine's message carrying a
// game (game.ID) or an Alhambra or Granada building type
// (citybox.BuildingType), or a list of types, names it in Spanish and in
// Russian as GameName and BuildingTypeName do, never by its id.
func TestSayNamesGamesAndCityBuildingTypes(t *testing.T) {
	uitest.NewApp(t)
	t.Cleanup(func() { _ = translation.Use("en") })
	kind := message.Define("ui.test.named", "{{.Value}}")
	for _, language := range []string{"es", "ru"} {
		if err := translation.Use(language); err != nil {
			t.Fatal(err)
		}
		for _, g := range game.All() {
			said := ui.Say(kind.With(message.Params{"Value": g}))
			if name := ui.GameName(g.String()); said != name || said == g.String() {
				t.Errorf("%s: game %q is said %q; its name is %q", language, g, said, name)
			}
		}
		for _, typ := range slices.Concat(alhambra.Types, granada.Types()) {
			said := ui.Say(kind.With(message.Params{"Value": citybox.BuildingType(typ)}))
			if name := ui.BuildingTypeName(typ); said != name || said == typ {
				t.Errorf("%s: building type %q is said %q; its name is %q", language, typ, said, name)
			}
		}
		list := citybox.BuildingTypes{"pavilion", "school"}
		said := ui.Say(kind.With(message.Params{"Value": list}))
		if want := ui.BuildingTypeName("pavilion") + ", " + ui.BuildingTypeName("school"); said != want {
			t.Errorf("%s: the list %v is said %q, want %q", language, list, said, want)
		}
	}
}
