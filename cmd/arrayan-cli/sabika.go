package main

import (
	"fmt"
	"io"

	"arrayan.io/arrayan/scoring/sabika"
)

// sabikaCommands are the subcommands of "arrayan-cli sabika"
// (shared/spec/cli.md, "sabika").
var sabikaCommands = map[string]struct {
	usage string
	run   func(data []byte) (any, error)
}{
	"majority": {sabikaMajorityUsage, runMajority},
	"tribute":  {sabikaTributeUsage, runTribute},
	"wishes":   {sabikaWishesUsage, runWishes},
	"final":    {sabikaFinalUsage, runFinal},
	"game":     {sabikaGameUsage, runGame},
}

var sabikaCommand = command{
	summary: "Sabika's bookkeeping: ranking poems, tribute, wishes, final scoring, whole games",
	usage:   sabikaUsage,
	helpFor: sabikaHelp,
	run:     runSabika,
}

// sabikaHelp is the help of "sabika SUBCOMMAND --help", or of sabika.
func sabikaHelp(args []string) string {
	if len(args) > 0 {
		if sub, ok := sabikaCommands[args[0]]; ok {
			return sub.usage
		}
		if args[0] == "yusuf" {
			return sabikaYusufUsage
		}
	}
	return sabikaUsage
}

func runSabika(args []string, in io.Reader, out, errOut io.Writer) int {
	if len(args) == 0 {
		return fail(out, errOut, &usageError{"sabika needs a subcommand: majority, tribute, wishes, final, game or yusuf"})
	}
	if args[0] == "yusuf" { // steps through a state of its own (sabika_yusuf.go)
		return runSabikaYusuf(args[1:], in, out, errOut)
	}
	sub, ok := sabikaCommands[args[0]]
	if !ok {
		return fail(out, errOut, &usageError{fmt.Sprintf("unknown sabika subcommand %q (majority, tribute, wishes, final, game, yusuf)", args[0])})
	}
	data, rest, err := readInput(args[1:], in)
	if err != nil {
		return fail(out, errOut, err)
	}
	if len(rest) > 0 {
		return fail(out, errOut, &usageError{fmt.Sprintf("sabika %s takes no argument %q", args[0], rest[0])})
	}
	result, err := sub.run(data)
	if err != nil {
		return fail(out, errOut, err)
	}
	return writeJSON(out, errOut, result)
}

// runMajority scores a ranking major poem (rulings 7, 9).
func runMajority(data []byte) (any, error) {
	var in struct {
		Players *int  `json:"players"`
		Values  []int `json:"values"`
	}
	if err := decodeSabika(data, &in); err != nil {
		return nil, err
	}
	if in.Players == nil {
		return nil, missing("players")
	}
	if in.Values == nil {
		return nil, missing("values")
	}
	points, err := sabika.RankingPoints(*in.Players, in.Values)
	if err != nil {
		return nil, err
	}
	return struct {
		Points []int `json:"points"`
	}{points}, nil
}
