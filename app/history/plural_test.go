package history

import (
	"testing"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
)

// TestPlaysCountedInRussian: the count of plays follows the plural rules
// of the language shown, not the system's: an empty history in Russian
// says "0 партий", where English rules gave "0 партии".
func TestPlaysCountedInRussian(t *testing.T) {
	uitest.NewApp(t)
	if err := translation.Use("ru"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = translation.Use("en") })
	_, w := open(t)
	if !uitest.HasText(w.Content(), "0 партий") {
		t.Errorf("an empty history in Russian does not say \"0 партий\": %v", uitest.Texts(w.Content()))
	}
}
