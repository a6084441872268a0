package webtest

import (
	"context"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// chromiumWalker walks the app in Chromium through chromedp.
type chromiumWalker struct {
	t   *testing.T
	ctx context.Context
}

func (c chromiumWalker) look() (screen, error) { return visible(c.ctx) }

func (c chromiumWalker) tap(x, y float64) error { return chromedp.Do(c.ctx, chromedp.TapXY(x, y)) }

// swipe drags a finger in steps of 25 CSS pixels, 10 ms apart; the walk
// waits for the screen to settle after it.
func (c chromiumWalker) swipe(x, y0, y1 float64) error {
	touch := func(typ input.DispatchTouchEventType, y float64) error {
		points := []*input.TouchPoint{{X: x, Y: y}}
		if typ == input.DispatchTouchEventTypeTouchEnd {
			points = []*input.TouchPoint{}
		}
		_, err := chromedp.Call(c.ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: points})
		return err
	}
	if err := touch(input.DispatchTouchEventTypeTouchStart, y0); err != nil {
		return err
	}
	step := 25.0
	if y1 < y0 {
		step = -step
	}
	for y := y0 + step; (step > 0 && y <= y1) || (step < 0 && y >= y1); y += step {
		if err := touch(input.DispatchTouchEventTypeTouchMove, y); err != nil {
			return err
		}
		time.Sleep(10 * time.Millisecond)
	}
	return touch(input.DispatchTouchEventTypeTouchEnd, y1)
}

func (c chromiumWalker) typeText(text string) error {
	typeText(c.t, c.ctx, text)
	return nil
}

func (c chromiumWalker) pageErrors() []string { return pageErrors(c.ctx) }

func (c chromiumWalker) save(name string) { shot(c.t, c.ctx, name) }

// TestWalkThroughTheWholeApp opens every screen after every other one and
// then walks at random, on a 390×844 phone with touch (see walk).
func TestWalkThroughTheWholeApp(t *testing.T) {
	ctx, srv := browserWithin(t, siteDir(t), 40*time.Minute)
	open(t, ctx, srv.URL+"/", phone(390, 844, 3))
	runWalk(t, chromiumWalker{t, ctx}, 390, 844)
}

// TestQuickScoreAfterQuickScore is the sequence that crashed the web build
// built with Fyne's fyneDo migration: Alhambra's quick score, Back, then
// Granada's (docs/web.md, "One Fyne mode").
func TestQuickScoreAfterQuickScore(t *testing.T) {
	ctx, srv := browser(t)
	open(t, ctx, srv.URL+"/", phone(390, 844, 3))
	k := &walk{t: t, w: chromiumWalker{t, ctx}, width: 390, height: 844}
	k.open(opener{"Alhambra", "Quick score"})
	k.home()
	k.open(opener{"Granada", "Quick score"})
	waitFor(t, ctx, "", "entry:Player 1")
	k.home()
	k.check()
}
