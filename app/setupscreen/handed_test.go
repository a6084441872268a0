package setupscreen

import (
	"bytes"
	"fmt"
	"hash/crc32"
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
	gameid "arrayan.io/arrayan/data/game"
	"arrayan.io/arrayan/setup/deal"
	"arrayan.io/arrayan/setup/handoff"
	"arrayan.io/arrayan/setup/qr"
)

// roundFive is a 4-player Sabika game at round 5 as setup/handoff packs
// it (its golden text).
func roundFive(t *testing.T) string {
	t.Helper()
	text, err := os.ReadFile("../../setup/handoff/testdata/sabika-round5.txt")
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(string(text))
}

// inParts is text split into n parts as docs/handoff.md writes them
// (AR1*i/n*ID:share), as a game too large for one QR code is shown.
func inParts(text string, n int) []string {
	body := strings.TrimPrefix(text, "AR1:")
	id := fmt.Sprintf("%08X", crc32.ChecksumIEEE([]byte(text)))
	size := (len(body) + n - 1) / n
	parts := make([]string, n)
	for i := range n {
		parts[i] = fmt.Sprintf("AR1*%d/%d*%s:%s", i+1, n, id, body[i*size:min(len(body), (i+1)*size)])
	}
	return parts
}

// opened records the games a screen opened (its GameOpener).
type opened struct{ fragments []string }

func (o *opened) open(fragment string) { o.fragments = append(o.fragments, fragment) }

// openWithGames is open with the screen's games opened into o.
func openWithGames(t *testing.T, o *opened) (*screen, fyne.Window) {
	t.Helper()
	s, w := open(t, deal.Sabika)
	s.openGame = o.open
	return s, w
}

// sameGame fails the test unless fragment hands over the game of text.
func sameGame(t *testing.T, fragment, text string) {
	t.Helper()
	got, err := handoff.FromFragment(fragment)
	if err != nil {
		t.Fatalf("opened %q: %v", fragment, err)
	}
	h, err := handoff.Unpack(got)
	if err != nil {
		t.Fatalf("opened a game refused: %v", err)
	}
	want, err := handoff.Unpack(text)
	if err != nil {
		t.Fatal(err)
	}
	if h.Game != gameid.Sabika || len(h.Sabika.Game.Players) != 4 || !bytes.Equal(h.JSON, want.JSON) {
		t.Errorf("opened a %s game of %d players, its record the same: %v", h.Game, len(h.Sabika.Game.Players), bytes.Equal(h.JSON, want.JSON))
	}
}

// picture is the QR picture of text.
func picture(t *testing.T, text string) *bytes.Reader {
	t.Helper()
	png, err := qr.PNG(text, qrPixels)
	if err != nil {
		t.Fatal(err)
	}
	return bytes.NewReader(png)
}

// A QR picture of a game's link opens that game as its link does (the
// app's GameOpener), not as a setup; a picture of a damaged game says why
// under the code field and opens nothing.
func TestQRPictureOfAGameOpensIt(t *testing.T) {
	uitest.NewApp(t)
	text := roundFive(t)
	o := &opened{}
	s, _ := openWithGames(t, o)
	s.readQR(picture(t, "https://example.org/arrayan/"+handoff.Fragment(text)))
	if len(o.fragments) != 1 {
		t.Fatalf("the game's picture opened %d games", len(o.fragments))
	}
	sameGame(t, o.fragments[0], text)
	if s.codeMessage.Visible() {
		t.Errorf("a game opened with the message %q", s.codeMessage.Text)
	}

	s.readQR(picture(t, text[:len(text)-7])) // a game's text cut short
	if len(o.fragments) != 1 || !s.codeMessage.Visible() || !strings.Contains(s.codeMessage.Text, "This QR code's game cannot be read") {
		t.Errorf("a damaged game opened %d games, said %q", len(o.fragments)-1, s.codeMessage.Text)
	}
}

// A game in three QR codes is read picture by picture, in any order: each
// part says how many are in, a part read again changes nothing, a part of
// another game is refused and the parts so far are kept, and the last
// part opens the whole game.
func TestQRPicturesOfAGameInParts(t *testing.T) {
	uitest.NewApp(t)
	text := roundFive(t)
	parts := inParts(text, 3)
	other := inParts(text[:len(text)-1]+"0", 3) // another game's parts (another id)
	o := &opened{}
	s, w := openWithGames(t, o)
	for _, step := range []struct {
		part, said string
	}{
		{parts[1], "1 of 3 parts of the game read. Open the picture of the next part."},
		{parts[1], "1 of 3 parts of the game read."},
		{other[0], "This QR code's game cannot be read: this part belongs to another game"},
		{parts[2], "2 of 3 parts of the game read."},
	} {
		s.readQR(picture(t, step.part))
		if len(o.fragments) != 0 {
			t.Fatalf("a game opened before its last part, after %.20q", step.part)
		}
		if !s.codeMessage.Visible() || !strings.Contains(s.codeMessage.Text, step.said) {
			t.Errorf("after %.12q: said %q; want %q", step.part, s.codeMessage.Text, step.said)
		}
		if !uitest.HasText(w.Content(), step.said) {
			t.Errorf("%q is not on the screen", step.said)
		}
	}
	s.readQR(picture(t, parts[0]))
	if len(o.fragments) != 1 {
		t.Fatalf("the last part opened %d games", len(o.fragments))
	}
	sameGame(t, o.fragments[0], text)
}

// The camera reads a game in parts as the other phone shows them, one
// after the other: it stays open, saying in the live view how many are
// in (a part of another game said and left aside), and closes once the
// last part opens the game. A setup's QR code still opens the setup.
func TestCameraReadsAGameInParts(t *testing.T) {
	uitest.NewApp(t)
	text := roundFive(t)
	parts := inParts(text, 3)
	cam := &fakeCamera{}
	withCamera(t, cam)
	o := &opened{}
	s, w := openWithGames(t, o)
	uitest.Tap(t, w.Content(), "Scan with the camera")
	for i, read := range []string{parts[0], parts[0], inParts(text+"0", 3)[1], parts[2]} {
		cam.report.read(read)
		if cam.closed || len(o.fragments) != 0 {
			t.Fatalf("read %d: the camera closed (%v) or a game opened (%d) before the last part", i, cam.closed, len(o.fragments))
		}
	}
	want := []string{
		"1 of 3 parts of the game read. Keep the camera on the other phone's QR codes.",
		"1 of 3 parts of the game read. Keep the camera on the other phone's QR codes.",
		"This QR code's game cannot be read: this part belongs to another game than the parts read so far",
		"2 of 3 parts of the game read. Keep the camera on the other phone's QR codes.",
	}
	if strings.Join(cam.said, "\n") != strings.Join(want, "\n") {
		t.Errorf("the live view said\n%s\nwant\n%s", strings.Join(cam.said, "\n"), strings.Join(want, "\n"))
	}
	cam.report.read(parts[1])
	if !cam.closed || s.camera != nil || len(o.fragments) != 1 {
		t.Fatalf("after the last part: camera closed %v, games opened %d", cam.closed, len(o.fragments))
	}
	sameGame(t, o.fragments[0], text)

	cam2 := &fakeCamera{}
	withCamera(t, cam2)
	uitest.Tap(t, w.Content(), "Scan with the camera")
	const code = "11R3-XYJ1-1G09-F03T" // arrayan-cli setup --game sabika --players 2 --seed 4242
	cam2.report.read(code)
	if !cam2.closed || s.current == nil || s.current.Code != code || len(o.fragments) != 1 {
		t.Errorf("a setup's QR code after a game: closed %v, shown %+v, games opened %d", cam2.closed, s.current, len(o.fragments))
	}
}

// What the camera and a picture say of a game's parts is in the player's
// language.
func TestGamePartsInThePlayersLanguage(t *testing.T) {
	text := roundFive(t)
	parts := inParts(text, 3)
	for _, l := range []string{"es", "ru"} {
		t.Run(l, func(t *testing.T) {
			uitest.NewApp(t)
			t.Cleanup(func() { _ = translation.Use("en") })
			if err := translation.Use(l); err != nil {
				t.Fatal(err)
			}
			cam := &fakeCamera{}
			withCamera(t, cam)
			s, w := openWithGames(t, &opened{})
			s.readQR(picture(t, parts[0]))
			uitest.NoEnglish(t, w, l)
			s.readQR(picture(t, inParts(text+"0", 3)[1]))
			uitest.NoEnglish(t, w, l)
			uitest.Tap(t, w.Content(), lang.X("setup.camera.scan", "Scan with the camera"))
			cam.report.read(parts[1])
			cam.report.read("AR1:0")
			if len(cam.said) != 2 {
				t.Fatalf("the live view said %q; want a part's progress and a refusal", cam.said)
			}
			for _, line := range cam.said {
				uitest.NoEnglish(t, showing(t, line), l)
			}
		})
	}
}
