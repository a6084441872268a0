package webtest

import (
	"os/exec"
	"syscall"
)

// dieWithTests makes the process that cmd starts end with the test binary,
// even when the binary is killed and its cleanups never run (go test's
// timeout, a signal): Linux sends it SIGKILL then.
func dieWithTests(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
