// Package history keeps every play of Arrayán's games: a roster of players
// typed once, the plays (game, date, players in seat order, each total with
// its breakdown by scoring category, the winners and how a tie was broken,
// the setup code, a note), and the statistics computed from them. It is
// plain Go, shared by the app's history screens and `arrayan-cli history`.
//
// # The history file (format version 1)
//
// A history is one JSON object; the app saves it, exports it and the CLI
// reads it in this form:
//
//		{"arrayan_history": 1,
//		 "players": [{"id": 1, "name": "Ana"}, {"id": 2, "name": "Ben"}],
//		 "plays": [
//		   {"id": 1, "game": "alhambra", "date": "2026-11-26",
//		    "seats": [
//		      {"player": 1, "total": 61, "points": [{"category": "wall", "points": 7}, {"category": "tower", "points": 54}]},
//		      {"player": 2, "total": 48, "points": [{"category": "garden", "points": 48}]}],
//		    "winners": [0], "setup_code": "…", "note": "…"}]}
//
//	  - arrayan_history: the format version, 1. A file of a newer version
//	    is refused as such (never half read).
//	  - players: the roster. id is a whole number ≥ 1, unique; name is 1–40
//	    characters, unique ignoring case. Plays name players by id, so that
//	    renaming a player renames them in every play.
//	  - plays: id ≥ 1, unique (the order plays were kept in); game is one of
//	    sabika, alhambra, granada, marcopolo; date is YYYY-MM-DD, from 1900.
//	  - seats: the players in seat order, 1–4 seats in Sabika and Marco
//	    Polo, 1–8 in Alhambra and Granada. A seat is a roster
//	    player ("player": id, each at most once per play) or, in Sabika
//	    only, Yusuf the solo automa ("yusuf": true, no player). total is the
//	    final score; points is its breakdown, one entry per category
//	    (a lowercase slug such as wall, tower, wishes, tribute, track,
//	    objectives), each category once, adding up to total. Scores lie
//	    within ±100000.
//	  - winners: the seat indexes (0 is the first seat) of the winners, at
//	    least one, each with the highest total. tie_break names the rule
//	    that separated players tied on the highest total: "buildings"
//	    (Sabika: most buildings) or "camels" (Marco Polo: most camels),
//	    only where it did (fewer winners than seats with the highest
//	    total); without it, every seat with the highest total is a winner
//	    (a shared win).
//	  - difficulty: required exactly when Yusuf sits at the table: events is
//	    none, one-positive-two-negative or three-negative, ten_pp is true
//	    when Yusuf started with 10 PP (ES L1164–1172).
//	  - setup_code (up to 64 characters) and note (up to 2000) are optional.
package history

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"arrayan.io/arrayan/data/game"
	"arrayan.io/arrayan/data/naming"
)

// Version is the format version of the history file this code writes.
const Version = 1

// Limits of the history file: anything beyond them is refused.
const (
	MaxName     = 40     // characters in a player's name
	MaxNote     = 2000   // characters in a play's note
	MaxCode     = 64     // characters in a setup code
	MaxCategory = 32     // characters in a category slug
	MaxSeats    = 8      // seats at one play (Alhambra's 6 and a neutral)
	MaxPlayers  = 10000  // players in the roster
	MaxPlays    = 100000 // plays in the history
	MaxPoints   = 100000 // the size of any score
	DateLayout  = "2006-01-02"
)

// Tie-break rules a play may name (see the package documentation).
const (
	TieBuildings = "buildings" // Sabika: most buildings among the tied
	TieCamels    = "camels"    // Marco Polo: most camels among the tied
)

// Yusuf's event levels, as scoring/sabika/yusuf spells them (ES L1164–1172).
var eventLevels = []string{"none", "one-positive-two-negative", "three-negative"}

// File is a whole history: the roster and every play.
type File struct {
	Version int      `json:"arrayan_history"`
	Players []Player `json:"players"`
	Plays   []Play   `json:"plays"`
}

// Player is one person of the roster.
type Player struct {
	ID   int    `json:"id"`
	Name string `json:"name"`
}

// Play is one game played to its end.
type Play struct {
	ID         int         `json:"id"`
	Game       game.ID     `json:"game"`
	Date       string      `json:"date"`
	Seats      []Seat      `json:"seats"`
	Winners    []int       `json:"winners"`
	TieBreak   string      `json:"tie_break,omitempty"`
	Difficulty *Difficulty `json:"difficulty,omitempty"`
	SetupCode  string      `json:"setup_code,omitempty"`
	Note       string      `json:"note,omitempty"`
	Source     string      `json:"source,omitempty"`
}

// Seat is one player's result in a play.
type Seat struct {
	Player int      `json:"player,omitempty"`
	Yusuf  bool     `json:"yusuf,omitempty"`
	Total  int      `json:"total"`
	Points []Points `json:"points"`
}

// Points is one scoring category of a seat's total.
type Points struct {
	Category string `json:"category"`
	Points   int    `json:"points"`
}

// Difficulty is a solo Sabika game's difficulty (ES L1164–1172).
type Difficulty struct {
	Events string `json:"events"`
	TenPP  bool   `json:"ten_pp"`
}

// New returns an empty history of the current version.
func New() File { return File{Version: Version, Players: []Player{}, Plays: []Play{}} }

// Clone returns a deep copy of f, sharing nothing with it.
func (f File) Clone() File {
	c := File{Version: f.Version, Players: slices.Clone(f.Players), Plays: make([]Play, len(f.Plays))}
	if c.Players == nil {
		c.Players = []Player{}
	}
	for i, p := range f.Plays {
		c.Plays[i] = p.Clone()
	}
	return c
}

// Clone returns a deep copy of p.
func (p Play) Clone() Play {
	c := p
	c.Winners = slices.Clone(p.Winners)
	c.Seats = make([]Seat, len(p.Seats))
	for i, s := range p.Seats {
		s.Points = slices.Clone(s.Points)
		c.Seats[i] = s
	}
	if p.Difficulty != nil {
		d := *p.Difficulty
		c.Difficulty = &d
	}
	return c
}

// Name returns the roster name of player id ("" when unknown).
func (f *File) Name(id int) string {
	if i := f.playerIndex(id); i >= 0 {
		return f.Players[i].Name
	}
	return ""
}

func (f *File) playerIndex(id int) int {
	return slices.IndexFunc(f.Players, func(p Player) bool { return p.ID == id })
}

// Play returns the play with the given id, or nil.
func (f *File) Play(id int) *Play {
	i := slices.IndexFunc(f.Plays, func(p Play) bool { return p.ID == id })
	if i < 0 {
		return nil
	}
	return &f.Plays[i]
}

// Error is a history that breaks the file's rules: Path names the field
// as the CLI contract writes fields ("plays[2].seats[0].total").
type Error struct {
	Path    string
	Message string
}

// Error returns the path and the message.
func (e *Error) Error() string {
	if e.Path == "" {
		return e.Message
	}
	return e.Path + ": " + e.Message
}

// ErrorCode is the CLI contract's code for unusable input.
func (e *Error) ErrorCode() string { return "bad-input" }

// ErrorDetails names the offending field for the CLI's error object.
func (e *Error) ErrorDetails() map[string]any {
	if e.Path == "" {
		return nil
	}
	return map[string]any{"field": e.Path}
}

func errAt(path, format string, args ...any) error {
	return &Error{Path: path, Message: fmt.Sprintf(format, args...)}
}

// Check refuses a history that breaks any rule of the file (see the
// package documentation), naming the first offending field.
func (f *File) Check() error {
	if f.Version != Version {
		if f.Version > Version {
			return &NewerError{Version: f.Version}
		}
		return errAt("arrayan_history", "must be %d, not %d", Version, f.Version)
	}
	if len(f.Players) > MaxPlayers {
		return errAt("players", "more than %d players", MaxPlayers)
	}
	if len(f.Plays) > MaxPlays {
		return errAt("plays", "more than %d plays", MaxPlays)
	}
	ids := make(map[int]bool, len(f.Players))
	names := make(map[string]bool, len(f.Players))
	for i, p := range f.Players {
		path := fmt.Sprintf("players[%d]", i)
		if p.ID < 1 {
			return errAt(path+".id", "must be 1 or more")
		}
		if ids[p.ID] {
			return errAt(path+".id", "%d is given twice", p.ID)
		}
		ids[p.ID] = true
		if err := CheckName(p.Name); err != nil {
			return errAt(path+".name", "%s", err.Error())
		}
		key := nameKey(p.Name)
		if names[key] {
			return errAt(path+".name", "%q is given twice", p.Name)
		}
		names[key] = true
	}
	plays := make(map[int]bool, len(f.Plays))
	for i := range f.Plays {
		path := func() string { return fmt.Sprintf("plays[%d]", i) } // only for an error
		p := &f.Plays[i]
		if p.ID < 1 {
			return errAt(path()+".id", "must be 1 or more")
		}
		if plays[p.ID] {
			return errAt(path()+".id", "%d is given twice", p.ID)
		}
		plays[p.ID] = true
		if err := p.check(ids); err != nil {
			var e *Error
			if errors.As(err, &e) {
				e.Path = path() + "." + e.Path
			}
			return err
		}
	}
	return nil
}

// check refuses a play that breaks the file's rules; known holds the
// roster's ids. Paths are relative to the play.
func (p *Play) check(known map[int]bool) error {
	if !game.Known(p.Game) {
		return errAt("game", "unknown game %q", p.Game)
	}
	if err := CheckDate(p.Date); err != nil {
		return errAt("date", "%s", err.Error())
	}
	if most := seatsOf(p.Game); len(p.Seats) == 0 || len(p.Seats) > most {
		return errAt("seats", "a play of %s has 1 to %d seats, not %d", p.Game, most, len(p.Seats))
	}
	yusuf := false
	best := -MaxPoints - 1
	for i, s := range p.Seats {
		path := func() string { return "seats[" + strconv.Itoa(i) + "]" } // only for an error
		switch {
		case s.Yusuf && s.Player != 0:
			return errAt(path(), "Yusuf's seat names no player")
		case s.Yusuf && p.Game != game.Sabika:
			return errAt(path()+".yusuf", "Yusuf plays only Sabika")
		case s.Yusuf && yusuf:
			return errAt(path()+".yusuf", "Yusuf sits at the table once")
		case s.Yusuf:
			yusuf = true
		case !known[s.Player]:
			return errAt(path()+".player", "no player %d in the roster", s.Player)
		case slices.ContainsFunc(p.Seats[:i], func(o Seat) bool { return !o.Yusuf && o.Player == s.Player }):
			return errAt(path()+".player", "player %d sits twice", s.Player)
		}
		if err := checkPoints(s); err != nil {
			var e *Error
			if errors.As(err, &e) {
				e.Path = path() + "." + e.Path
			}
			return err
		}
		best = max(best, s.Total)
	}
	if yusuf != (p.Difficulty != nil) {
		if yusuf {
			return errAt("difficulty", "a game with Yusuf names its difficulty")
		}
		return errAt("difficulty", "only a game with Yusuf has a difficulty")
	}
	if p.Difficulty != nil && !slices.Contains(eventLevels, p.Difficulty.Events) {
		return errAt("difficulty.events", "must be none, one-positive-two-negative or three-negative, not %q", p.Difficulty.Events)
	}
	if err := p.checkWinners(best); err != nil {
		return err
	}
	if n := utf8.RuneCountInString(p.SetupCode); n > MaxCode || !utf8.ValidString(p.SetupCode) || hasControl(p.SetupCode) {
		return errAt("setup_code", "must be printable text of at most %d characters", MaxCode)
	}
	if n := utf8.RuneCountInString(p.Source); n > MaxCode || !utf8.ValidString(p.Source) || hasControl(p.Source) {
		return errAt("source", "must be printable text of at most %d characters", MaxCode)
	}
	if utf8.RuneCountInString(p.Note) > MaxNote || !utf8.ValidString(p.Note) {
		return errAt("note", "must be text of at most %d characters", MaxNote)
	}
	return nil
}

// seatsOf is the most seats at one play of g: Sabika is for 1 to 4
// players, Yusuf taking the second seat of a solo game (ES L44, L938);
// The Voyages of Marco Polo for 2 to 4 (data/marcopolo.MaxPlayers);
// Alhambra and Granada MaxSeats (6 players and a neutral).
func seatsOf(g game.ID) int {
	switch g {
	case game.Sabika, game.MarcoPolo:
		return 4
	}
	return MaxSeats
}

// checkWinners: winners are seats with the highest total; without a
// tie-break every seat with the highest total wins (a shared win).
func (p *Play) checkWinners(best int) error {
	if len(p.Winners) == 0 {
		return errAt("winners", "a play has at least one winner")
	}
	for i, w := range p.Winners {
		path := fmt.Sprintf("winners[%d]", i)
		if w < 0 || w >= len(p.Seats) {
			return errAt(path, "no seat %d", w)
		}
		if slices.Contains(p.Winners[:i], w) {
			return errAt(path, "seat %d is given twice", w)
		}
		if p.Seats[w].Total != best {
			return errAt(path, "seat %d does not have the highest total (%d)", w, best)
		}
	}
	switch p.TieBreak {
	case "":
		for i, s := range p.Seats {
			if s.Total == best && !slices.Contains(p.Winners, i) {
				return errAt("winners", "seat %d ties for the highest total: without a tie_break it shares the win", i)
			}
		}
	case TieBuildings, TieCamels:
		// A tie-break names a tie it broke: more seats with the highest
		// total than winners.
		if tied := len(slices.DeleteFunc(slices.Clone(p.Seats), func(s Seat) bool { return s.Total != best })); tied <= len(p.Winners) {
			return errAt("tie_break", "no tie was broken: %d seats have the highest total and %d win", tied, len(p.Winners))
		}
	}
	switch p.TieBreak {
	case "":
	case TieBuildings:
		if p.Game != game.Sabika {
			return errAt("tie_break", "buildings break ties only in Sabika")
		}
	case TieCamels:
		if p.Game != game.MarcoPolo {
			return errAt("tie_break", "camels break ties only in Marco Polo")
		}
	default:
		return errAt("tie_break", "must be buildings or camels, not %q", p.TieBreak)
	}
	return nil
}

// checkPoints: every category a slug, once, and the breakdown adds up.
func checkPoints(s Seat) error {
	if s.Total < -MaxPoints || s.Total > MaxPoints {
		return errAt("total", "must lie within ±%d", MaxPoints)
	}
	sum := 0
	for i, pt := range s.Points {
		path := func() string { return fmt.Sprintf("points[%d]", i) } // only for an error
		if !isSlug(pt.Category) {
			return errAt(path()+".category", "must be a lowercase slug of 1 to %d characters, not %q", MaxCategory, pt.Category)
		}
		if slices.ContainsFunc(s.Points[:i], func(o Points) bool { return o.Category == pt.Category }) {
			return errAt(path()+".category", "%q is given twice", pt.Category)
		}
		if pt.Points < -MaxPoints || pt.Points > MaxPoints {
			return errAt(path()+".points", "must lie within ±%d", MaxPoints)
		}
		sum += pt.Points
	}
	if len(s.Points) > 0 && sum != s.Total {
		return errAt("total", "is %d but the points add up to %d", s.Total, sum)
	}
	return nil
}

func isSlug(s string) bool {
	if s == "" || len(s) > MaxCategory {
		return false
	}
	for _, r := range s {
		if (r < 'a' || r > 'z') && (r < '0' || r > '9') && r != '_' && r != '-' {
			return false
		}
	}
	return true
}

func hasControl(s string) bool {
	return strings.ContainsFunc(s, func(r rune) bool { return r < ' ' || r == 0x7f })
}

// CheckName refuses a player's name that is empty, too long or not
// printable text.
func CheckName(name string) error {
	switch n := utf8.RuneCountInString(name); {
	case strings.TrimSpace(name) == "":
		return fmt.Errorf("a name cannot be empty")
	case n > MaxName:
		return fmt.Errorf("a name has at most %d characters, not %d", MaxName, n)
	case !utf8.ValidString(name) || hasControl(name):
		return fmt.Errorf("a name must be printable text")
	case strings.TrimSpace(name) != name:
		return fmt.Errorf("a name cannot begin or end with a space")
	}
	return nil
}

// MinYear is the earliest year of a play: the games are of this century
// (Alhambra 2003), and a year before it, 0000 above all, is a typing
// mistake.
const MinYear = 1900

// CheckDate refuses a date that is not a real YYYY-MM-DD day from
// MinYear on.
func CheckDate(date string) error {
	d, err := time.Parse(DateLayout, date)
	if err != nil {
		return fmt.Errorf("%q is not a date written YYYY-MM-DD", date)
	}
	if d.Year() < MinYear {
		return fmt.Errorf("%q is before %d: not a date of a play", date, MinYear)
	}
	return nil
}

// nameKey is the form in which two names count as the same player.
func nameKey(name string) string { return naming.Key(name) }

// NewerError is a history written by a newer version of the app.
type NewerError struct{ Version int }

// Error says so, naming the field that says it.
func (e *NewerError) Error() string {
	return fmt.Sprintf("arrayan_history: this history was written by a newer version of Arrayán (format %d; this version reads %d)", e.Version, Version)
}

// ErrorCode is the CLI contract's code for unusable input.
func (e *NewerError) ErrorCode() string { return "bad-input" }

// ErrorDetails names the field for the CLI's error object, as the README
// says: the format version, arrayan_history.
func (e *NewerError) ErrorDetails() map[string]any { return map[string]any{"field": "arrayan_history"} }

// Newer reports that the store should keep the file aside as newer.
func (e *NewerError) Newer() bool { return true }
