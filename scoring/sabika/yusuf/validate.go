package yusuf

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"arrayan.io/arrayan/data/message"
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
		return inputErr("version", msgVersion.With(message.Params{"Version": st.Version, "Reads": StateVersion}))
	case st.Round < 1 || st.Round > Rounds:
		return inputErr("round", outOfRange(st.Round, 1, Rounds))
	case st.PP < 0 || st.PP > MaxTotal:
		return inputErr("pp", outOfRange(st.PP, 0, MaxTotal))
	case st.Parias < 0 || st.Parias > MaxTotal:
		return inputErr("parias", outOfRange(st.Parias, 0, MaxTotal))
	case st.Shuffles < 0 || st.Shuffles > MaxTotal:
		return inputErr("shuffles", outOfRange(st.Shuffles, 0, MaxTotal))
	case !slices.Contains(yusuf.EventLevels, st.Difficulty.Events):
		return inputErr("difficulty.events", msgEventsUnknown.With(message.Params{"Events": st.Difficulty.Events}))
	case st.Activated != nil:
		return inputErr("activated", msgActivated.With(nil))
	case st.Over && (st.Round != Rounds || st.Pending != nil || len(st.Pile) > 0):
		return inputErr("over", msgOver.With(message.Params{"Rounds": Rounds}))
	}
	return nil
}

func (st *State) checkTiles(c *yusuf.Components) error {
	all := append(slices.Clone(st.Pile), st.Revealed...)
	slices.Sort(all)
	for i, t := range all {
		if t != i || i >= len(c.Tiles) {
			return inputErr("pile", msgTilesOnce.With(message.Params{"Count": len(c.Tiles)}))
		}
	}
	if len(all) != len(c.Tiles) {
		return inputErr("pile", msgTilesOnce.With(message.Params{"Count": len(c.Tiles)}))
	}
	inPlay := 0
	if st.Pending != nil {
		inPlay = 1
	}
	if st.Turns+inPlay != len(st.Revealed) {
		return inputErr("turns", msgTurnsMismatch.With(message.Params{"Turns": st.Turns, "Revealed": len(st.Revealed)}))
	}
	return nil
}

func (st *State) checkCards(c *yusuf.Components) error {
	for _, w := range yusuf.Workers {
		if st.Decks[w] == nil || st.Discards[w] == nil {
			return inputErr("decks."+string(w), msgDeckListed.With(message.Params{"Worker": w}))
		}
	}
	if len(st.Decks) != len(yusuf.Workers) || len(st.Discards) != len(yusuf.Workers) {
		return inputErr("decks", msgDecksWorkers.With(nil))
	}
	seen := map[string]bool{}
	place := func(id string, w yusuf.Worker) error {
		card, ok := c.Card(id)
		if !ok || card.Deck != w || seen[id] {
			return inputErr("decks", msgCardUnknown.With(message.Params{"Card": id}))
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
			return inputErr("pending", msgPendingRange.With(nil))
		}
		if p.Question == nil || p.Next >= len(card.Actions) {
			return inputErr("pending.question", msgPendingQuestion.With(nil))
		}
		if p.Opposite && card.Actions[p.Next] != yusuf.Warehouse {
			return inputErr("pending.opposite", msgPendingOpposite.With(nil))
		}
		if q, _ := st.question(card.Actions[p.Next], card.Space, p.Opposite); !sameQuestion(q, p.Question) {
			return inputErr("pending.question", msgPendingNotAsked.With(nil))
		}
		if w := st.Workers[p.Worker]; w.Type != card.Deck || w.Space != card.Space || !w.Lying {
			return inputErr("pending.worker", msgPendingWorker.With(message.Params{"Worker": p.Worker, "Deck": card.Deck, "Space": card.Space}))
		}
	}
	if len(seen) != len(c.Cards) {
		return inputErr("decks", msgCardsCount.With(message.Params{"Seen": len(seen), "Count": len(c.Cards)}))
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
		return inputErr("workers", msgWorkersCount.With(message.Params{"Workers": len(st.Workers), "Tiles": len(c.Tiles)}))
	}
	spaces := map[string]bool{}
	for i, w := range st.Workers {
		if w.Type != c.Tiles[i] {
			return inputErr(fmt.Sprintf("workers[%d].type", i), msgWorkerTile.With(message.Params{"Type": w.Type, "Tile": c.Tiles[i]}))
		}
		if w.Space != "" && !slices.Contains(c.Rondels[w.Type], w.Space) {
			return inputErr(fmt.Sprintf("workers[%d].space", i), yusuf.NotOnRondel.With(message.Params{"Space": w.Space, "Worker": w.Type}))
		}
		key := string(w.Type) + "/" + w.Space
		if w.Space != "" && spaces[key] {
			return inputErr(fmt.Sprintf("workers[%d].space", i), msgTwoWorkers.With(message.Params{"Type": w.Type, "Space": w.Space}))
		}
		spaces[key] = true
		if w.Lying && w.Space == "" {
			return inputErr(fmt.Sprintf("workers[%d].lying", i), msgLyingBeside.With(nil))
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
			return inputErr("workers", msgLyingCount.With(message.Params{"Lying": lying[w], "Worker": w, "Revealed": revealed[w]}))
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
		return inputErr("holdings.seals", msgSeals.With(message.Params{"Seals": h.Seals, "Cities": len(h.Cities)}))
	case h.ShipsInGranada < 0 || h.ShipsInGranada+len(h.Cities) != Ships:
		return inputErr("holdings.ships_in_granada", msgShips.With(message.Params{"Granada": h.ShipsInGranada, "Cities": len(h.Cities), "Ships": Ships}))
	case h.consolidated() < 1:
		return inputErr("holdings.cities", msgFirstShip.With(nil))
	case len(h.MajorBuildings) > MajorBuildingTiles:
		return inputErr("holdings.major_buildings", msgBoxHolds.With(message.Params{"Count": len(h.MajorBuildings), "Box": MajorBuildingTiles}))
	case len(h.MinorBuildings) > MinorBuildingCards:
		return inputErr("holdings.minor_buildings", msgBoxHolds.With(message.Params{"Count": len(h.MinorBuildings), "Box": MinorBuildingCards}))
	case len(h.Warehouses) > WarehouseTiles:
		return inputErr("holdings.warehouses", msgBoxHolds.With(message.Params{"Count": len(h.Warehouses), "Box": WarehouseTiles}))
	case h.Favour != len(h.MajorBuildings):
		return inputErr("holdings.favour", msgFavour.With(message.Params{"Favour": h.Favour, "Count": len(h.MajorBuildings)}))
	case h.Carvings != len(h.MinorPoems)+len(h.MajorPoems):
		return inputErr("holdings.carvings", msgCarvings.With(message.Params{"Carvings": h.Carvings, "Poems": len(h.MinorPoems) + len(h.MajorPoems)}))
	case len(h.MajorPoems) != min(h.Carvings/2, MaxMajorPoems):
		return inputErr("holdings.major_poems", msgMajorPoems.With(message.Params{"Major": len(h.MajorPoems), "Carvings": h.Carvings, "Max": MaxMajorPoems}))
	}
	for i, c := range h.Cities {
		if err := checkCityName(c.Name); err != nil {
			return Within(fmt.Sprintf("holdings.cities[%d].name", i), err)
		}
		if h.city(c.Name) != i {
			return inputErr(fmt.Sprintf("holdings.cities[%d].name", i), msgCityTwice.With(message.Params{"City": c.Name}))
		}
	}
	for i, b := range h.MajorBuildings {
		if !slices.Contains(MajorTypes, b.Type) {
			return inputErr(fmt.Sprintf("holdings.major_buildings[%d].type", i), msgMajorType.With(message.Params{"Type": typeParam(b.Type)}))
		}
		if b.Number < 1 || b.Number > MaxCount {
			return inputErr(fmt.Sprintf("holdings.major_buildings[%d].number", i), outOfRange(b.Number, 1, MaxCount))
		}
	}
	for i, t := range h.MinorBuildings {
		if !slices.Contains(MinorTypes, t) {
			return inputErr(fmt.Sprintf("holdings.minor_buildings[%d]", i), msgMinorType.With(message.Params{"Type": typeParam(t)}))
		}
	}
	for i, b := range h.Warehouses {
		if b < 1 || b > MaxCount {
			return inputErr(fmt.Sprintf("holdings.warehouses[%d]", i), msgWarehouseBoxes.With(message.Params{"Boxes": b, "Max": MaxCount}))
		}
	}
	for i, p := range h.MinorPoems {
		if p < 1 || p > MinorPoemCount || slices.Index(h.MinorPoems, p) != i {
			return inputErr(fmt.Sprintf("holdings.minor_poems[%d]", i), msgMinorPoemTwice.With(message.Params{"Value": p, "Max": MinorPoemCount}))
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
		return inputErr("", msgMajorPoemCode.With(message.Params{"Code": code}))
	case latin == sabika.SoloRemovedPoem:
		return inputErr("", msgSoloRemoved.With(message.Params{"Code": sabika.SoloRemovedPoem}))
	case slices.IndexFunc(h.MajorPoems, samePoem(latin)) != i:
		return inputErr("", msgPoemTwice.With(message.Params{"Code": code}))
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
		return inputErr("", msgCityMissing.With(nil))
	}
	if !utf8.ValidString(name) {
		return inputErr("", msgCityUTF8.With(nil))
	}
	var long *naming.TooLongError
	if errors.As(naming.Check(name), &long) {
		return inputErr("", msgCityTooLong.With(message.Params{"Runes": long.Runes, "Max": naming.MaxRunes}))
	}
	for _, r := range name {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			return inputErr("", msgCityInvisible.With(message.Params{"Code": fmt.Sprintf("%04X", r)}))
		}
	}
	return nil
}
