package main

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"arrayan.io/arrayan/data/naming"
)

func generalHelp() string {
	var b strings.Builder
	b.WriteString(`arrayan-cli: Arrayán's rule engines on the command line.

Usage: arrayan-cli COMMAND [SUBCOMMAND] [FLAGS]
       arrayan-cli help COMMAND     (or COMMAND --help)

Input JSON comes from standard input or --in FILE; output is one JSON object
on standard output. Exit 0 success, 2 unusable input, 3 a broken game rule;
on 2 and 3 the output is {"error": {"code", "message", ...}}. Exit 1: the
answer could not be written (a full disk, a closed pipe). A discarded
answer (>/dev/null, or standard output closed with >&-, which Go reopens
on /dev/null) is exit 0.
Every name (players, the neutral collector, cities, Yusuf's rondel spaces
and card labels) is at most ` + strconv.Itoa(naming.MaxRunes) + ` characters; a longer one is exit 2
naming its field.
--format text (on any command) prints the same answer as aligned tables
for a person; --format json, the default, is the contract.

Commands:
`)
	cmds := commands()
	for _, n := range slices.Sorted(maps.Keys(cmds)) {
		fmt.Fprintf(&b, "  %-8s %s\n", n, cmds[n].summary)
	}
	return b.String()
}
