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
	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/data/naming"
	sabikayusuf "arrayan.io/arrayan/data/sabika/yusuf"
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
// as the CLI contract writes fields ("plays[2].seats[0].total"), Problem
// says what is wrong with it.
type Error struct {
	Path    string
	Problem message.Message
	// Detail, when set, is the JSON decoder's own English account of a
	// file it could not read, which the CLI prints instead of Problem.
	Detail string
}

// Error returns the path and the problem in English.
func (e *Error) Error() string {
	text := e.Problem.String()
	if e.Detail != "" {
		text = e.Detail
	}
	if e.Path == "" {
		return text
	}
	return e.Path + ": " + text
}

// Said is the problem, at its field when it has one.
func (e *Error) Said() message.Message {
	if e.Path == "" {
		return e.Problem
	}
	return kindAt.With(message.Params{"Field": e.Path, "Problem": e.Problem}).At(0, e.Path)
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

// errAt is a problem of kind k with params at the field path.
func errAt(path string, k message.Kind, params message.Params) error {
	return &Error{Path: path, Problem: k.With(params)}
}

// args are a message's parameters, in short.
type args = message.Params

// problemOf is the message err (from CheckName or CheckDate) says.
func problemOf(err error) message.Message {
	m, _ := message.Of(err)
	return m
}

// Check refuses a history that breaks any rule of the file (see the
// package documentation), naming the first offending field.
func (f *File) Check() error {
	if f.Version != Version {
		if f.Version > Version {
			return &NewerError{Version: f.Version}
		}
		return errAt("arrayan_history", kindVersion, args{"Want": Version, "Got": f.Version})
	}
	if len(f.Players) > MaxPlayers {
		return errAt("players", kindManyPlayers, args{"Max": MaxPlayers})
	}
	if len(f.Plays) > MaxPlays {
		return errAt("plays", kindManyPlays, args{"Max": MaxPlays})
	}
	ids := make(map[int]bool, len(f.Players))
	names := make(map[string]bool, len(f.Players))
	for i, p := range f.Players {
		path := fmt.Sprintf("players[%d]", i)
		if p.ID < 1 {
			return errAt(path+".id", kindIDLow, nil)
		}
		if ids[p.ID] {
			return errAt(path+".id", kindIDTwice, args{"ID": p.ID})
		}
		ids[p.ID] = true
		if err := CheckName(p.Name); err != nil {
			return &Error{Path: path + ".name", Problem: problemOf(err)}
		}
		key := nameKey(p.Name)
		if names[key] {
			return errAt(path+".name", kindNameTwice, args{"Name": p.Name})
		}
		names[key] = true
	}
	plays := make(map[int]bool, len(f.Plays))
	for i := range f.Plays {
		path := func() string { return fmt.Sprintf("plays[%d]", i) } // only for an error
		p := &f.Plays[i]
		if p.ID < 1 {
			return errAt(path()+".id", kindIDLow, nil)
		}
		if plays[p.ID] {
			return errAt(path()+".id", kindIDTwice, args{"ID": p.ID})
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
		return errAt("game", game.Unknown, args{"Game": strconv.Quote(string(p.Game))})
	}
	if err := CheckDate(p.Date); err != nil {
		return &Error{Path: "date", Problem: problemOf(err)}
	}
	if most := seatsOf(p.Game); len(p.Seats) == 0 || len(p.Seats) > most {
		return errAt("seats", kindSeatCount, args{"Game": p.Game, "Most": most, "Count": len(p.Seats)})
	}
	yusuf := false
	best := -MaxPoints - 1
	for i, s := range p.Seats {
		path := func() string { return "seats[" + strconv.Itoa(i) + "]" } // only for an error
		switch {
		case s.Yusuf && s.Player != 0:
			return errAt(path(), kindYusufPlayer, nil)
		case s.Yusuf && p.Game != game.Sabika:
			return errAt(path()+".yusuf", kindYusufSabika, nil)
		case s.Yusuf && yusuf:
			return errAt(path()+".yusuf", kindYusufOnce, nil)
		case s.Yusuf:
			yusuf = true
		case !known[s.Player]:
			return errAt(path()+".player", kindNoPlayer, args{"Player": s.Player})
		case slices.ContainsFunc(p.Seats[:i], func(o Seat) bool { return !o.Yusuf && o.Player == s.Player }):
			return errAt(path()+".player", kindPlayerTwice, args{"Player": s.Player})
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
			return errAt("difficulty", kindNeedDifficulty, nil)
		}
		return errAt("difficulty", kindNoDifficulty, nil)
	}
	if p.Difficulty != nil && !slices.Contains(sabikayusuf.EventLevels, p.Difficulty.Events) {
		return errAt("difficulty.events", sabikayusuf.UnknownEvents, args{"Events": p.Difficulty.Events})
	}
	if err := p.checkWinners(best); err != nil {
		return err
	}
	if n := utf8.RuneCountInString(p.SetupCode); n > MaxCode || !utf8.ValidString(p.SetupCode) || hasControl(p.SetupCode) {
		return errAt("setup_code", kindCodeText, args{"Max": MaxCode})
	}
	if n := utf8.RuneCountInString(p.Source); n > MaxCode || !utf8.ValidString(p.Source) || hasControl(p.Source) {
		return errAt("source", kindCodeText, args{"Max": MaxCode})
	}
	if utf8.RuneCountInString(p.Note) > MaxNote || !utf8.ValidString(p.Note) {
		return errAt("note", kindNoteText, args{"Max": MaxNote})
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
		return errAt("winners", kindNoWinner, nil)
	}
	for i, w := range p.Winners {
		path := fmt.Sprintf("winners[%d]", i)
		if w < 0 || w >= len(p.Seats) {
			return errAt(path, kindNoSeat, args{"Seat": w})
		}
		if slices.Contains(p.Winners[:i], w) {
			return errAt(path, kindSeatTwice, args{"Seat": w})
		}
		if p.Seats[w].Total != best {
			return errAt(path, kindNotTop, args{"Seat": w, "Best": best})
		}
	}
	switch p.TieBreak {
	case "":
		for i, s := range p.Seats {
			if s.Total == best && !slices.Contains(p.Winners, i) {
				return errAt("winners", kindSharedWin, args{"Seat": i})
			}
		}
	case TieBuildings, TieCamels:
		// A tie-break names a tie it broke: more seats with the highest
		// total than winners.
		if tied := len(slices.DeleteFunc(slices.Clone(p.Seats), func(s Seat) bool { return s.Total != best })); tied <= len(p.Winners) {
			return errAt("tie_break", kindNoTie, args{"Tied": tied, "Winners": len(p.Winners)})
		}
	}
	switch p.TieBreak {
	case "":
	case TieBuildings:
		if p.Game != game.Sabika {
			return errAt("tie_break", kindBuildingsTie, nil)
		}
	case TieCamels:
		if p.Game != game.MarcoPolo {
			return errAt("tie_break", kindCamelsTie, nil)
		}
	default:
		return errAt("tie_break", kindTieBreak, args{"TieBreak": p.TieBreak})
	}
	return nil
}

// checkPoints: every category a slug, once, and the breakdown adds up.
func checkPoints(s Seat) error {
	if s.Total < -MaxPoints || s.Total > MaxPoints {
		return errAt("total", kindRange, args{"Max": MaxPoints})
	}
	sum := 0
	for i, pt := range s.Points {
		path := func() string { return fmt.Sprintf("points[%d]", i) } // only for an error
		if !isSlug(pt.Category) {
			return errAt(path()+".category", kindCategory, args{"Max": MaxCategory, "Category": pt.Category})
		}
		if slices.ContainsFunc(s.Points[:i], func(o Points) bool { return o.Category == pt.Category }) {
			return errAt(path()+".category", kindCategoryTwice, args{"Category": pt.Category})
		}
		if pt.Points < -MaxPoints || pt.Points > MaxPoints {
			return errAt(path()+".points", kindRange, args{"Max": MaxPoints})
		}
		sum += pt.Points
	}
	if len(s.Points) > 0 && sum != s.Total {
		return errAt("total", kindSum, args{"Total": s.Total, "Sum": sum})
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
		return kindNameEmpty.With(nil)
	case n > MaxName:
		return kindNameLong.With(args{"Max": MaxName, "Count": n})
	case !utf8.ValidString(name) || hasControl(name):
		return kindNamePrintable.With(nil)
	case strings.TrimSpace(name) != name:
		return kindNameSpace.With(nil)
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
		return kindDateForm.With(args{"Date": date})
	}
	if d.Year() < MinYear {
		return kindDateEarly.With(args{"Date": date, "Year": MinYear})
	}
	return nil
}

// nameKey is the form in which two names count as the same player.
func nameKey(name string) string { return naming.Key(name) }

// NewerError is a history written by a newer version of the app.
type NewerError struct{ Version int }

// Error says so, naming the field that says it.
func (e *NewerError) Error() string { return e.at().Error() }

// Said says so at the field that says it.
func (e *NewerError) Said() message.Message { return e.at().Said() }

func (e *NewerError) at() *Error {
	return &Error{Path: "arrayan_history", Problem: kindNewer.With(args{"Version": e.Version, "Reads": Version})}
}

// ErrorCode is the CLI contract's code for unusable input.
func (e *NewerError) ErrorCode() string { return "bad-input" }

// ErrorDetails names the field for the CLI's error object, as the README
// says: the format version, arrayan_history.
func (e *NewerError) ErrorDetails() map[string]any { return map[string]any{"field": "arrayan_history"} }

// Newer reports that the store should keep the file aside as newer.
func (e *NewerError) Newer() bool { return true }
