package history

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/game"
	hist "arrayan.io/arrayan/scoring/history"
)

// showStats shows the statistics of one game or one player (a choice at
// the top), and the head-to-head of two players.
func (s *screen) showStats() {
	f := s.file()
	st := hist.Compute(f)
	var options []string
	views := map[string]func() fyne.CanvasObject{}
	for _, g := range st.Games {
		name := ui.GameName(string(g.Game))
		options = append(options, name)
		views[name] = func() fyne.CanvasObject { return gameView(f, st, g) }
	}
	for _, p := range st.Players {
		if p.Plays == 0 {
			continue
		}
		// A player's option says so: a player named like a game
		// ("Granada") must not hide the game's statistics.
		option := lang.X("history.stats.player", "{{.Name}} (player)", map[string]any{"Name": p.Name})
		options = append(options, option)
		views[option] = func() fyne.CanvasObject { return playerView(p) }
	}
	body := container.NewStack()
	page := container.NewVBox()
	pick := widget.NewSelect(options, func(choice string) {
		body.Objects = []fyne.CanvasObject{views[choice]()}
		body.Refresh()
		page.Refresh() // the new view's height
	})
	if len(options) == 0 {
		page.Add(ui.Wrapped(lang.X("history.empty", "No plays kept yet. A game finished in Arrayán appears here by itself.")))
	} else {
		page.Add(container.NewBorder(nil, nil, widget.NewLabel(lang.X("history.stats.of", "Statistics of")), nil, pick))
		page.Add(body)
		pick.SetSelected(options[0])
		page.Add(headToHead(st))
	}
	s.show(container.NewBorder(container.NewHBox(s.backButton()), nil, nil, nil, container.NewVScroll(page)), s.showStats)
}

// percent writes a rate as a whole percentage.
func percent(r float64) string { return strconv.Itoa(int(r*100+0.5)) + "%" }

// one writes an average with one decimal.
func one(v float64) string { return fmt.Sprintf("%.1f", v) }

// recordText is a record in words: plays, wins of the contested plays and
// the win rate.
func recordText(r hist.Record) string {
	return lang.X("history.stats.record", "Plays: {{.Plays}} · won {{.Wins}} of {{.Contested}} against someone ({{.Rate}})",
		map[string]any{"Plays": r.Plays, "Wins": r.Wins, "Contested": r.Contested, "Rate": percent(r.WinRate)})
}

// scoresText is an average, best and worst in words.
func scoresText(sc hist.Scores) string {
	return lang.X("history.stats.scores", "Average {{.Average}} · best {{.Best}} · worst {{.Worst}}",
		map[string]any{"Average": one(sc.Average), "Best": sc.Best, "Worst": sc.Worst})
}

// maxChartPoints is how many plays a chart of totals over time shows at
// most, the latest: more dots than that do not part on a phone's width,
// and each is drawn (a player's 160 plays in each of four games tripled
// the page's drawing time with the software renderer).
const maxChartPoints = 50

// playerView is one player's record overall and in each game, with a
// chart of their totals over time in each (the latest maxChartPoints).
func playerView(p hist.PlayerStats) fyne.CanvasObject {
	box := container.NewVBox(ui.WrappedHeading(p.Name), ui.Wrapped(recordText(p.Record)))
	for _, g := range p.Games {
		var values []int
		var won []bool
		for _, sc := range p.Timeline {
			if sc.Game == g.Game {
				values = append(values, sc.Total)
				won = append(won, sc.Won)
			}
		}
		caption := lang.X("history.stats.overtime", "Totals over time (filled: won)")
		if n := len(values); n > maxChartPoints {
			values, won = values[n-maxChartPoints:], won[n-maxChartPoints:]
			caption = lang.X("history.stats.overtime.last", "Totals of the last {{.N}} plays (filled: won)", map[string]any{"N": maxChartPoints})
		}
		card := container.NewVBox(ui.WrappedHeading(ui.GameName(string(g.Game))),
			ui.Wrapped(recordText(g.Record)), ui.Wrapped(scoresText(g.Scores)),
			ui.Wrapped(caption), newLineChart(values, won))
		box.Add(ui.NewCard("", "", card))
	}
	return box
}

// gameView is one game's figures, the share of each scoring category, its
// players and, for Sabika, Yusuf's record by difficulty.
func gameView(f *hist.File, st hist.Stats, g hist.GameStats) fyne.CanvasObject {
	box := container.NewVBox(ui.WrappedHeading(ui.GameName(string(g.Game))),
		ui.Wrapped(lang.X("history.stats.gameplays", "Plays: {{.Plays}}, solo: {{.Solo}}", map[string]any{"Plays": g.Plays, "Solo": g.Solo})),
		ui.Wrapped(scoresText(g.Scores)),
		ui.Wrapped(lang.X("history.stats.winning", "Winners' average: {{.Average}}", map[string]any{"Average": one(g.WinningAverage)})))
	if len(g.Groups) > 0 {
		box.Add(ui.Heading(lang.X("history.stats.groups", "Where the points came from")))
		box.Add(shareChart(g.Groups))
	}
	if len(g.Categories) > 0 {
		box.Add(ui.Heading(lang.X("history.stats.categories", "Points by category")))
		box.Add(shareChart(g.Categories))
	}
	box.Add(ui.Heading(lang.X("history.players", "Players")))
	for _, p := range st.Players {
		for _, pg := range p.Games {
			if pg.Game == g.Game {
				box.Add(ui.Wrapped(p.Name + ": " + recordText(pg.Record) + ". " + scoresText(pg.Scores)))
			}
		}
	}
	if g.Game == game.Sabika && len(st.Yusuf) > 0 {
		box.Add(ui.Heading(lang.X("history.stats.yusuf", "Against Yusuf")))
		for _, y := range st.Yusuf {
			d := hist.Difficulty{Events: eventsOf(y.Difficulty), TenPP: eventsOf(y.Difficulty) != y.Difficulty}
			box.Add(ui.Wrapped(lang.X("history.stats.yusufline",
				"{{.Level}}: plays {{.Plays}}; you won {{.Player}}, Yusuf {{.Yusuf}}, shared {{.Shared}}; average {{.PlayerAverage}} against {{.YusufAverage}}",
				map[string]any{"Level": difficultyText(d), "Plays": y.Plays, "Player": y.PlayerWins, "Yusuf": y.YusufWins,
					"Shared": y.Shared, "PlayerAverage": one(y.PlayerAverage), "YusufAverage": one(y.YusufAverage)})))
		}
	}
	return box
}

// eventsOf is the events level of a difficulty key (Difficulty.Key).
func eventsOf(key string) string {
	events, _ := strings.CutSuffix(key, "+10pp")
	return events
}

// shareChart draws shares as bars with the categories' names.
func shareChart(shares []hist.Share) fyne.CanvasObject {
	names := make([]string, len(shares))
	points := make([]int, len(shares))
	values := make([]float64, len(shares))
	for i, sh := range shares {
		names[i], points[i], values[i] = categoryName(sh.Category), sh.Points, sh.Share
	}
	return newBarChart(names, points, values)
}

// headToHead compares two players chosen by the player.
func headToHead(st hist.Stats) fyne.CanvasObject {
	var names []string
	for _, p := range st.Players {
		if p.Plays > 0 {
			names = append(names, p.Name)
		}
	}
	result := ui.Wrapped("")
	var a, b string
	update := func() {
		result.SetText(headToHeadText(st, a, b))
	}
	pickA := widget.NewSelect(names, func(n string) { a = n; update() })
	pickB := widget.NewSelect(names, func(n string) { b = n; update() })
	if len(names) > 1 {
		pickA.SetSelected(names[0])
		pickB.SetSelected(names[1])
	}
	return container.NewVBox(ui.Heading(lang.X("history.stats.h2h", "Head to head")),
		container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellPair}, pickA, pickB), result)
}

// headToHeadText says how players a and b fared where both sat.
func headToHeadText(st hist.Stats, a, b string) string {
	if a == "" || b == "" || a == b {
		return lang.X("history.stats.h2h.pick", "Choose two players.")
	}
	for _, h := range st.HeadToHead {
		ahead, behind := h.AWins, h.BWins
		switch {
		case h.NameA == a && h.NameB == b:
		case h.NameA == b && h.NameB == a:
			ahead, behind = behind, ahead
		default:
			continue
		}
		return lang.X("history.stats.h2h.text", "Plays together: {{.Plays}}. {{.A}} ahead: {{.AWins}}, {{.B}} ahead: {{.BWins}}, even: {{.Even}}",
			map[string]any{"Plays": h.Plays, "A": a, "AWins": ahead, "B": b, "BWins": behind, "Even": h.Even})
	}
	return lang.X("history.stats.h2h.never", "{{.A}} and {{.B}} have not played together yet.", map[string]any{"A": a, "B": b})
}
