package marcopolo

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	mp "arrayan.io/arrayan/data/marcopolo"
	"arrayan.io/arrayan/scoring/marcopolo"
)

// showScores shows each seat's breakdown and total, the winner and the
// standings under the map.
func (s *scoringScreen) showScores(res marcopolo.Result, table marcopolo.Table) {
	s.winner.SetText(winnerText(res, table))
	var totals []string
	for _, p := range res.Players {
		totals = append(totals, fmt.Sprintf("%s %d", p.Name, p.Total))
	}
	s.standings.Importance = widget.MediumImportance
	s.standings.SetText(strings.Join(totals, " · ") + "\n" + s.winner.Text)
	for i, p := range res.Players {
		ui.SetText(s.seats[i].total, lang.X("marcopolo.result.total", "Total: {{.N}} VP", map[string]any{"N": p.Total}))
		s.seats[i].breakdown.Objects = []fyne.CanvasObject{breakdown(p)}
		s.seats[i].breakdown.Refresh()
	}
}

// showProblems lists why the table cannot be scored, beside the entries
// and under the map, in place of the scores.
func (s *scoringScreen) showProblems(err error) {
	s.showBeside(err)
	texts := s.problemTexts(err)
	for _, msg := range texts {
		l := ui.Wrapped(msg)
		l.Importance = widget.DangerImportance
		s.problems.Add(l)
	}
	s.winner.SetText(lang.X("marcopolo.result.fix", "Correct the entries above to see the scores."))
	s.standings.Importance = widget.DangerImportance
	s.standings.SetText(strings.Join(texts, "\n"))
	for _, f := range s.seats {
		ui.SetText(f.total, "")
		f.breakdown.RemoveAll()
	}
}

// breakdown is one player's every end-scoring item (the total follows it
// in the seat).
func breakdown(p marcopolo.PlayerScore) fyne.CanvasObject {
	rows := []struct {
		label string
		v     int
	}{
		{lang.X("marcopolo.item.track", "Score track"), p.Points.Track},
		{lang.X("marcopolo.item.objectives", "Objective cards"), p.Points.Objectives},
		{lang.X("marcopolo.item.objective_cities", "Objective cities"), p.Points.ObjectiveCities},
		{lang.X("marcopolo.item.beijing", "Beijing"), p.Points.Beijing},
		{lang.X("marcopolo.item.goods", "Goods (with Beijing)"), p.Points.Goods},
		{lang.X("marcopolo.item.coins", "Coins (1 per 10)"), p.Points.Coins},
		{lang.X("marcopolo.item.contracts", "Most contracts"), p.Points.Contracts},
	}
	// One row per item: the name (wrapping on a phone) and its points.
	grid := container.NewVBox()
	for _, r := range rows {
		grid.Add(container.NewBorder(nil, nil, nil,
			widget.NewLabelWithStyle(fmt.Sprint(r.v), fyne.TextAlignTrailing, fyne.TextStyle{}), ui.Wrapped(r.label)))
	}
	return grid
}

// winnerText names the winner(s) and how a tie was settled.
func winnerText(res marcopolo.Result, t marcopolo.Table) string {
	best := 0
	for _, p := range res.Players {
		best = max(best, p.Total)
	}
	tied := 0
	for _, p := range res.Players {
		if p.Total == best {
			tied++
		}
	}
	names := strings.Join(res.Winner, ", ")
	switch {
	case len(res.Winner) > 1:
		return lang.X("marcopolo.result.shared", "Shared victory: {{.Names}} ({{.VP}} VP, same camels)", map[string]any{"Names": names, "VP": best})
	case tied > 1:
		camels := 0
		for _, p := range t.Players {
			if p.Name == res.Winner[0] {
				camels = p.Camels
			}
		}
		return translation.XN("marcopolo.result.camels", "Winner: {{.Name}} ({{.VP}} VP, tie broken by {{.Camels}} camels)", camels, map[string]any{"Name": names, "VP": best, "Camels": camels})
	}
	return lang.X("marcopolo.result.winner", "Winner: {{.Name}} ({{.VP}} VP)", map[string]any{"Name": names, "VP": best})
}

// postsText lists a seat's trading posts and how many it may have.
func postsText(st seat) string {
	limit := mp.TradingPosts()
	if c, ok := mp.CharacterByID(st.Character); ok {
		limit = c.Posts()
	}
	var names []string
	for _, c := range st.Posts {
		names = append(names, placeName(c))
	}
	list := strings.Join(names, ", ")
	if list == "" {
		list = lang.X("marcopolo.posts.empty", "none yet: tap cities on the map")
	}
	return lang.X("marcopolo.posts.list", "Trading posts ({{.N}}/{{.Max}}): {{.List}}", map[string]any{"N": len(st.Posts), "Max": limit, "List": list})
}
