package webdriver

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// fakeBiDi is a BiDi endpoint that answers "echo" with its params (an
// event first, which the client must skip), "fail" with an error, and
// closes the connection on "hang up".
func fakeBiDi(t *testing.T) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		conn, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		defer conn.CloseNow()
		ctx := r.Context()
		for {
			_, data, err := conn.Read(ctx)
			if err != nil {
				return
			}
			var cmd struct {
				ID     int             `json:"id"`
				Method string          `json:"method"`
				Params json.RawMessage `json:"params"`
			}
			json.Unmarshal(data, &cmd)
			var answer string
			switch cmd.Method {
			case "echo":
				conn.Write(ctx, websocket.MessageText, []byte(`{"type": "event", "method": "log.entryAdded", "params": {}}`))
				answer = `{"type": "success", "id": ` + strconv.Itoa(cmd.ID) + `, "result": ` + string(cmd.Params) + `}`
			case "fail":
				answer = `{"type": "error", "id": ` + strconv.Itoa(cmd.ID) + `, "error": "no such frame", "message": "gone"}`
			default:
				conn.Close(websocket.StatusGoingAway, "bye")
				return
			}
			conn.Write(ctx, websocket.MessageText, []byte(answer))
		}
	}))
	t.Cleanup(srv.Close)
	return "ws" + strings.TrimPrefix(srv.URL, "http")
}

func TestBiDiCallsAndAnswers(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	b, err := DialBiDi(ctx, fakeBiDi(t))
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	var echoed struct{ Word string }
	if err := b.Call(ctx, "echo", map[string]any{"word": "Ñandú"}, &echoed); err != nil || echoed.Word != "Ñandú" {
		t.Errorf("echo gave %+v, %v; want the word back", echoed, err)
	}
	err = b.Call(ctx, "fail", nil, nil)
	var wd *Error
	if !errors.As(err, &wd) || wd.Code != "no such frame" {
		t.Errorf("fail gave %v; want the browser's error", err)
	}
	if err := b.Call(ctx, "hang up", nil, nil); err == nil {
		t.Error("a command whose connection closed before its answer succeeded")
	}
	if err := b.Call(ctx, "echo", nil, nil); err == nil {
		t.Error("a command on a closed connection succeeded")
	}
}
