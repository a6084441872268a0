package sabika

import (
	"slices"

	"arrayan.io/arrayan/data/message"
)

// Track is the order of the paria counters, most advanced first: by space,
// and on one space from the top of the stack down (ES L821–825: the counter
// higher in the stack counts as more advanced). Entries are player indices.
type Track []int

// Clone copies the order.
func (t Track) Clone() Track { return slices.Clone(t) }

// Land moves player p, whose counter has just moved to parias[p], onto the
// top of whatever stack is there (ruling 10, forwards or backwards) and
// returns the new order; parias holds every player's space.
func (t Track) Land(p int, parias []int) Track {
	rest := slices.DeleteFunc(slices.Clone(t), func(q int) bool { return q == p })
	at := len(rest)
	for i, q := range rest {
		if parias[q] <= parias[p] {
			at = i
			break
		}
	}
	return slices.Insert(rest, at, p)
}

// TrackFromStacks builds the order from every player's space and the stacks
// on shared spaces, each listed top first (cli.md: every group of two or
// more counters on one space must be listed). Players alone on a space need
// no stack. It fails when a stack mixes spaces, names a player twice, or a
// shared space has no stack.
func TrackFromStacks(parias []int, stacks [][]int) (Track, error) {
	listed := make(map[int]bool)
	stackOf := make(map[int][]int) // space -> stack
	for s, stack := range stacks {
		field := fieldIndex("stacks", s)
		if len(stack) < 2 {
			return nil, inputErr(field, msgStackSize.With(nil))
		}
		space := parias[stack[0]]
		for _, p := range stack {
			if listed[p] {
				return nil, inputErr(field, msgStackTwice.With(message.Params{"Player": p + 1}))
			}
			listed[p] = true
			if parias[p] != space {
				return nil, inputErr(field, msgStackSpaces.With(message.Params{"Space": space, "Other": parias[p]}))
			}
		}
		if _, dup := stackOf[space]; dup {
			return nil, inputErr(field, msgStacksOnSpace.With(message.Params{"Space": space}))
		}
		stackOf[space] = stack
	}
	for p, space := range parias {
		if listed[p] {
			continue
		}
		if _, ok := stackOf[space]; ok {
			return nil, inputErr("stacks", msgStackMissing.With(message.Params{"Player": p + 1, "Space": space}))
		}
		for q := range parias {
			if q != p && !listed[q] && parias[q] == space {
				return nil, inputErr("stacks", msgStackUnlisted.With(message.Params{"Player": p + 1, "Other": q + 1, "Space": space}))
			}
		}
		stackOf[space] = []int{p}
	}
	spaces := make([]int, 0, len(stackOf))
	for s := range stackOf {
		spaces = append(spaces, s)
	}
	slices.Sort(spaces)
	order := make(Track, 0, len(parias))
	for i := len(spaces) - 1; i >= 0; i-- {
		order = append(order, stackOf[spaces[i]]...)
	}
	return order, nil
}

// Stacks returns the shared spaces' stacks, top first, from the highest
// space down (only groups of two or more).
func (t Track) Stacks(parias []int) [][]int {
	var out [][]int
	for i := 0; i < len(t); {
		j := i + 1
		for j < len(t) && parias[t[j]] == parias[t[i]] {
			j++
		}
		if j-i > 1 {
			out = append(out, slices.Clone(t[i:j]))
		}
		i = j
	}
	return out
}

// StartStack is the order at the start of the game: every counter on 0,
// the start player on top, then clockwise (ES L289 Q, L299 T); seats are
// player indices from the start player clockwise.
func StartStack(seats []int) Track { return slices.Clone(seats) }

func (t Track) check(players []TributePlayer) error {
	if len(t) != len(players) {
		return inputErr("stacks", msgOrderEveryone.With(nil))
	}
	seen := make([]bool, len(players))
	for i, p := range t {
		if p < 0 || p >= len(players) || seen[p] {
			return inputErr("stacks", msgOrderEveryone.With(nil))
		}
		seen[p] = true
		if i > 0 && players[t[i-1]].Parias < players[p].Parias {
			return inputErr("stacks", msgOrderDown.With(nil))
		}
	}
	return nil
}
