package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
)

// runProcess runs the command on the process's own standard streams. An
// answer that cannot be written is exitOutput, as the README promises:
// a closed pipe (SIGPIPE is ignored, so the write fails with EPIPE
// instead of killing the command), a standard output closed before the
// start (stdoutClosedAtStart) and a failing final close.
func runProcess(args []string) int {
	signal.Ignore(syscall.SIGPIPE)
	var out io.Writer = os.Stdout
	if stdoutClosedAtStart() {
		out = closedOutput{}
	}
	status := run(args, os.Stdin, out, os.Stderr)
	if err := os.Stdout.Close(); err != nil && status == exitOK {
		fmt.Fprintf(os.Stderr, "arrayan-cli: writing the answer: %s\n", printable(err.Error()))
		return exitOutput
	}
	return status
}

// closedOutput stands for a standard output that was closed: every write
// fails.
type closedOutput struct{}

// Write refuses p.
func (closedOutput) Write(p []byte) (int, error) {
	return 0, errors.New("standard output was closed at the start (or is /dev/null opened read-write, which looks the same; discard the answer with >/dev/null)")
}
