package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// buildCLI builds the command into a temporary folder, as make cli does.
func buildCLI(t *testing.T) string {
	t.Helper()
	if runtime.GOOS != "linux" && runtime.GOOS != "darwin" {
		t.Skip("the standard streams are handed over as on Linux and macOS only")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool to build the command with")
	}
	bin := filepath.Join(t.TempDir(), "arrayan-cli")
	build := exec.Command(goTool, "build", "-o", bin, ".")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the command: %v\n%s", err, out)
	}
	return bin
}

// start runs the built command with stdout as its standard output (nil:
// closed) and returns its exit status (-1 when a signal killed it) and
// standard error.
func start(t *testing.T, bin string, stdout *os.File, args ...string) (int, string) {
	t.Helper()
	stdin, err := os.Open(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	defer stdin.Close()
	errFile, err := os.Create(filepath.Join(t.TempDir(), "stderr"))
	if err != nil {
		t.Fatal(err)
	}
	defer errFile.Close()
	p, err := os.StartProcess(bin, append([]string{bin}, args...), &os.ProcAttr{Files: []*os.File{stdin, stdout, errFile}})
	if err != nil {
		t.Fatal(err)
	}
	state, err := p.Wait()
	if err != nil {
		t.Fatal(err)
	}
	errText, err := os.ReadFile(errFile.Name())
	if err != nil {
		t.Fatal(err)
	}
	return state.ExitCode(), string(errText)
}

// An answer that cannot be written is exit 1, as docs/cli.md says: a closed
// pipe once killed the command by SIGPIPE (status 141 in a shell). An answer
// discarded on purpose is a success, however the null device was opened:
// a read-write /dev/null (Python's subprocess.DEVNULL) was once exit 1,
// taken for a standard output closed before the start (">&-"), which the
// Go runtime reopens the same way and which is therefore exit 0 too.
func TestUnwritableStandardOutputIsExit1(t *testing.T) {
	bin := buildCLI(t)
	setup := []string{"setup", "--game", "sabika", "--players", "2", "--seed", "1"}
	closedPipe := func(t *testing.T) *os.File {
		r, w, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		r.Close()
		t.Cleanup(func() { w.Close() })
		return w
	}
	open := func(name string, flag int) func(t *testing.T) *os.File {
		return func(t *testing.T) *os.File {
			f, err := os.OpenFile(name, flag, 0)
			if errors.Is(err, os.ErrNotExist) {
				t.Skipf("no %s here", name)
			}
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { f.Close() })
			return f
		}
	}
	cases := []struct {
		name   string
		stdout func(t *testing.T) *os.File
		args   []string
		exit   int
	}{
		{"closed pipe", closedPipe, setup, exitOutput},
		{"closed pipe, help", closedPipe, []string{"help"}, exitOutput},
		{"closed pipe, error object", closedPipe, []string{"setup", "--game", "chess", "--players", "2"}, exitOutput},
		{"full disk", open("/dev/full", os.O_WRONLY), setup, exitOutput},
		{"full disk, error object", open("/dev/full", os.O_WRONLY), []string{"setup", "--game", "chess", "--players", "2"}, exitOutput},
		{"discarded with >/dev/null", open(os.DevNull, os.O_WRONLY), setup, exitOK},
		{"discarded input error", open(os.DevNull, os.O_WRONLY), []string{"setup", "--game", "chess", "--players", "2"}, exitBadInput},
		{"discarded with subprocess.DEVNULL", open(os.DevNull, os.O_RDWR), setup, exitOK},
		{"discarded with 1<>/dev/null, help", open(os.DevNull, os.O_RDWR), []string{"setup", "--help"}, exitOK},
		{"discarded input error, read-write", open(os.DevNull, os.O_RDWR), []string{"setup", "--game", "chess", "--players", "2"}, exitBadInput},
		{"closed standard output (>&-)", func(*testing.T) *os.File { return nil }, setup, exitOK},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, errOut := start(t, bin, c.stdout(t), c.args...)
			if code != c.exit {
				t.Fatalf("exit %d (-1: killed by a signal), want %d; stderr %q", code, c.exit, errOut)
			}
			if c.exit == exitOutput && !strings.Contains(errOut, "writing the") {
				t.Errorf("stderr does not say the answer could not be written: %q", errOut)
			}
			if c.exit == exitOK && errOut != "" {
				t.Errorf("a discarded answer is no error, but stderr says %q", errOut)
			}
		})
	}
	// a pipe that stays open gets the whole answer, exit 0
	cmd := exec.Command(bin, setup...)
	var out bytes.Buffer
	cmd.Stdout = &out
	if err := cmd.Run(); err != nil {
		t.Fatal(err)
	}
	if _, want, _ := call(t, "", setup...); out.String() != want {
		t.Errorf("through an open pipe: got %q, want %q", out.String(), want)
	}
}
