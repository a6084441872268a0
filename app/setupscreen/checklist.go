package setupscreen

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/setup/deal"
)

// translate is the deal package's Translator: Fyne's lang.X, which shows
// the current language.
func translate(key, fallback string, data ...any) string { return lang.X(key, fallback, data...) }

// text is the message key in the current language (the setup area's
// files hold every key the dealer names; a missing one shows as its key,
// which TestTranslationsCoverTheEngine refuses).
func text(key string) string { return lang.X(key, key) }

// optionLabel names one option of a game ("setup.option.GAME.KEY").
func optionLabel(game, key string) string {
	return text("setup.option." + game + "." + key)
}

// optionValueLabel names one value of an option.
func optionValueLabel(game, key, value string) string {
	return text("setup.option." + game + "." + key + "." + value)
}

// stepGroup is the steps of one table area, with their indexes in the setup.
type stepGroup struct {
	area    string
	indexes []int
	steps   []deal.Step
}

// groupSteps groups steps by area in the order of deal.Areas, keeping each
// area's steps in dealing order.
func groupSteps(steps []deal.Step) []stepGroup {
	var groups []stepGroup
	for _, area := range deal.Areas {
		g := stepGroup{area: area}
		for i, st := range steps {
			if st.Area == area {
				g.indexes = append(g.indexes, i)
				g.steps = append(g.steps, st)
			}
		}
		if len(g.steps) > 0 {
			groups = append(groups, g)
		}
	}
	return groups
}

// areaCard is one area's checklist: a tick box per step. A secret step
// shows its text only after a tap on "Show".
func (s *screen) areaCard(g stepGroup) fyne.CanvasObject {
	box := container.NewVBox()
	names := s.playerNames()
	ticks := s.st().ticks(s.current.Code)
	code := s.current.Code
	for i, st := range g.steps {
		index := g.indexes[i]
		label := ui.Wrapped(st.Localise(translate, names))
		check := widget.NewCheck("", nil)
		check.SetChecked(ticks[index])
		check.OnChanged = func(on bool) {
			if s.loading {
				return
			}
			s.change(func(st *screenState) { st.tick(code, index, on) })
			s.updateProgress()
		}
		var right fyne.CanvasObject
		if st.Secret {
			secret := label.Text
			hidden := lang.X("setup.secret.hidden", "{{.Player}}: secret — hand the device over, then tap Show.", map[string]any{"Player": secretOwner(st, names)})
			label.SetText(hidden)
			showText, hideText := lang.X("setup.secret.show", "Show"), lang.X("setup.secret.hide", "Hide")
			shown := false
			var show *widget.Button
			show = widget.NewButton(showText, func() {
				shown = !shown
				if shown {
					label.SetText(secret)
					show.SetText(hideText)
				} else {
					label.SetText(hidden)
					show.SetText(showText)
				}
			})
			right = show
		}
		box.Add(container.NewBorder(nil, nil, container.NewThemeOverride(check, tickTheme{}), right, label))
	}
	return widget.NewCard(text(deal.AreaKey(g.area)), "", box)
}

// secretOwner names the player a secret step is for.
func secretOwner(st deal.Step, names deal.Names) string {
	n, _ := st.Params["Player"].(int)
	return deal.PlayerName(translate, names, n)
}

// tickTheme is the app's theme with a clearly visible border on empty tick
// boxes: Fyne draws them in the input-border colour, which nearly vanishes
// on the light background; the placeholder grey stands out in both themes.
type tickTheme struct{}

func (tickTheme) base() fyne.Theme { return fyne.CurrentApp().Settings().Theme() }

// Color returns the app theme's colour, the placeholder grey for the border.
func (t tickTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if n == theme.ColorNameInputBorder {
		n = theme.ColorNamePlaceHolder
	}
	return t.base().Color(n, v)
}

// Font returns the app theme's font.
func (t tickTheme) Font(s fyne.TextStyle) fyne.Resource { return t.base().Font(s) }

// Icon returns the app theme's icon.
func (t tickTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return t.base().Icon(n) }

// Size returns the app theme's size.
func (t tickTheme) Size(n fyne.ThemeSizeName) float32 { return t.base().Size(n) }
