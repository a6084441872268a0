package ui

import (
	"image/color"
	"math"
)

// Contrast is the WCAG 2 contrast ratio of two colours, from 1 (the same)
// to 21 (black on white): text needs at least 4.5 against its ground, and
// lines and shapes that carry meaning (a city's walls) at least 3.
func Contrast(a, b color.Color) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// luminance is a colour's relative luminance in WCAG 2's sense.
func luminance(c color.Color) float64 {
	r, g, b, _ := color.NRGBAModel.Convert(c).RGBA()
	linear := func(v uint32) float64 {
		x := float64(v) / 0xffff
		if x <= 0.03928 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*linear(r) + 0.7152*linear(g) + 0.0722*linear(b)
}
