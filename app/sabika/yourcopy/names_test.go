package yourcopy

import (
	"fmt"
	"testing"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/data/sabika/yusuf"
)

// valueForTest is a message naming one value, as an engine's refusal names
// a building type or a worker.
var valueForTest = message.Define("yourcopy.test.value", "{{.Value}}")

// TestMessagesNameSabikasValues: an engine's message carrying one of
// Sabika's values (every building type, wish kind, worker, action,
// discard icon and special count) names it in Spanish and in Russian by
// this package's words, loaded by the naming itself (a screen of the
// game record has not loaded them), never by the engine's id.
func TestMessagesNameSabikasValues(t *testing.T) {
	uitest.NewApp(t)
	t.Cleanup(func() { _ = translation.Use("en") })
	var values []any
	for _, v := range sabika.BuildingTypes {
		values = append(values, v)
	}
	for _, v := range sabika.WishKinds {
		values = append(values, v)
	}
	for _, v := range yusuf.Workers {
		values = append(values, v)
	}
	for _, v := range []yusuf.Action{yusuf.MajorBuilding, yusuf.MinorBuilding, yusuf.Warehouse, yusuf.Export, yusuf.Consolidate, yusuf.Carve} {
		values = append(values, v)
	}
	for _, v := range []yusuf.Discard{yusuf.DiscardNone, yusuf.DiscardRaw, yusuf.DiscardMarble, yusuf.DiscardBoth} {
		values = append(values, v)
	}
	for _, v := range []yusuf.Per{yusuf.PerMajorBuilding, yusuf.PerMinorBuilding, yusuf.PerPresence, yusuf.PerConsolidated, yusuf.PerPoem} {
		values = append(values, v)
	}
	for _, language := range []string{"es", "ru"} {
		if err := translation.Use(language); err != nil {
			t.Fatal(err)
		}
		for _, v := range values {
			said := ui.Say(valueForTest.With(message.Params{"Value": v}))
			name := nameOf(t, v)
			if said != name || said == fmt.Sprint(v) {
				t.Errorf("%s: %T %q is said %q; its name is %q", language, v, v, said, name)
			}
		}
	}
}

// nameOf is v's name by this package's words, loaded.
func nameOf(t *testing.T, v any) string {
	translation.Need(translation.YourCopy)
	switch v := v.(type) {
	case sabika.BuildingType:
		return TypeName(v)
	case sabika.WishKind:
		return KindName(v)
	case yusuf.Worker:
		return WorkerName(v)
	case yusuf.Action:
		return ActionName(v)
	case yusuf.Discard:
		return discardName(v)
	case yusuf.Per:
		return perName(v)
	}
	t.Fatalf("no words for %T", v)
	return ""
}
