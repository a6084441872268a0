package marcopolo

import (
	"errors"
	"fmt"
	"slices"

	mp "arrayan.io/arrayan/data/marcopolo"
	"arrayan.io/arrayan/data/naming"
	mpscore "arrayan.io/arrayan/scoring/marcopolo"
)

// The checks below refuse a saved state that the screens could not show:
// every field is checked against the catalogue, so that a damaged or
// hostile file is never trusted (app/store keeps a refused file aside).

func checkPlayers(n int) error {
	if n < minPlayers || n > maxPlayers {
		return fmt.Errorf("%d players saved; the game seats %d to %d", n, minPlayers, maxPlayers)
	}
	return nil
}

func checkName(name string) error {
	if err := naming.Check(name); err != nil {
		return fmt.Errorf("player name: %w", err)
	}
	return nil
}

func checkCharacter(id string) error {
	if _, ok := mp.CharacterByID(id); id != "" && !ok {
		return fmt.Errorf("unknown character %q", id)
	}
	return nil
}

// checkPosts refuses unknown or repeated cities, or more than kinds allows
// (nil: any city).
func checkPosts(posts []string, allowed []string) error {
	if len(posts) > len(allowed) {
		return fmt.Errorf("%d trading posts", len(posts))
	}
	for i, id := range posts {
		if !slices.Contains(allowed, id) {
			return fmt.Errorf("a post in %q", id)
		}
		if slices.Contains(posts[:i], id) {
			return fmt.Errorf("two posts in %q", id)
		}
	}
	return nil
}

func checkCount(what string, n, hi int) error {
	if n < 0 || n > hi {
		return fmt.Errorf("%s %d", what, n)
	}
	return nil
}

// check refuses a scoring state with a value out of range.
func (s *scoringState) check() error {
	if err := checkPlayers(s.Players); err != nil {
		return err
	}
	if s.Editing < 0 || s.Editing >= s.Players {
		return fmt.Errorf("the map shows player %d of %d", s.Editing+1, s.Players)
	}
	for i := range s.Seats {
		if err := s.Seats[i].check(); err != nil {
			return fmt.Errorf("player %d: %w", i+1, err)
		}
	}
	return nil
}

func (p *seat) check() error {
	err := errors.Join(checkName(p.Name), checkCharacter(p.Character), checkPosts(p.Posts, mp.Cities()),
		checkCount("Beijing arrival", p.Beijing, mp.BeijingSpaces()))
	for _, n := range []struct {
		what string
		v    int
	}{{"points", p.VP}, {"coins", p.Coins}, {"camels", p.Camels}, {"pepper", p.Pepper},
		{"silk", p.Silk}, {"gold", p.Gold}, {"contracts", p.Contracts}} {
		err = errors.Join(err, checkCount(n.what, n.v, mpscore.MaxCount))
	}
	for _, id := range p.Objectives {
		if id != 0 && !slices.ContainsFunc(mp.Objectives(), func(o mp.Objective) bool { return o.ID == id }) {
			err = errors.Join(err, fmt.Errorf("objective card %d", id))
		}
	}
	return err
}

// check refuses a round-helper state with a value out of range.
func (s *roundsState) check() error {
	if err := checkPlayers(s.Players); err != nil {
		return err
	}
	if s.Round < 1 || s.Round > mp.Rounds() {
		return fmt.Errorf("round %d of %d", s.Round, mp.Rounds())
	}
	_, hi := diceRange()
	for i, p := range s.Seats {
		if err := errors.Join(checkName(p.Name), checkCharacter(p.Character), checkPosts(p.Posts, smallCities()),
			checkCount("dice total", p.Dice, hi)); err != nil {
			return fmt.Errorf("player %d: %w", i+1, err)
		}
	}
	bonuses := map[string]bool{}
	for _, b := range mp.CityBonuses() {
		bonuses[b.ID] = true
	}
	used := map[string]bool{}
	for city, id := range s.Bonuses {
		if !slices.Contains(smallCities(), city) || !bonuses[id] || used[id] {
			return fmt.Errorf("city bonus %q in %q", id, city)
		}
		used[id] = true
	}
	return nil
}

// check refuses a planner state naming unknown spaces or a die off its
// faces.
func (s *plannerState) check() error {
	if mp.SpaceIndex(s.Start) < 0 || mp.SpaceIndex(s.Target) < 0 {
		return fmt.Errorf("unknown spaces %q and %q", s.Start, s.Target)
	}
	if s.Die < 1 || s.Die > mp.MaxDie {
		return fmt.Errorf("die %d", s.Die)
	}
	if s.Choice < 0 || s.Choice >= maxAlternatives {
		return fmt.Errorf("plan %d", s.Choice)
	}
	if !slices.ContainsFunc(mp.Objectives(), func(o mp.Objective) bool { return o.ID == s.Objective }) {
		return fmt.Errorf("objective card %d", s.Objective)
	}
	return nil
}
