package main

import (
	"bytes"
	"fmt"
	"io"

	"arrayan.io/arrayan/data/game"
	"arrayan.io/arrayan/data/jsonin"

	"arrayan.io/arrayan/scoring/tiles"
)

var scoreCommand = command{
	summary: "score a game from the players' cities or holdings",
	usage: `arrayan-cli score [--in FILE]

Reads a table as JSON (standard input or --in FILE) and writes its scoring.
The "game" field chooses the engine:

  alhambra, granada   majorities and the longest outer wall/moat for round
                      1, 2 or 3, from cities (cells with walls/moats) or
                      from counts; "variant": "simple" is Granada's
                      fixed-points scoring; "dummy" is the 2-player neutral
                      collector (Dirk / Pablo).
` + marcoPoloScoreUsage + `

Exit status: 0 scored; 2 unusable input (code bad-input); 3 a city breaks
the building rules (code illegal-city, with "violations").

Example:
  echo '{"game":"alhambra","round":1,"players":[
    {"name":"Ana","counts":{"tower":2},"wall":3},
    {"name":"Ben","counts":{"tower":1,"garden":1},"wall":0}]}' | arrayan-cli score
`,
	run: runScore,
}

// scorers maps each game of the score command to its engine.
var scorers = map[string]func(data []byte) (any, error){
	string(game.Alhambra):  scoreTiles,
	string(game.Granada):   scoreTiles,
	string(game.MarcoPolo): scoreMarcoPolo,
}

func runScore(args []string, in io.Reader, out, errOut io.Writer) int {
	data, rest, err := readInput(args, in)
	if err != nil {
		return fail(out, errOut, err)
	}
	if len(rest) > 0 {
		return fail(out, errOut, &usageError{fmt.Sprintf("score takes no argument %q", rest[0])})
	}
	game, err := jsonin.Member(data, "game")
	if err != nil {
		return fail(out, errOut, &usageError{fmt.Sprintf("input is not a JSON object: %v", err)})
	}
	scorer, ok := scorers[game]
	if !ok {
		return fail(out, errOut, &usageError{fmt.Sprintf("game must be alhambra, granada or marcopolo, not %q", game)})
	}
	result, err := scorer(data)
	if err != nil {
		return fail(out, errOut, err)
	}
	return writeJSON(out, errOut, result)
}

func scoreTiles(data []byte) (any, error) {
	table, err := tiles.DecodeTable(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	return tiles.Score(table)
}
