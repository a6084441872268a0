package ui

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// NumberField is an entry for a count (a whole number, 0 or more) between
// − and + buttons, with a message line beneath it. A negative value is
// refused; every other new value is offered to Accept. A refused value
// keeps the last accepted one and shows the refusal beside the field.
type NumberField struct {
	// Entry is where the number is typed.
	Entry *widget.Entry
	// Minus and Plus step the value down and up by one.
	Minus, Plus *widget.Button
	// Message is the line beneath the field that says why a value was
	// refused.
	Message *canvas.Text

	// Accept judges a new value; empty is true when the entry was cleared
	// (allowed only when AllowEmpty). A non-nil error refuses the value and
	// its text is shown beside the field.
	Accept func(v int, empty bool) error
	// AllowEmpty lets the entry be cleared (a number not known yet);
	// otherwise clearing it asks for a number.
	AllowEmpty bool

	value   int
	empty   bool
	syncing bool
	object  fyne.CanvasObject
}

// NewNumberField returns a field showing value (or nothing when empty).
func NewNumberField(value int, empty, allowEmpty bool, accept func(v int, empty bool) error) *NumberField {
	f := &NumberField{Accept: accept, AllowEmpty: allowEmpty, value: value, empty: empty}
	f.Entry = WheelThrough(widget.NewEntry())
	numericKeyboard(f.Entry)
	f.Entry.OnChanged = f.typed
	f.Minus = widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), func() { f.step(-1) })
	f.Plus = widget.NewButtonWithIcon("", theme.ContentAddIcon(), func() { f.step(+1) })
	f.Message = canvas.NewText("", theme.Color(theme.ColorNameError))
	f.Message.TextSize = theme.CaptionTextSize()
	f.Message.Hide()
	f.show()
	row := container.NewBorder(nil, nil, f.Minus, f.Plus, f.Entry)
	f.object = container.NewVBox(row, f.Message)
	return f
}

// Object is the field's canvas object, to place in a layout.
func (f *NumberField) Object() fyne.CanvasObject { return f.object }

// Value returns the last accepted value, and whether the field is empty.
func (f *NumberField) Value() (int, bool) { return f.value, f.empty }

// SetValue shows v (or nothing when empty) without asking Accept, and
// clears any message.
func (f *NumberField) SetValue(v int, empty bool) {
	f.value, f.empty = v, empty
	f.show()
	f.SetMessage("")
}

// SetMessage shows msg beneath the field, or hides the line when msg is "".
func (f *NumberField) SetMessage(msg string) {
	f.Message.Text = msg
	f.Message.Color = theme.Color(theme.ColorNameError)
	if msg == "" {
		f.Message.Hide()
	} else {
		f.Message.Show()
	}
	f.Message.Refresh()
}

func (f *NumberField) show() {
	f.syncing = true
	if f.empty {
		f.Entry.SetText("")
	} else {
		f.Entry.SetText(strconv.Itoa(f.value))
	}
	f.syncing = false
}

func (f *NumberField) typed(text string) {
	if f.syncing {
		return
	}
	text = strings.TrimSpace(text)
	if text == "" {
		if !f.AllowEmpty {
			f.SetMessage(lang.X("ui.number.required", "Enter a number"))
			return
		}
		f.offer(0, true)
		return
	}
	v, err := strconv.Atoi(text)
	if err != nil {
		f.SetMessage(lang.X("ui.number.whole", "Enter a whole number"))
		return
	}
	f.offer(v, false)
}

func (f *NumberField) step(delta int) {
	v := f.value + delta
	if f.empty {
		v = max(delta, 0)
	}
	if f.offer(v, false) {
		f.show()
	}
}

// offer asks Accept about v and keeps it when accepted.
func (f *NumberField) offer(v int, empty bool) bool {
	if v < 0 {
		f.SetMessage(lang.X("ui.number.negative", "Cannot be negative"))
		return false
	}
	if f.Accept != nil {
		if err := f.Accept(v, empty); err != nil {
			f.SetMessage(err.Error())
			return false
		}
	}
	f.value, f.empty = v, empty
	f.SetMessage("")
	return true
}
