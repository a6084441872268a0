package yourcopy

import (
	"strings"
	"testing"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
)

// TestRussianTilesCarryCyrillicLetters opens Your copy in Russian: the
// wish tiles are named А, Б, В as the Russian edition prints them (А=A,
// Б=B, В=C), never with a Latin B a Russian player reads as В.
func TestRussianTilesCarryCyrillicLetters(t *testing.T) {
	uitest.NewApp(t)
	t.Cleanup(func() { _ = translation.Use("en") })
	if err := translation.Use("ru"); err != nil {
		t.Fatal(err)
	}
	w := uitest.Window(t, nil)
	s := newScreen(w)
	w.SetContent(s.object)
	root := w.Content()
	for _, want := range []string{"Изменить жетон А · 1 из 3", "Изменить жетон Б · 1 из 3", "Изменить жетон В · 1 из 3"} {
		if !uitest.HasText(root, want) {
			t.Errorf("%q not shown", want)
		}
	}
	for _, x := range uitest.Texts(root) {
		if strings.Contains(x, "жетон") {
			t.Log(x)
		}
	}
	if uitest.HasText(root, "жетон B") {
		t.Error("a Latin B names a tile")
	}
}
