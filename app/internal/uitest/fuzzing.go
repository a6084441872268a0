package uitest

import "flag"

// Fuzzing reports whether the test binary runs a fuzz target's mutations
// (go test -fuzz). A fuzz target whose seeds another test already opens
// and checks one by one (the hostile saved files) adds them only then, to
// seed the mutations, instead of opening every screen twice in a plain
// test run.
func Fuzzing() bool {
	f := flag.Lookup("test.fuzz")
	return f != nil && f.Value.String() != ""
}
