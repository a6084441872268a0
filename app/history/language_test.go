package history

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/translation"
)

// TestRefusedFilesInTheirLanguage: in Spanish and in Russian, a saved
// history that breaks the file's rules (a play dated before 1900) is
// refused on opening, and a doctored backup picked to restore (a player
// without a name) is refused after tapping Restore, each wholly in the
// player's language: no English sentence on screen.
func TestRefusedFilesInTheirLanguage(t *testing.T) {
	for _, c := range []struct{ language, kept, early, refused, noName string }{
		{"es", "El archivo se conserva como", "es anterior a 1900", "no se ha cambiado nada", "un nombre no puede estar vacío"},
		{"ru", "Файл сохранён как", "раньше 1900 года", "ничего не изменено", "имя не может быть пустым"},
	} {
		t.Run(c.language, func(t *testing.T) {
			uitest.NewApp(t)
			if err := translation.Use(c.language); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = translation.Use("en") })
			doctored := `{"arrayan_state": 1, "data": {"arrayan_history": 1, "players": [{"id": 1, "name": "Ana"}], "plays": "1|alhambra|1899-12-31|0||||||1:10:\n"}}`
			if err := os.MkdirAll(store.Dir(), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(store.Dir(), Key+".json"), []byte(doctored), 0o644); err != nil {
				t.Fatal(err)
			}
			s, w := open(t)
			top := w.Canvas().Overlays().Top()
			if top == nil || !uitest.HasText(top, c.early) || !uitest.HasText(top, c.kept) {
				t.Fatalf("the refused history is told as %v", textsOf(top))
			}
			uitest.NoEnglish(t, w, c.language)
			w.Canvas().Overlays().Remove(top)

			backup := `{"arrayan_backup": 1, "created": "", "states": {"history": {"arrayan_history": 1, "players": [{"id": 1, "name": ""}], "plays": ""}}}`
			s.openFile = func(_ fyne.Window, _ []string, _ int, picked func([]byte, error)) {
				picked([]byte(backup), nil) // the file the player picked
			}
			uitest.Tap(t, s.page, lang.X("history.transfer", "Export and backup"))
			uitest.Tap(t, s.page, lang.X("history.restore", "Restore a backup"))
			top = w.Canvas().Overlays().Top()
			if top == nil || !uitest.HasText(top, c.refused) || !uitest.HasText(top, c.noName) {
				t.Fatalf("the refused backup is told as %v", textsOf(top))
			}
			uitest.NoEnglish(t, w, c.language)
		})
	}
}

// TestRefusedDateInTheirLanguage: in Spanish and in Russian, a play's date
// typed before 1900 is refused, in the player's language, and not saved.
func TestRefusedDateInTheirLanguage(t *testing.T) {
	for _, c := range []struct{ language, early string }{
		{"es", "«1899-12-31» es anterior a 1900"},
		{"ru", "«1899-12-31» раньше 1900 года"},
	} {
		t.Run(c.language, func(t *testing.T) {
			uitest.NewApp(t)
			if err := translation.Use(c.language); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = translation.Use("en") })
			seed(t)
			s, w := open(t)
			got := rows(s.page)
			if len(got) == 0 {
				t.Fatal("no plays listed")
			}
			test.Tap(got[0])
			uitest.TypeInto(uitest.Entries(s.page)[0], "1899-12-31")
			uitest.Tap(t, s.page, lang.X("history.save", "Save date and note"))
			top := w.Canvas().Overlays().Top()
			if top == nil || !uitest.HasText(top, c.early) {
				t.Fatalf("the refused date is told as %v", textsOf(top))
			}
			uitest.NoEnglish(t, w, c.language)
			for _, p := range savedNow(t).Plays {
				if p.Date == "1899-12-31" {
					t.Error("the refused date was saved")
				}
			}
		})
	}
}

func textsOf(o fyne.CanvasObject) []string {
	if o == nil {
		return nil
	}
	return uitest.Texts(o)
}
