package yusufturn

import (
	"encoding/json"
	"testing"
)

// FuzzCheck feeds hostile saved games to the loader's check and replay:
// whatever they hold, nothing panics, and a game the check accepts replays
// without an error.
func FuzzCheck(f *testing.F) {
	good := Session{Version: sessionVersion, Started: true, Components: testComponents(), Inputs: []Input{{Kind: inTurn}, {Kind: inTurn}}}
	good.Setup.StartCity = "x"
	seed, _ := json.Marshal(good)
	f.Add(seed)
	f.Add([]byte(`{"version":1,"started":true,"inputs":[{"kind":"answer","answer":{"boxes":[1,2,3]}}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var s Session
		if json.Unmarshal(data, &s) != nil {
			return
		}
		if check(&s) != nil {
			return
		}
		repair(&s)
		if s.Started && s.play.err != nil {
			t.Fatalf("accepted but does not replay: %v", s.play.err)
		}
	})
}
