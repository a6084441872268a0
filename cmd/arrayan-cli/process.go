package main

import (
	"fmt"
	"os"
	"os/signal"
	"syscall"
)

// runProcess runs the command on the process's own standard streams. An
// answer that cannot be written is exitOutput, as docs/cli.md promises, and
// only then: a write that fails (a full disk; a closed pipe, since SIGPIPE
// is ignored and the write fails with EPIPE instead of killing the command)
// or a failing final close.
//
// A standard output closed before the start (">&-") is not detected: the Go
// runtime reopens it on /dev/null with a plain read-write open before main
// runs (runtime.checkfds), exactly as a caller's read-write null device
// (Python's subprocess.DEVNULL, "1<>/dev/null") is opened, so telling them
// apart would make a discarded answer a false exit 1. The answer is then
// discarded with exit 0, as with ">/dev/null".
func runProcess(args []string) int {
	signal.Ignore(syscall.SIGPIPE)
	status := run(args, os.Stdin, os.Stdout, os.Stderr)
	if err := os.Stdout.Close(); err != nil && status == exitOK {
		fmt.Fprintf(os.Stderr, "arrayan-cli: writing the answer: %s\n", printable(fmt.Errorf("closing standard output: %w", err).Error()))
		return exitOutput
	}
	return status
}
