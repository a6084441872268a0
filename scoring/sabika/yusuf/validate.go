package yusuf

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"arrayan.io/arrayan/data/naming"
	"arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/data/sabika/yusuf"
)

// Validate checks a state against Yusuf's components and the rules, so that
// a loaded or received state never drives the engine into nonsense: every
// card once in exactly one deck or discard (or in play), the 4 tiles once in
// the pile or face up, the workers on their rondels, every value in range,
// all 9 ships accounted for, his holdings as the rules let them grow
// (checkHoldings). It is the one check of a saved or received state: the
// app's load and the CLI both use it. An error names the field (an
// *InputError).
func (st *State) Validate(c *yusuf.Components) error {
	if err := c.Ready(); err != nil {
		return err
	}
	checks := []func(*yusuf.Components) error{st.checkCounters, st.checkTiles, st.checkCards, st.checkWorkers, st.checkHoldings}
	for _, check := range checks {
		if err := check(c); err != nil {
			return fmt.Errorf("yusuf state: %w", err)
		}
	}
	return nil
}

func (st *State) checkCounters(*yusuf.Components) error {
	switch {
	case st.Version != StateVersion:
		return inputErr("version", "%d, this engine reads %d", st.Version, StateVersion)
	case st.Round < 1 || st.Round > Rounds:
		return inputErr("round", "%d is not 1–%d", st.Round, Rounds)
	case st.PP < 0 || st.PP > MaxTotal:
		return inputErr("pp", "%d is not 0–%d", st.PP, MaxTotal)
	case st.Parias < 0 || st.Parias > MaxTotal:
		return inputErr("parias", "%d is not 0–%d", st.Parias, MaxTotal)
	case st.Shuffles < 0 || st.Shuffles > MaxTotal:
		return inputErr("shuffles", "%d is not 0–%d", st.Shuffles, MaxTotal)
	case !slices.Contains(eventLevels, st.Difficulty.Events):
		return inputErr("difficulty.events", "%q is unknown", st.Difficulty.Events)
	case st.Activated != nil:
		return inputErr("activated", "is not used: leave it out")
	case st.Over && (st.Round != Rounds || st.Pending != nil || len(st.Pile) > 0):
		return inputErr("over", "the game ends after his last turn of round %d", Rounds)
	}
	return nil
}

func (st *State) checkTiles(c *yusuf.Components) error {
	all := append(slices.Clone(st.Pile), st.Revealed...)
	slices.Sort(all)
	for i, t := range all {
		if t != i || i >= len(c.Tiles) {
			return inputErr("pile", "pile and revealed must hold each of the %d tiles once", len(c.Tiles))
		}
	}
	if len(all) != len(c.Tiles) {
		return inputErr("pile", "pile and revealed must hold each of the %d tiles once", len(c.Tiles))
	}
	inPlay := 0
	if st.Pending != nil {
		inPlay = 1
	}
	if st.Turns+inPlay != len(st.Revealed) {
		return inputErr("turns", "%d does not match %d revealed tiles", st.Turns, len(st.Revealed))
	}
	return nil
}

func (st *State) checkCards(c *yusuf.Components) error {
	for _, w := range yusuf.Workers {
		if st.Decks[w] == nil || st.Discards[w] == nil {
			return inputErr("decks."+string(w), "decks and discards must list the %s deck (an empty list when empty)", w)
		}
	}
	if len(st.Decks) != len(yusuf.Workers) || len(st.Discards) != len(yusuf.Workers) {
		return inputErr("decks", "decks and discards hold only alarife, comerciante and poetisa")
	}
	seen := map[string]bool{}
	place := func(id string, w yusuf.Worker) error {
		card, ok := c.Card(id)
		if !ok || card.Deck != w || seen[id] {
			return inputErr("decks", "card %q is unknown, in the wrong deck or listed twice", id)
		}
		seen[id] = true
		return nil
	}
	for w, ids := range st.Decks {
		for _, id := range ids {
			if err := place(id, w); err != nil {
				return err
			}
		}
	}
	for w, ids := range st.Discards {
		for _, id := range ids {
			if err := place(id, w); err != nil {
				return err
			}
		}
	}
	if p := st.Pending; p != nil {
		card, _ := c.Card(p.Card)
		if err := place(p.Card, card.Deck); err != nil {
			return err
		}
		if p.Worker < 0 || p.Worker >= len(st.Workers) || p.Next < 0 || p.Next > len(card.Actions) {
			return inputErr("pending", "worker or next action out of range")
		}
		if p.Question == nil || p.Next >= len(card.Actions) {
			return inputErr("pending.question", "a pending turn waits for the answer to a question of its card")
		}
		if p.Opposite && card.Actions[p.Next] != yusuf.Warehouse {
			return inputErr("pending.opposite", "only a warehouse action looks at the opposite space")
		}
		if q, _ := st.question(card.Actions[p.Next], card.Space, p.Opposite); !sameQuestion(q, p.Question) {
			return inputErr("pending.question", "is not the question of the card's action in this state")
		}
		if w := st.Workers[p.Worker]; w.Type != card.Deck || w.Space != card.Space || !w.Lying {
			return inputErr("pending.worker", "worker %d is not the %s lying on %q", p.Worker, card.Deck, card.Space)
		}
	}
	if len(seen) != len(c.Cards) {
		return inputErr("decks", "%d of %d cards are in the decks and discards", len(seen), len(c.Cards))
	}
	return nil
}

// sameQuestion compares a saved question with the one the engine asks:
// its kind, action, space and choices (the rule's wording aside).
func sameQuestion(want, got *Question) bool {
	return want != nil && got != nil && want.Kind == got.Kind && want.Action == got.Action && want.Space == got.Space &&
		want.Matching == got.Matching && slices.Equal(want.Options, got.Options) && slices.Equal(want.Presence, got.Presence)
}

func (st *State) checkWorkers(c *yusuf.Components) error {
	if len(st.Workers) != len(c.Tiles) {
		return inputErr("workers", "%d workers, one per tile (%d)", len(st.Workers), len(c.Tiles))
	}
	spaces := map[string]bool{}
	for i, w := range st.Workers {
		if w.Type != c.Tiles[i] {
			return inputErr(fmt.Sprintf("workers[%d].type", i), "%q, its tile shows %q", w.Type, c.Tiles[i])
		}
		if w.Space != "" && !slices.Contains(c.Rondels[w.Type], w.Space) {
			return inputErr(fmt.Sprintf("workers[%d].space", i), "%q is not a space of the %s rondel", w.Space, w.Type)
		}
		key := string(w.Type) + "/" + w.Space
		if w.Space != "" && spaces[key] {
			return inputErr(fmt.Sprintf("workers[%d].space", i), "two %s workers on %q", w.Type, w.Space)
		}
		spaces[key] = true
		if w.Lying && w.Space == "" {
			return inputErr(fmt.Sprintf("workers[%d].lying", i), "lies down beside the board: a lying worker is on a space")
		}
	}
	return st.checkLying()
}

// checkLying checks that no more workers of a type lie down than tiles of
// that type are face up (a worker lies down on its tile's turn; a turn with
// no resolvable card leaves it standing), so that every tile in the pile
// finds a standing worker [ES L962–995].
func (st *State) checkLying() error {
	lying, revealed := map[yusuf.Worker]int{}, map[yusuf.Worker]int{}
	for _, w := range st.Workers {
		if w.Lying {
			lying[w.Type]++
		}
	}
	for _, t := range st.Revealed {
		revealed[st.Workers[t].Type]++
	}
	for _, w := range yusuf.Workers {
		if lying[w] > revealed[w] {
			return inputErr("workers", "%d %s workers lie down but %d of their tiles are face up", lying[w], w, revealed[w])
		}
	}
	return nil
}

// Most components of a kind Yusuf can take [ES "Componentes"].
const (
	// MajorBuildingTiles: "21 construcciones mayores" [ES L66].
	MajorBuildingTiles = 21
	// MinorBuildingCards: "Construcción menor x36" [ES L161].
	MinorBuildingCards = 36
	// WarehouseTiles: "24 almacenes" [ES L48].
	WarehouseTiles = 24
)

// checkHoldings checks what he has taken against the components and the
// rules: his first ship consolidated with its seal [ES L934], every city
// named once, each minor poem once and each major poem a code of the
// catalogue once (never F1, out of the solo game [ES L927]), the carvings
// alternating minor and major up to 2 major poems [ES L1081–1083; ruling
// 14], one favour step per major building [ES L1021–1027].
func (st *State) checkHoldings(*yusuf.Components) error {
	h := &st.Holdings
	switch {
	case h.Seals < 1 || h.Seals > len(h.Cities):
		return inputErr("holdings.seals", "%d, but presence in %d cities (he starts with a seal)", h.Seals, len(h.Cities))
	case h.ShipsInGranada < 0 || h.ShipsInGranada+len(h.Cities) != Ships:
		return inputErr("holdings.ships_in_granada", "%d ships in Granada and %d cities: he has %d ships", h.ShipsInGranada, len(h.Cities), Ships)
	case h.consolidated() < 1:
		return inputErr("holdings.cities", "his first ship starts consolidated")
	case len(h.MajorBuildings) > MajorBuildingTiles:
		return inputErr("holdings.major_buildings", "%d, the box holds %d", len(h.MajorBuildings), MajorBuildingTiles)
	case len(h.MinorBuildings) > MinorBuildingCards:
		return inputErr("holdings.minor_buildings", "%d, the box holds %d", len(h.MinorBuildings), MinorBuildingCards)
	case len(h.Warehouses) > WarehouseTiles:
		return inputErr("holdings.warehouses", "%d, the box holds %d", len(h.Warehouses), WarehouseTiles)
	case h.Favour != len(h.MajorBuildings):
		return inputErr("holdings.favour", "%d steps, but each of his %d major buildings advances it once", h.Favour, len(h.MajorBuildings))
	case h.Carvings != len(h.MinorPoems)+len(h.MajorPoems):
		return inputErr("holdings.carvings", "%d does not match his %d poems", h.Carvings, len(h.MinorPoems)+len(h.MajorPoems))
	case len(h.MajorPoems) != min(h.Carvings/2, MaxMajorPoems):
		return inputErr("holdings.major_poems", "%d major poems after %d carvings: every second carving is major, up to %d", len(h.MajorPoems), h.Carvings, MaxMajorPoems)
	}
	for i, c := range h.Cities {
		if err := checkCityName(c.Name); err != nil {
			return Within(fmt.Sprintf("holdings.cities[%d].name", i), err)
		}
		if h.city(c.Name) != i {
			return inputErr(fmt.Sprintf("holdings.cities[%d].name", i), "%q is listed twice: he never has two ships in one city", c.Name)
		}
	}
	for i, b := range h.MajorBuildings {
		if !slices.Contains(MajorTypes, b.Type) {
			return inputErr(fmt.Sprintf("holdings.major_buildings[%d].type", i), "%q is not palace, fountain or gate", b.Type)
		}
		if b.Number < 1 || b.Number > MaxCount {
			return inputErr(fmt.Sprintf("holdings.major_buildings[%d].number", i), "%d is not 1–%d", b.Number, MaxCount)
		}
	}
	for i, t := range h.MinorBuildings {
		if !slices.Contains(MinorTypes, t) {
			return inputErr(fmt.Sprintf("holdings.minor_buildings[%d]", i), "%q is not garden, tower or window", t)
		}
	}
	for i, b := range h.Warehouses {
		if b < 1 || b > MaxCount {
			return inputErr(fmt.Sprintf("holdings.warehouses[%d]", i), "%d boxes: a warehouse tile shows 1–%d", b, MaxCount)
		}
	}
	for i, p := range h.MinorPoems {
		if p < 1 || p > MinorPoemCount || slices.Index(h.MinorPoems, p) != i {
			return inputErr(fmt.Sprintf("holdings.minor_poems[%d]", i), "%d is not 1–%d or is listed twice", p, MinorPoemCount)
		}
	}
	for i, code := range h.MajorPoems {
		if err := h.checkMajorPoem(code, i); err != nil {
			return Within(fmt.Sprintf("holdings.major_poems[%d]", i), err)
		}
	}
	return nil
}

// checkMajorPoem checks that code, his i-th major poem, is a major poem
// code (in either copy's letters) or running number (spec A29), not F1 and
// not one of his earlier ones.
func (h *Holdings) checkMajorPoem(code string, i int) error {
	latin, ok := sabika.MajorPoemCode(code)
	switch {
	case !ok:
		return inputErr("", "%q is not a major poem's code (a letter and a digit, e.g. B2, or its number 23–42)", code)
	case latin == sabika.SoloRemovedPoem:
		return inputErr("", "%s is out of the solo game", sabika.SoloRemovedPoem)
	case slices.IndexFunc(h.MajorPoems, samePoem(latin)) != i:
		return inputErr("", "%q is listed twice", code)
	}
	return nil
}

// samePoem matches a major poem's identifier (a code in either copy's
// letters, or a running number) with the canonical one of MajorPoemCode.
func samePoem(latin string) func(string) bool {
	return func(code string) bool {
		l, ok := sabika.MajorPoemCode(code)
		return ok && l == latin
	}
}

// checkCityName refuses a city name that is empty, longer than any name
// may be (naming.MaxRunes), or holds control
// characters or invisible format characters (direction marks, zero-width
// characters), which would show differently from what was typed.
func checkCityName(name string) error {
	if strings.TrimSpace(name) == "" {
		return inputErr("", "the city's name is missing")
	}
	if !utf8.ValidString(name) {
		return inputErr("", "the city's name is not valid UTF-8")
	}
	if err := naming.Check(name); err != nil {
		return inputErr("", "the city's name %v", err)
	}
	for _, r := range name {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			return inputErr("", "the city's name holds the invisible character U+%04X", r)
		}
	}
	return nil
}
