package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"arrayan.io/arrayan/data/sabika/edition"
	"arrayan.io/arrayan/scoring/sabika"
	"arrayan.io/arrayan/scoring/sabika/game"
)

const sabikaGameUsage = `arrayan-cli sabika game [--in FILE]

Replays a whole game (or its beginning) as the app records it: a start, as
the new-game form takes it, and one entry per confirmed step, in the
rulebook's order: income, narrator (and the wishes), tribute, stacks, event
change (with events), start player; after round 5 the end of the game.
Input:
  "edition"  your copy's printed values: the SABIKA1- code or the JSON file
             that Your copy of Sabika shares (tribute, event-change symbols,
             wish tiles, starting dinars)
  "start"    {"names": [...] (1-4; 1 is solo against Yusuf), "start_player"
             (index into names), and either "code" (a Sabika setup code,
             names by player number) or, by hand, "wishes" (the letters on
             spaces 2, 4, 6: A, B, C once each), "trade_card" (1-8), optional
             "events": {"active", "future"}, solo "yusuf_pp" (5 or 10)}
  "record"   instead of "start": a game as the app saves it (one of the
             "records" of its sabika.games file), continued from its step;
             the first entry replaces the record's "entry" (give that back,
             "corrected" included, to keep what was typed in the app)
  "entries"  one object per step, the app's entry: "income" (dinars per
             player), "tile" (the wish tile joining the tower, 0-8 as in your
             copy) and "holdings" (per player, counted in full and checked
             as in wishes) at the end of rounds 1, 3 and 5 only (the
             narrator onto spaces 2 and 4, and the end of the game), "pays"
             (per player a mix as in tribute, or null for the proposal),
             "corrected" ([{"path": "players[i].pp|parias|dinars|seals",
             "old", "new"}]: holdings corrected to match the table before the
             step), "track" (the stacks' order, most advanced first),
             "revealed" (the event turned up at the first change, on a space
             showing the symbol), "chosen" (the next start player),
             "poem_one" (0 nobody, i+1 player i holds minor poem 1*; taken at
             the start-player step and kept until changed there: left out,
             the holder is unchanged, ruling 17), and at the end "final"
             (per player "income", "goods", "marble", "ceramic", "trade",
             "buildings", "poem_pp") and "rankings" ([{"owner", "values"}]).
             Left out: nothing entered (no tile, no start player chosen). A
             step takes only what it asks for: a value given to a step that
             does not take it is refused, naming it (ruling 18).
Players are in seat order; a solo game puts Yusuf first.
Output: "steps": per step {"round", "phase", "changes": [{"path", "old",
  "new"}], "corrected"}; "phase" and "round" the game reached; "players":
  {"name", "pp", "parias", "dinars", "seals"} now; once ended "final":
  {"players": [{"name", "points", "total"}], "winner": [names]}.

Exit status: 0; 2 bad input (code bad-input, "field"; an edition value not
recorded is field "edition.…"; a start's value that no game starts from is
field "start.…", as "start.names[1]" for names equal but for case or the
spaces around them (one player to the history); a record whose parts do
not fit together (its log, result, bounds), or an ended one whose result
is not what its own final entry scores, is field "record.…"; an entry's
value out of range, left out
where its step needs it or given to a step that does not take it (the
entries out of step with the game) is field "entries[k].…" with "entry",
"round", "phase"; a setup code that names no setup is code bad-code, field
"start.code"); 3 an entry the step refuses (code refused-entry, "entry",
"round", "phase"; an illegal mix adds "player" and "violations").

Example:
  echo '{"edition": "SABIKA1-VSIVCS6DIAIIJ76LHSXQ6TNLYK62SP5DQSZETJTN6BZDT3RWRKKPY5ZZCWIUE2EFH3O3DM67ZTAJ5MA72OQANNYSDR2CAHFSG362WQTAVFXSMI64W2JLLLDFKMF7RRTAXP3KRYKQQS67UTFRGRI45P5V4C646R3GXDWQTHTGJRYHRAUATYBYG7JL6FVZZKI6QIMOCVTTHXFWLQR6EJF4T4RYIT25V4WHUG5M4IJGM2DF72R4674ZMVB3QY6PVPSTMO35A4RJN7SLBEHVOKI2RLRDDI77D3X73CP2GFNCCZSNGZF3VYHZVSXCI3XOKQI65P4TGAAA777XDIFPY4",
    "start": {"names": ["Ana", "Ben"], "start_player": 0, "wishes": ["A", "B", "C"], "trade_card": 3},
    "entries": [{"income": [2, 1]}, {"tile": 0, "holdings": [{"seals": 1}, {}]}]}' | arrayan-cli sabika game
  {"steps":[{"round":1,"phase":"income","changes":[{"path":"players[0].dinars","old":4,"new":6},{"path":"players[1].dinars","old":5,"new":6}]},{"round":1,"phase":"narrator","changes":[{"path":"players[0].pp","old":5,"new":6},{"path":"players[0].seals","old":0,"new":1},{"path":"narrator","old":1,"new":2},{"path":"tower","old":0,"new":1}]}],"phase":"tribute","round":1,"players":[{"name":"Ana","pp":6,"parias":0,"dinars":6,"seals":1},{"name":"Ben","pp":5,"parias":0,"dinars":6,"seals":0}]}
`

// gameStep is one confirmed step of the output.
type gameStep struct {
	Round     int           `json:"round"`
	Phase     game.Phase    `json:"phase"`
	Changes   []game.Change `json:"changes"`
	Corrected []game.Change `json:"corrected,omitempty"`
}

// gamePlayer is a player's holdings as the game left them.
type gamePlayer struct {
	Name   string `json:"name"`
	PP     int    `json:"pp"`
	Parias int    `json:"parias"`
	Dinars int    `json:"dinars"`
	Seals  int    `json:"seals"`
}

// gameFinal is the end of the game's breakdown and winner, by name.
type gameFinal struct {
	Players []finalAnswer `json:"players"`
	Winner  []string      `json:"winner"`
}

// gameOutput is the output of "sabika game".
type gameOutput struct {
	Steps   []gameStep   `json:"steps"`
	Phase   game.Phase   `json:"phase"`
	Round   int          `json:"round"`
	Players []gamePlayer `json:"players"`
	Final   *gameFinal   `json:"final,omitempty"`
}

// gameInput is a game to replay: the copy, the start (or a record saved
// by the app, to continue) and the entries.
type gameInput struct {
	ed      *edition.Edition
	start   game.Start
	record  *game.Record
	entries []game.Entry
}

// decodeGame reads the input strictly: the edition as a code or a file,
// the start, and each entry over an entry with nothing chosen (a tile or
// a start player left out is not chosen yet, as in the app).
func decodeGame(raw []byte) (gameInput, error) {
	var in struct {
		Edition json.RawMessage   `json:"edition"`
		Start   *game.Start       `json:"start"`
		Record  *game.Record      `json:"record"`
		Entries []json.RawMessage `json:"entries"`
	}
	if err := decodeSabika(raw, &in); err != nil {
		return gameInput{}, err
	}
	switch {
	case in.Edition == nil:
		return gameInput{}, missing("edition")
	case in.Start == nil && in.Record == nil:
		return gameInput{}, missing("start")
	case in.Start != nil && in.Record != nil:
		return gameInput{}, &fieldError{Field: "record", Message: "give a start or a record, not both"}
	case in.Entries == nil:
		return gameInput{}, missing("entries")
	}
	ed, err := decodeEdition(in.Edition)
	if err != nil {
		return gameInput{}, err
	}
	out := gameInput{ed: ed, record: in.Record}
	if in.Start != nil {
		out.start = *in.Start
	}
	if in.Record != nil {
		if err := in.Record.Check(); err != nil {
			return gameInput{}, recordError(err)
		}
	}
	for k, e := range in.Entries {
		entry := game.FreshEntry()
		entry.PoemOne = game.PoemOneKept // left out: the holder is kept (ruling 17)
		if err := decodeSabika(e, &entry); err != nil {
			var ie *fieldError
			if errors.As(err, &ie) {
				ie.Field = joinField(fmt.Sprintf("entries[%d]", k), ie.Field)
			}
			return gameInput{}, err
		}
		if entry.PoemOne == game.PoemOneKept {
			// -1 is the engine's "left out" (ruling 17): given, it is out
			// of range, never taken as the holder kept.
			var given struct {
				PoemOne *int `json:"poem_one"`
			}
			if err := json.Unmarshal(e, &given); err == nil && given.PoemOne != nil {
				return gameInput{}, &fieldError{Field: fmt.Sprintf("entries[%d].poem_one", k), Message: "0 (nobody) or a player from 1, not -1"}
			}
		}
		out.entries = append(out.entries, entry)
	}
	return out, nil
}

// recordError is a record's refusal (a *game.BadRecord, from its check or
// its result scored again) as bad input at its field under "record".
func recordError(err error) error {
	var bad *game.BadRecord
	if errors.As(err, &bad) {
		return &fieldError{Field: "record." + bad.Field, Message: bad.Err.Error()}
	}
	return &fieldError{Field: "record", Message: err.Error()}
}

// decodeEdition reads the copy from its SABIKA1- code (a JSON string) or
// its JSON file (an object), checked field by field.
func decodeEdition(raw json.RawMessage) (*edition.Edition, error) {
	var ed *edition.Edition
	var err error
	if t := bytes.TrimSpace(raw); len(t) > 0 && t[0] == '"' {
		var code string
		if err := json.Unmarshal(t, &code); err != nil {
			return nil, &fieldError{Field: "edition", Message: err.Error()}
		}
		ed, err = edition.FromCode(code)
	} else {
		ed, err = edition.Import(raw)
	}
	if err != nil {
		field := "edition"
		var fe *edition.FieldError
		if errors.As(err, &fe) {
			field = joinField(field, fe.Field)
		}
		return nil, &fieldError{Field: field, Message: err.Error()}
	}
	return ed, nil
}

func joinField(prefix, field string) string {
	if field == "" {
		return prefix
	}
	return prefix + "." + field
}

// refusedEntry is an entry the step refuses (exit 3): which one, at which
// step, and the details of an illegal tribute mix.
type refusedEntry struct{ r *game.Refused }

// Error says which entry and why.
func (e *refusedEntry) Error() string { return e.r.Error() }

// ErrorCode is the contract's code.
func (e *refusedEntry) ErrorCode() string { return "refused-entry" }

// RuleBroken marks a broken game rule (exit 3).
func (e *refusedEntry) RuleBroken() bool { return true }

// ErrorDetails name the entry and its step, and an illegal mix's player
// and violations.
func (e *refusedEntry) ErrorDetails() map[string]any {
	d := map[string]any{"entry": e.r.Entry, "round": e.r.Round, "phase": e.r.Phase}
	var pe *sabika.PaymentError
	if errors.As(e.r.Err, &pe) {
		for k, v := range pe.ErrorDetails() {
			d[k] = v
		}
	}
	return d
}

// runGame replays a game (spec §2.4, §2.5) through the engine's record.
func runGame(raw []byte) (any, error) {
	in, err := decodeGame(raw)
	if err != nil {
		return nil, err
	}
	var r game.Record
	if in.record != nil {
		r, err = game.Continue(in.ed, *in.record, in.entries)
	} else {
		r, err = game.Replay(in.ed, in.start, in.entries)
	}
	var unknown *game.Unknown
	var refused *game.Refused
	var bad *game.BadEntry
	var incomplete *game.Incomplete
	var badStart *game.BadStart
	var badRecord *game.BadRecord
	var coded codedError
	switch {
	case errors.As(err, &unknown):
		return nil, &fieldError{Field: "edition." + unknown.Field, Message: "your copy does not record this value yet"}
	case errors.As(err, &refused) && errors.As(refused.Err, &bad):
		return nil, &entryInputError{refused, bad.Field, bad.Message}
	case errors.As(err, &refused) && errors.As(refused.Err, &incomplete):
		return nil, &entryInputError{refused, incomplete.Field, "missing field: this step needs it"}
	case errors.As(err, &refused):
		return nil, &refusedEntry{refused}
	case errors.As(err, &badRecord):
		return nil, recordError(err)
	case errors.As(err, &coded) && coded.ErrorCode() == "bad-code":
		return nil, &startCodeError{err}
	case errors.As(err, &badStart):
		return nil, &fieldError{Field: "start." + badStart.Field, Message: badStart.Err.Error()}
	case err != nil:
		return nil, &fieldError{Field: "start", Message: err.Error()}
	}
	return gameAnswer(r), nil
}

// entryInputError is an entry value no step could take, or one left out
// that its step needs (exit 2): the field in the entries, and the entry,
// round and phase as a refused entry names them.
type entryInputError struct {
	r              *game.Refused
	field, message string
}

// Error names the field, its step and what is wrong.
func (e *entryInputError) Error() string {
	return fmt.Sprintf("%s: %s (round %d, %s)", e.fieldPath(), e.message, e.r.Round, e.r.Phase)
}

func (e *entryInputError) fieldPath() string {
	return joinField(fmt.Sprintf("entries[%d]", e.r.Entry), e.field)
}

// ErrorCode is the contract's code.
func (e *entryInputError) ErrorCode() string { return "bad-input" }

// ErrorDetails name the field, the entry and its step.
func (e *entryInputError) ErrorDetails() map[string]any {
	return map[string]any{"field": e.fieldPath(), "entry": e.r.Entry, "round": e.r.Round, "phase": e.r.Phase}
}

// startCodeError is a start's setup code that names no setup: the setup
// command's bad-code error (exit 2, with its reason), at start.code.
type startCodeError struct{ err error }

// Error is the setup code's error, at its field.
func (e *startCodeError) Error() string { return "start." + e.err.Error() }

// Unwrap is the setup code's error.
func (e *startCodeError) Unwrap() error { return e.err }

// ErrorCode is the setup command's code for a code that names no setup.
func (e *startCodeError) ErrorCode() string { return "bad-code" }

// ErrorDetails name the field, with the code's own details (its reason).
func (e *startCodeError) ErrorDetails() map[string]any {
	d := map[string]any{}
	var inner detailed
	if errors.As(e.err, &inner) {
		for k, v := range inner.ErrorDetails() {
			d[k] = v
		}
	}
	d["field"] = "start.code"
	return d
}

// gameAnswer is the output of a replayed record.
func gameAnswer(r game.Record) gameOutput {
	out := gameOutput{Steps: []gameStep{}, Phase: r.Phase, Round: r.Round()}
	for _, l := range r.Log {
		changes := l.Changes
		if changes == nil {
			changes = []game.Change{}
		}
		out.Steps = append(out.Steps, gameStep{Round: l.Round, Phase: l.Phase, Changes: changes, Corrected: l.Corrected})
	}
	names := make([]string, len(r.Game.Players))
	for i, p := range r.Game.Players {
		names[i] = p.Name
		out.Players = append(out.Players, gamePlayer{Name: p.Name, PP: p.PP, Parias: p.Parias, Dinars: p.Dinars, Seals: p.Seals})
	}
	if r.Result != nil {
		f := &gameFinal{}
		for i, s := range r.Result.Players {
			f.Players = append(f.Players, finalAnswer{Name: names[i], Points: s.Points, Total: s.Total})
		}
		for _, w := range r.Result.Winners {
			f.Winner = append(f.Winner, names[w])
		}
		out.Final = f
	}
	return out
}
