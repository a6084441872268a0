package yusufturn

import (
	"testing"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// TestMessagesNameQuestions: an engine's message naming a kind of question
// ("warehouse: he holds all 4 warehouse tiles") names it in Spanish and in
// Russian by its action's name, loaded by the naming itself, never by the
// engine's id.
func TestMessagesNameQuestions(t *testing.T) {
	uitest.NewApp(t)
	t.Cleanup(func() { _ = translation.Use("en") })
	kind := message.Define("yusufturn.test.question", "{{.Kind}}")
	for _, language := range []string{"es", "ru"} {
		if err := translation.Use(language); err != nil {
			t.Fatal(err)
		}
		for _, k := range []yusuf.QuestionKind{yusuf.AskMajorBuilding, yusuf.AskMinorBuilding, yusuf.AskWarehouse,
			yusuf.AskWarehouseOpposite, yusuf.AskExport, yusuf.AskConsolidate, yusuf.AskMinorPoem, yusuf.AskMajorPoem} {
			said := ui.Say(kind.With(message.Params{"Kind": k}))
			translation.Need(translation.YourCopy)
			if name := questionName(k); said != name || said == string(k) {
				t.Errorf("%s: question %q is said %q; its name is %q", language, k, said, name)
			}
		}
	}
}
