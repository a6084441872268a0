package marcopolo

import (
	"errors"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/history"
	"arrayan.io/arrayan/app/ui"
	mp "arrayan.io/arrayan/data/marcopolo"
	"arrayan.io/arrayan/scoring/marcopolo"
)

// seatForm holds one player's widgets.
type seatForm struct {
	name                                             *widget.Entry
	vp, coins, camels, pepper, silk, gold, contracts *ui.NumberField
	beijing, character                               *widget.Select
	objectives                                       [2]*widget.Select
	posts                                            *widget.Label
	total                                            *widget.Label
	// breakdown is every end-scoring item of the player, under the total:
	// beside the entries it comes from.
	breakdown *fyne.Container
	// problems are the messages shown beside the entry they are about,
	// by field (see problemField).
	problems map[string]*widget.Label
	// box holds the seat's widgets; it is laid out again when a message
	// appears or goes.
	box *fyne.Container
}

// seatForm builds the card of seat i; every entry changes the state
// through the scaffold (saved, undoable).
func (s *scoringScreen) seatForm(i int) fyne.CanvasObject {
	f := &seatForm{}
	f.name = ui.NameField(ui.WheelThrough(widget.NewEntry()))
	f.name.SetPlaceHolder(ui.DefaultPlayerName(i))
	f.name.SetText(s.st().Seats[i].Name)
	f.name.OnChanged = func(v string) {
		if ui.NameError(v) != nil {
			return // refused where it is typed (ui.NameField); never saved
		}
		s.change(func(st *scoringState) { st.Seats[i].Name = v })
		s.editing.Options = s.names()
		s.editing.SetSelectedIndex(s.st().Editing)
	}
	s.data.Typed(f.name)
	count := func(field func(*seat) *int) *ui.NumberField { return s.number(i, field) }
	f.vp = count(func(p *seat) *int { return &p.VP })
	f.coins = count(func(p *seat) *int { return &p.Coins })
	f.camels = count(func(p *seat) *int { return &p.Camels })
	f.pepper = count(func(p *seat) *int { return &p.Pepper })
	f.silk = count(func(p *seat) *int { return &p.Silk })
	f.gold = count(func(p *seat) *int { return &p.Gold })
	f.contracts = count(func(p *seat) *int { return &p.Contracts })
	f.beijing = s.beijingSelect(i)
	f.character = characterSelect(s.st().Seats[i].Character, func(id string) {
		s.change(func(st *scoringState) {
			st.Seats[i].Character = id
			// Kubilai Khan starts with a post on Beijing's 10-point space.
			if c, ok := mp.CharacterByID(id); ok && c.BeijingArrival > 0 && st.Seats[i].Beijing == 0 {
				st.Seats[i].setBeijing(c.BeijingArrival)
			}
		})
		f.beijing.SetSelectedIndex(s.st().Seats[i].Beijing)
	})
	for k := range f.objectives {
		f.objectives[k] = s.objectiveSelect(i, k)
	}
	f.posts = ui.Wrapped("")
	f.total = ui.Heading("")
	f.breakdown = container.NewVBox()
	f.problems = map[string]*widget.Label{}
	for _, k := range []string{fieldName, fieldBeijing, fieldCharacter, fieldObjectives, fieldPosts, fieldContracts} {
		f.problems[k] = problemLabel()
	}
	s.seats = append(s.seats, f)
	f.box = s.seatBox(i, f)
	return ui.NewCard("", "", f.box)
}

// seatBox lays seat i's widgets out, with its two buttons.
func (s *scoringScreen) seatBox(i int, f *seatForm) *fyne.Container {
	markPosts := ui.NewWrapButton(lang.X("marcopolo.posts.mark", "Mark posts on the map"), theme.DocumentCreateIcon(), func() {
		s.change(func(st *scoringState) { st.Editing = i })
		s.editing.SetSelectedIndex(i)
		s.scrollToMap()
	})
	clear := widget.NewButtonWithIcon(lang.X("marcopolo.player.clear", "Clear player"), theme.ContentClearIcon(), func() {
		s.change(func(st *scoringState) {
			name := st.Seats[i].Name
			st.Seats[i] = freshSeat()
			st.Seats[i].Name = name
		})
		s.build()
	})
	numbers := container.NewGridWithColumns(2,
		labelled(lang.X("marcopolo.field.vp", "Score track"), f.vp),
		labelled(lang.X("marcopolo.field.coins", "Coins"), f.coins),
		labelled(lang.X("marcopolo.field.camels", "Camels"), f.camels),
		labelled(lang.X("marcopolo.field.contracts", "Fulfilled contracts"), f.contracts),
		labelled(lang.X("marcopolo.field.pepper", "Pepper"), f.pepper),
		labelled(lang.X("marcopolo.field.silk", "Silk"), f.silk),
		labelled(lang.X("marcopolo.field.gold", "Gold"), f.gold),
	)
	return container.NewVBox(
		container.NewBorder(nil, nil, ui.Swatch(playerColours[i], 16), nil, history.WithRoster(f.name)), f.problems[fieldName],
		numbers, f.problems[fieldContracts],
		widget.NewLabel(lang.X("marcopolo.field.beijing", "Beijing")), f.beijing, f.problems[fieldBeijing],
		widget.NewLabel(lang.X("marcopolo.field.character", "Character")), f.character, f.problems[fieldCharacter],
		widget.NewLabel(lang.X("marcopolo.field.objectives", "Objective cards")), f.objectives[0], f.objectives[1], f.problems[fieldObjectives],
		f.posts, f.problems[fieldPosts],
		container.NewGridWithColumns(1, markPosts, clear),
		widget.NewSeparator(),
		f.breakdown,
		f.total,
	)
}

// number makes a field bound to one of seat i's counts.
func (s *scoringScreen) number(i int, field func(*seat) *int) *ui.NumberField {
	f := ui.NewNumberField(*field(&s.st().Seats[i]), false, false, func(n int, _ bool) error {
		if n > marcopolo.MaxCount {
			return errors.New(lang.X("marcopolo.number.large", "Too large"))
		}
		if *field(&s.st().Seats[i]) != n {
			s.change(func(st *scoringState) { *field(&st.Seats[i]) = n })
		}
		return nil
	})
	s.data.Typed(f.Entry)
	return f
}

// labelled puts a field under its name; the name wraps, so that two
// fields side by side fit a phone in every language.
func labelled(label string, f *ui.NumberField) fyne.CanvasObject {
	return container.NewVBox(ui.Wrapped(label), f.Object())
}

// beijingSelect chooses seat i's arrival in Beijing, or none.
func (s *scoringScreen) beijingSelect(i int) *widget.Select {
	arrivals := []string{lang.X("marcopolo.beijing.none", "No post in Beijing")}
	// a post takes the best free space: with n players, arrivals 1 to n
	for a := 1; a <= min(mp.BeijingSpaces(), s.st().Players); a++ {
		arrivals = append(arrivals, lang.X("marcopolo.beijing.arrival", "Arrived {{.N}}. ({{.VP}} VP)", map[string]any{"N": a, "VP": mp.BeijingPoints(a)}))
	}
	sel := widget.NewSelect(arrivals, nil)
	sel.SetSelectedIndex(s.st().Seats[i].Beijing)
	sel.OnChanged = func(string) {
		if a := sel.SelectedIndex(); a >= 0 && a != s.st().Seats[i].Beijing {
			s.change(func(st *scoringState) { st.Seats[i].setBeijing(a) })
		}
	}
	return sel
}

// setBeijing sets the arrival in Beijing and the Beijing post with it.
func (p *seat) setBeijing(arrival int) {
	p.Beijing = arrival
	has := slices.Contains(p.Posts, "beijing")
	if arrival > 0 && !has {
		p.Posts = append(p.Posts, "beijing")
	}
	if arrival == 0 && has {
		p.Posts = slices.DeleteFunc(p.Posts, func(c string) bool { return c == "beijing" })
	}
}

// objectiveSelect chooses seat i's objective card k, or none.
func (s *scoringScreen) objectiveSelect(i, k int) *widget.Select {
	cards := mp.Objectives()
	cardNames := []string{lang.X("marcopolo.objective.none", "No card chosen")}
	idx := 0
	for j, o := range cards {
		cardNames = append(cardNames, objectiveLabel(o))
		if o.ID == s.st().Seats[i].Objectives[k] {
			idx = j + 1
		}
	}
	sel := widget.NewSelect(cardNames, nil)
	sel.SetSelectedIndex(idx)
	sel.OnChanged = func(string) {
		id := 0
		if j := sel.SelectedIndex(); j > 0 {
			id = cards[j-1].ID
		}
		if id != s.st().Seats[i].Objectives[k] {
			s.change(func(st *scoringState) { st.Seats[i].Objectives[k] = id })
		}
	}
	return sel
}

// tapCity marks or unmarks a trading post of the seat being edited; a
// post in Beijing takes the best free arrival, and leaving it clears it.
func (s *scoringScreen) tapCity(city string) {
	ed := s.st().Editing
	s.change(func(st *scoringState) {
		p := &st.Seats[ed]
		switch {
		case slices.Contains(p.Posts, city) && city == "beijing":
			p.setBeijing(0)
		case slices.Contains(p.Posts, city):
			p.Posts = slices.DeleteFunc(p.Posts, func(c string) bool { return c == city })
		case city == "beijing" && p.Beijing == 0:
			p.setBeijing(st.nextArrival())
		default:
			p.Posts = append(p.Posts, city)
		}
	})
	s.seats[ed].beijing.SetSelectedIndex(s.st().Seats[ed].Beijing)
}

// nextArrival is the best Beijing space nobody holds yet.
func (s *scoringState) nextArrival() int {
	taken := map[int]bool{}
	for i := 0; i < s.Players; i++ {
		taken[s.Seats[i].Beijing] = true
	}
	for a := 1; a <= mp.BeijingSpaces(); a++ {
		if !taken[a] {
			return a
		}
	}
	return mp.BeijingSpaces()
}
