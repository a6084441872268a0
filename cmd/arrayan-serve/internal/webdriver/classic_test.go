package webdriver

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"reflect"
	"testing"
)

// fakeDriver is a classic WebDriver driver that knows a few commands of
// session s1 and records the bodies it was sent, by method and path.
func fakeDriver(t *testing.T) (*httptest.Server, map[string]string) {
	t.Helper()
	got := map[string]string{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		got[r.Method+" "+r.URL.Path] = string(body)
		answer := func(status int, value string) {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(status)
			io.WriteString(w, `{"value": `+value+`}`)
		}
		switch r.Method + " " + r.URL.Path {
		case "POST /session":
			answer(http.StatusOK, `{"sessionId": "s1", "capabilities": {}}`)
		case "POST /session/s1/execute/sync":
			var cmd struct{ Script string }
			json.Unmarshal(body, &cmd)
			if cmd.Script == "throw 1" {
				answer(http.StatusInternalServerError, `{"error": "javascript error", "message": "1", "stacktrace": ""}`)
				return
			}
			answer(http.StatusOK, `{"a": [1, 2]}`)
		case "GET /session/s1/screenshot":
			answer(http.StatusOK, `"iVBORw=="`)
		case "POST /session/s1/window/rect":
			answer(http.StatusOK, `{"x": 0, "y": 0, "width": 447, "height": 844}`)
		case "POST /session/s1/url", "POST /session/s1/actions", "DELETE /session/s1/actions", "DELETE /session/s1":
			answer(http.StatusOK, `null`)
		default:
			answer(http.StatusNotFound, `{"error": "unknown command", "message": "`+r.URL.Path+`"}`)
		}
	}))
	t.Cleanup(srv.Close)
	return srv, got
}

func TestClassicSendsCommandsAndReadsAnswers(t *testing.T) {
	srv, got := fakeDriver(t)
	ctx := context.Background()
	s, err := NewClassic(ctx, srv.URL, map[string]any{"browserName": "x"})
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"capabilities":{"alwaysMatch":{"browserName":"x"}}}`; got["POST /session"] != want {
		t.Errorf("new session sent %s; want %s", got["POST /session"], want)
	}
	if err := s.Navigate(ctx, "http://127.0.0.1/"); err != nil {
		t.Fatal(err)
	}
	if want := `{"url":"http://127.0.0.1/"}`; got["POST /session/s1/url"] != want {
		t.Errorf("navigate sent %s; want %s", got["POST /session/s1/url"], want)
	}
	var value struct{ A []int }
	if err := s.Execute(ctx, "return 1", nil, &value); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(value.A, []int{1, 2}) {
		t.Errorf("execute gave %+v; want a: [1 2]", value)
	}
	if want := `{"args":[],"script":"return 1"}`; got["POST /session/s1/execute/sync"] != want {
		t.Errorf("execute sent %s; want %s", got["POST /session/s1/execute/sync"], want)
	}
	png, err := s.Screenshot(ctx)
	if err != nil || string(png[:4]) != "\x89PNG" {
		t.Errorf("screenshot %q, %v; want the PNG decoded", png, err)
	}
	if w, h, err := s.SetWindowSize(ctx, 390, 844); err != nil || w != 447 || h != 844 {
		t.Errorf("window size %d×%d, %v; want the driver's 447×844", w, h, err)
	}
	if err := s.PerformActions(ctx, Pointer("touch").Tap(10.4, 20.6)); err != nil {
		t.Fatal(err)
	}
	var actions struct{ Actions []Source }
	if err := json.Unmarshal([]byte(got["POST /session/s1/actions"]), &actions); err != nil {
		t.Fatal(err)
	}
	if _, released := got["DELETE /session/s1/actions"]; !released || len(actions.Actions) != 1 {
		t.Fatalf("actions sent %s, released %v; want one source, released", got["POST /session/s1/actions"], released)
	}
	if first := actions.Actions[0].Actions[0]; first["x"] != 10.0 || first["y"] != 21.0 || actions.Actions[0].Parameters["pointerType"] != "touch" {
		t.Errorf("the tap's first step is %v of %+v; want a touch pointer moved to whole pixels (10, 21)", first, actions.Actions[0])
	}
	if err := s.Close(ctx); err != nil {
		t.Fatal(err)
	}
}

func TestClassicReturnsTheDriversError(t *testing.T) {
	srv, _ := fakeDriver(t)
	ctx := context.Background()
	s, err := NewClassic(ctx, srv.URL, nil)
	if err != nil {
		t.Fatal(err)
	}
	err = s.Execute(ctx, "throw 1", nil, nil)
	var wd *Error
	if !errors.As(err, &wd) || wd.Code != "javascript error" || wd.Message != "1" {
		t.Errorf("a script that throws gave %v; want the driver's javascript error", err)
	}
}
