package game

// EventChanges tells whether the event change happens at the narrator's
// space given whether the space carries the symbol (symbol): the future
// event replaces the active one only where the symbol is printed, while a
// future event is left and fewer than 2 changes were made (3 events allow
// 2 changes; RU L855–857, spec §7). A game without events never changes.
func (s State) EventChanges(symbol bool) bool {
	return symbol && s.Events != nil && s.Events.Future != 0 && s.Events.Changes < 2
}

// RevealsLastEvent tells whether the event change at the narrator's space
// (given whether it carries the symbol) is the first one, which turns up
// the last event as the new future one: the players say which (RU
// L855–857, spec §7).
func (s State) RevealsLastEvent(symbol bool) bool {
	return s.EventChanges(symbol) && s.Events.Changes == 0
}
