package history

import (
	"cmp"
	"slices"
)

// PlayerID returns the roster id of the player called name (ignoring case
// and surrounding spaces), adding the player to the roster when new.
func (f *File) PlayerID(name string) (int, error) {
	key := nameKey(name)
	if i := slices.IndexFunc(f.Players, func(p Player) bool { return nameKey(p.Name) == key }); i >= 0 {
		return f.Players[i].ID, nil
	}
	if err := CheckName(name); err != nil {
		return 0, err
	}
	if len(f.Players) >= MaxPlayers {
		return 0, kindRosterFull.With(args{"Max": MaxPlayers})
	}
	id := 1
	for _, p := range f.Players {
		id = max(id, p.ID+1)
	}
	f.Players = append(f.Players, Player{ID: id, Name: name})
	return id, nil
}

// Rename gives player id a new name; since plays name players by id, the
// player is renamed in every play. A name another player has is refused.
func (f *File) Rename(id int, name string) error {
	i := f.playerIndex(id)
	if i < 0 {
		return kindNoPlayer.With(args{"Player": id})
	}
	if err := CheckName(name); err != nil {
		return err
	}
	key := nameKey(name)
	if slices.ContainsFunc(f.Players, func(p Player) bool { return p.ID != id && nameKey(p.Name) == key }) {
		return kindNameTaken.With(args{"Name": name})
	}
	f.Players[i].Name = name
	return nil
}

// RemovePlayer takes player id off the roster; a player who sat at any
// kept play stays (the play would lose a seat).
func (f *File) RemovePlayer(id int) error {
	i := f.playerIndex(id)
	if i < 0 {
		return kindNoPlayer.With(args{"Player": id})
	}
	if n := f.PlaysOf(id); n > 0 {
		return kindPlayerSat.With(args{"Name": f.Players[i].Name, "Plays": n})
	}
	f.Players = slices.Delete(f.Players, i, i+1)
	return nil
}

// PlaysOf counts the plays player id sat at.
func (f *File) PlaysOf(id int) int {
	n := 0
	for _, p := range f.Plays {
		if slices.ContainsFunc(p.Seats, func(s Seat) bool { return !s.Yusuf && s.Player == id }) {
			n++
		}
	}
	return n
}

// Add checks play and keeps it under a new id, which it returns; a play
// that breaks the file's rules is refused and nothing changes.
func (f *File) Add(play Play) (int, error) {
	if len(f.Plays) >= MaxPlays {
		return 0, kindHistoryFull.With(args{"Max": MaxPlays})
	}
	play = play.Clone()
	play.ID = 1
	for _, p := range f.Plays {
		play.ID = max(play.ID, p.ID+1)
	}
	if err := play.check(f.known()); err != nil {
		return 0, kindKeeping.With(args{"Problem": err})
	}
	f.Plays = append(f.Plays, play)
	return play.ID, nil
}

// Delete removes play id; it reports whether there was one.
func (f *File) Delete(id int) bool {
	n := len(f.Plays)
	f.Plays = slices.DeleteFunc(f.Plays, func(p Play) bool { return p.ID == id })
	return len(f.Plays) < n
}

// SetDate changes play id's date, refusing a date that is not YYYY-MM-DD.
func (f *File) SetDate(id int, date string) error {
	p := f.Play(id)
	if p == nil {
		return kindNoPlay.With(args{"Play": id})
	}
	if err := CheckDate(date); err != nil {
		return err
	}
	p.Date = date
	return nil
}

// SetNote changes play id's note, refusing one over MaxNote characters.
func (f *File) SetNote(id int, note string) error {
	p := f.Play(id)
	if p == nil {
		return kindNoPlay.With(args{"Play": id})
	}
	old := p.Note
	p.Note = note
	if err := p.check(f.known()); err != nil {
		p.Note = old
		return err
	}
	return nil
}

func (f *File) known() map[int]bool {
	known := make(map[int]bool, len(f.Players))
	for _, p := range f.Players {
		known[p.ID] = true
	}
	return known
}

// Filter selects plays: by game ("" for all) and by player (0 for all).
type Filter struct {
	Game   string
	Player int
}

// Newest returns the plays the filter selects, newest first: by date, and
// on one date the play kept last first.
func (f *File) Newest(by Filter) []*Play {
	out := make([]*Play, 0, len(f.Plays))
	for i := range f.Plays {
		p := &f.Plays[i]
		if by.Game != "" && string(p.Game) != by.Game {
			continue
		}
		if by.Player != 0 && !slices.ContainsFunc(p.Seats, func(s Seat) bool { return !s.Yusuf && s.Player == by.Player }) {
			continue
		}
		out = append(out, p)
	}
	slices.SortFunc(out, func(a, b *Play) int {
		return cmp.Or(cmp.Compare(b.Date, a.Date), cmp.Compare(b.ID, a.ID))
	})
	return out
}

// Won reports whether seat i won the play.
func (p *Play) Won(i int) bool { return slices.Contains(p.Winners, i) }
