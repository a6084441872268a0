// Command arrayan-cli runs Arrayán's rule engines without a window: it reads
// JSON from standard input (or --in FILE) and writes one JSON object to
// standard output. The contract is shared/spec/cli.md.
package main

import (
	"fmt"
	"io"
	"os"
)

func main() {
	os.Exit(runProcess(os.Args[1:]))
}

// command is one top-level command of the CLI.
type command struct {
	summary string
	usage   string
	run     func(args []string, in io.Reader, out, errOut io.Writer) int
	// helpFor, when set, is the help for the arguments after the command
	// (a command with subcommands: "sabika tribute --help").
	helpFor func(args []string) string
}

// help is the command's help for the arguments after it.
func (c command) help(args []string) string {
	if c.helpFor != nil {
		return c.helpFor(args)
	}
	return c.usage
}

// commands lists every command by name; each lives in its own file.
func commands() map[string]command {
	return map[string]command{
		"history": historyCommand,
		"sabika":  sabikaCommand,
		"score":   scoreCommand,
		"setup":   setupCommand,
	}
}

// Exit statuses of the contract.
const (
	exitOK       = 0
	exitBadInput = 2
	exitRule     = 3
)

func run(args []string, in io.Reader, out, errOut io.Writer) int {
	args, text, err := cutFormat(args)
	if err != nil {
		return fail(out, errOut, err)
	}
	if text {
		return runText(args, in, out, errOut)
	}
	if len(args) == 0 {
		// no command is unusable input: the contract's error object on
		// standard output, the help for a person on standard error
		fmt.Fprint(errOut, generalHelp())
		return fail(out, errOut, &usageError{"no command given; run 'arrayan-cli help'"})
	}
	if args[0] == "help" || args[0] == "--help" || args[0] == "-h" {
		if len(args) > 1 {
			if c, ok := commands()[args[1]]; ok {
				return writeText(out, errOut, c.help(args[2:]))
			}
		}
		return writeText(out, errOut, generalHelp())
	}
	c, ok := commands()[args[0]]
	if !ok {
		return fail(out, errOut, &usageError{fmt.Sprintf("unknown command %q; run 'arrayan-cli help'", args[0])})
	}
	for _, a := range args[1:] {
		if a == "--help" || a == "-h" {
			return writeText(out, errOut, c.help(args[1:]))
		}
	}
	return c.run(args[1:], in, out, errOut)
}
