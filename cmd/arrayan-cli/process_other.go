//go:build !(linux || darwin)

package main

// stdoutClosedAtStart cannot tell a closed standard output here; writes
// that fail are still exitOutput.
func stdoutClosedAtStart() bool { return false }
