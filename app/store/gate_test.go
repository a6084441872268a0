package store

import (
	"errors"
	"testing"

	"arrayan.io/arrayan/data/message"
)

// TestWriteGateRefusesEveryWriteAndLosesNothing closes the write gate as a
// browser tab that lost the data does: Save, SaveWithHistory and Remove
// are refused with the gate's message, the saved value stays as it was,
// and once the gate opens again writes go through.
func TestWriteGateRefusesEveryWriteAndLosesNothing(t *testing.T) {
	useTempStorage(t)
	t.Cleanup(func() { SetWriteGate(nil) })
	if err := Save("tiles.alhambra", sample{"Ana", 3}); err != nil {
		t.Fatal(err)
	}
	SetWriteGate(func() error { return OtherTabError{} })
	for what, write := range map[string]func() error{
		"Save":            func() error { return Save("tiles.alhambra", sample{"Ben", 4}) },
		"SaveWithHistory": func() error { return SaveWithHistory("tiles.alhambra", sample{"Ben", 4}, []byte(`[1]`)) },
		"Remove":          func() error { return Remove("tiles.alhambra") },
	} {
		err := write()
		if !errors.As(err, new(OtherTabError)) {
			t.Errorf("%s with the gate closed = %v; want an OtherTabError", what, err)
		}
		if m, ok := message.Of(err); !ok || m.Code != "store.other-tab" {
			t.Errorf("%s with the gate closed says %v, %v; want store.other-tab", what, m, ok)
		}
	}
	var got sample
	if ok, err := Load("tiles.alhambra", &got, nil); err != nil || !ok || got != (sample{"Ana", 3}) {
		t.Fatalf("after the refused writes Load = %v, %v, %+v; want Ana's value", ok, err, got)
	}
	SetWriteGate(func() error { return nil })
	if err := Save("tiles.alhambra", sample{"Ben", 4}); err != nil {
		t.Fatalf("Save with the gate open: %v", err)
	}
	SetWriteGate(nil)
	if err := Remove("tiles.alhambra"); err != nil {
		t.Fatalf("Remove with no gate: %v", err)
	}
}
