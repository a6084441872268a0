package main

import (
	"fmt"
	"io"
)

// sabikaCommand is a minimal `sabika` dispatcher holding only `yusuf`,
// until the full one (majority, tribute, wishes, final) lands; that one
// takes over by calling runSabikaYusuf and showing sabikaYusufUsage, and
// this file goes.
var sabikaCommand = command{
	summary: "Sabika: Yusuf the solo automa (sabika yusuf)",
	usage:   sabikaYusufUsage,
	run: func(args []string, in io.Reader, out, errOut io.Writer) int {
		if len(args) == 0 || args[0] != "yusuf" {
			return fail(out, errOut, &usageError{fmt.Sprintf("sabika: unknown subcommand %q; run 'arrayan-cli sabika --help'", first(args))})
		}
		return runSabikaYusuf(args[1:], in, out, errOut)
	},
}

func first(args []string) string {
	if len(args) == 0 {
		return ""
	}
	return args[0]
}
