package citygame

import (
	"testing"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/scoring/tiles"
)

// TestEmptiedTraySaysSo: once every pavilion is in a reserve, the tray of
// pavilions says that none is left to place instead of showing nothing; a
// type with tiles left shows its tiles and not that line.
func TestEmptiedTraySaysSo(t *testing.T) {
	uitest.NewApp(t)
	s, w := open(t, tiles.Alhambra())
	startGame(t, s, w, "Ana", "Ben")
	start := `{"x":0,"y":0,"start":true}`
	reserve := `{"type":"pavilion","value":2},{"type":"pavilion","value":3},{"type":"pavilion","value":4},{"type":"pavilion","value":5},{"type":"pavilion","value":6},{"type":"pavilion","value":7},{"type":"pavilion","value":8}`
	file := `{"game":"alhambra","round":1,"players":[{"name":"Ana","city":[` + start + `],"reserve":[` + reserve + `]},{"name":"Ben","city":[` + start + `]}],"dummy":{"name":"","buildings":[]}}`
	pasteImport(t, w, file)
	uitest.Tap(t, w.Canvas().Overlays().Top(), "Apply these changes")
	if n := len(s.record().Players[0].Reserve); n != 7 {
		t.Fatalf("Ana's reserve holds %d tiles, want the 7 pavilions", n)
	}
	openCity(t, s, w, 0)
	const empty = "No Pavilion tiles left to place."
	if len(s.editor.tray.Objects) != 0 {
		t.Fatalf("the pavilion tray shows %d tiles, want none", len(s.editor.tray.Objects))
	}
	if !s.editor.trayEmpty.Visible() || s.editor.trayEmpty.Text != empty {
		t.Errorf("the emptied tray says %q (shown %v), want %q", s.editor.trayEmpty.Text, s.editor.trayEmpty.Visible(), empty)
	}
	uitest.InView(t, w.Canvas(), s.editor.trayEmpty)
	uitest.Tap(t, s.editor.trayTypes, typeName("seraglio"))
	if len(s.editor.tray.Objects) == 0 || s.editor.trayEmpty.Visible() {
		t.Errorf("the seraglio tray shows %d tiles and the empty line %v", len(s.editor.tray.Objects), s.editor.trayEmpty.Visible())
	}
}
