package history

import (
	"fmt"
	"hash/fnv"
	"slices"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/game"
	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/scoring/citygame"
	hist "arrayan.io/arrayan/scoring/history"
	"arrayan.io/arrayan/scoring/marcopolo"
	"arrayan.io/arrayan/scoring/sabika"
	"arrayan.io/arrayan/scoring/tiles"
)

// seatNames gives every seat a name the roster accepts: the typed name, or
// "Player N" (ui.PlayerName) when none was typed.
func seatNames(typed []string) []string {
	out := make([]string, len(typed))
	for i, n := range typed {
		out[i] = ui.PlayerName(n, i)
	}
	return out
}

// topSeats are the seats with the highest total.
func topSeats(totals []int) []int {
	best := slices.Max(totals)
	var out []int
	for i, t := range totals {
		if t == best {
			out = append(out, i)
		}
	}
	return out
}

// MarcoPoloResult is a Marco Polo end scoring as a play: each seat's seven
// end-scoring items, the winners, and camels as the tie-break when they
// separated players tied on points (the rulebook's «camellos»).
func MarcoPoloResult(typed []string, res marcopolo.Result) hist.Result {
	names := seatNames(typed)
	r := hist.Result{Game: game.MarcoPolo}
	totals := make([]int, len(res.Players))
	for i, p := range res.Players {
		pt := p.Points
		r.Seats = append(r.Seats, hist.ResultSeat{Name: names[i], Total: p.Total, Points: []hist.Points{
			{Category: "track", Points: pt.Track}, {Category: "objectives", Points: pt.Objectives},
			{Category: "objective_cities", Points: pt.ObjectiveCities}, {Category: "beijing", Points: pt.Beijing},
			{Category: "goods", Points: pt.Goods}, {Category: "coins", Points: pt.Coins}, {Category: "contracts", Points: pt.Contracts}}})
		totals[i] = p.Total
	}
	top := topSeats(totals)
	for _, i := range top {
		if slices.Contains(res.Winner, res.Players[i].Name) {
			r.Winners = append(r.Winners, i)
		}
	}
	if len(r.Winners) == 0 {
		r.Winners = top
	}
	if len(r.Winners) < len(top) {
		r.TieBreak = hist.TieCamels
	}
	return r
}

// TilesResult is one Alhambra or Granada scoring (the quick score) as a
// play: the points of each building type and of the wall or moat; every
// player with the highest total wins (the rulebooks break no tie).
func TilesResult(g *tiles.Game, typed []string, res tiles.Result) hist.Result {
	names := seatNames(typed)
	r := hist.Result{Game: g.ID}
	totals := make([]int, len(res.Players))
	for i, p := range res.Players {
		r.Seats = append(r.Seats, hist.ResultSeat{Name: names[i], Total: p.Total, Points: tilePoints(g, p.Points)})
		totals[i] = p.Total
	}
	r.Winners = topSeats(totals)
	return r
}

// tilePoints lists a scoring's points in the catalogue's type order, the
// wall or moat last, leaving out what scored nothing.
func tilePoints(g *tiles.Game, points map[string]int) []hist.Points {
	var out []hist.Points
	for _, key := range append(slices.Clone(g.Types), g.Feature) {
		if v := points[key]; v != 0 {
			out = append(out, hist.Points{Category: key, Points: v})
		}
	}
	return out
}

// CityGameResult is an Alhambra or Granada game with cities after its
// third scoring: each player's points summed over the three scorings by
// category, the running total, the setup code. The source is the
// record's number in the list with a fingerprint of its players and first
// two scorings: taking the third scoring again after an Undo replaces the
// play, while a later game that gets the same number (the list gives the
// last game's number again once that game is deleted) is a play of its own.
func CityGameResult(g *tiles.Game, id int, rec citygame.Record) (hist.Result, error) {
	if !rec.Final() {
		return hist.Result{}, kindNotOver.With(message.Params{"Scorings": len(rec.Scorings)})
	}
	r := hist.Result{Game: g.ID, SetupCode: rec.SetupCode,
		Source: "citygame." + string(g.ID) + ":" + strconv.Itoa(id) + ":" + fingerprint(rec)}
	last := rec.Scorings[len(rec.Scorings)-1].Running
	for i, p := range rec.Players {
		sum := map[string]int{}
		for _, sc := range rec.Scorings {
			if i < len(sc.Result.Players) {
				for k, v := range sc.Result.Players[i].Points {
					sum[k] += v
				}
			}
		}
		r.Seats = append(r.Seats, hist.ResultSeat{Name: p.Name, Total: last[i], Points: tilePoints(g, sum)})
	}
	r.Winners = topSeats(last)
	return r, nil
}

// fingerprint tells one game with cities from another: a hash of its
// players' names and the running totals of every scoring but the last.
func fingerprint(rec citygame.Record) string {
	h := fnv.New32a()
	for _, p := range rec.Players {
		fmt.Fprintf(h, "%s\x00", p.Name)
	}
	for _, sc := range rec.Scorings[:len(rec.Scorings)-1] {
		fmt.Fprintf(h, "%v;", sc.Running)
	}
	return strconv.FormatUint(uint64(h.Sum32()), 36)
}

// SabikaResult is a finished Sabika game as a play: each seat's PP before
// the end of the game ("track") and the final scoring by source, the
// winners with the buildings tie-break (ES L893) when it separated players
// tied on PP, Yusuf's seat and difficulty in a solo game.
func SabikaResult(source, code string, players []SabikaSeat, res sabika.FinalResult, difficulty *hist.Difficulty) hist.Result {
	r := hist.Result{Game: game.Sabika, SetupCode: code, Source: source, Winners: slices.Clone(res.Winners)}
	totals := make([]int, len(res.Players))
	yusuf := false
	for i, sc := range res.Players {
		pt := sc.Points
		final := []hist.Points{{Category: "wishes", Points: pt.Wishes}, {Category: "tribute", Points: pt.Tribute},
			{Category: "poems", Points: pt.Poems}, {Category: "trade", Points: pt.Trade}, {Category: "seals", Points: pt.Seals},
			{Category: "goods", Points: pt.Goods}, {Category: "marble", Points: pt.Marble}, {Category: "ceramic", Points: pt.Ceramic},
			{Category: "dinars", Points: pt.Dinars}}
		sum := 0
		for _, f := range final {
			sum += f.Points
		}
		seat := hist.ResultSeat{Name: players[i].Name, Yusuf: players[i].Yusuf, Total: sc.Total,
			Points: append([]hist.Points{{Category: "track", Points: sc.Total - sum}}, final...)}
		yusuf = yusuf || seat.Yusuf
		r.Seats = append(r.Seats, seat)
		totals[i] = sc.Total
	}
	if len(r.Winners) < len(topSeats(totals)) {
		r.TieBreak = hist.TieBuildings
	}
	if yusuf {
		d := hist.Difficulty{Events: "none"}
		if difficulty != nil {
			d = *difficulty
		}
		r.Difficulty = &d
	}
	return r
}

// SabikaSeat is a Sabika seat as SabikaResult needs it.
type SabikaSeat struct {
	Name  string
	Yusuf bool
}

// KeepButton is the "Game over: keep it" step of a screen whose game has
// no end of its own (the quick scores, Marco Polo's end scoring): result
// gives the play as the screen shows it, or why it cannot be kept yet; a
// tap asks for the date (today first) and keeps the play. Once a play was
// kept from this button, the next tap keeps a new play (the next game
// scored on the same screen) unless the player ticks that it is a
// correction, which replaces the play kept before (with its date and
// note): a new game never silently replaces the last one.
func KeepButton(w fyne.Window, prefix string, result func() (hist.Result, error)) *widget.Button {
	translation.Need(translation.History)
	source := "" // the source of the play kept last from this button
	b := widget.NewButtonWithIcon(lang.X("history.keep", "Game over: keep it"), theme.DocumentSaveIcon(), nil)
	b.OnTapped = func() {
		r, err := result()
		if err != nil {
			report(w, err)
			return
		}
		date := widget.NewEntry()
		date.SetText(time.Now().Format(hist.DateLayout))
		correction := widget.NewCheck(lang.X("history.keep.replace", "A correction: replace the play kept last from here"), nil)
		form := container.NewVBox(ui.Wrapped(lang.X("history.keep.about", "The play joins the history with this date:")), date)
		if source != "" {
			form.Add(correction)
		}
		dialog.ShowCustomConfirm(lang.X("history.keep.title", "Keep this play"), lang.X("history.keep.confirm", "Keep"),
			lang.X("history.cancel", "Cancel"), form, func(ok bool) {
				if !ok {
					return
				}
				day, err := time.ParseInLocation(hist.DateLayout, date.Text, time.Local)
				if err != nil {
					report(w, hist.CheckDate(date.Text))
					return
				}
				r.Date, r.Source = day, source
				if source == "" || !correction.Checked {
					r.Source = prefix + ":" + strconv.FormatInt(time.Now().UnixNano(), 36)
				}
				if _, err := Keep(w, r); err == nil {
					source = r.Source
					b.SetText(lang.X("history.kept", "Kept in the history"))
				}
			}, w)
	}
	return b
}
