package webdriver

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"

	"github.com/coder/websocket"
)

// BiDi is a WebDriver BiDi connection (w3.org/TR/webdriver-bidi): commands
// and their answers as JSON messages over a WebSocket. Events the browser
// sends are read and dropped: the tests ask for what they need.
type BiDi struct {
	conn *websocket.Conn

	mu      sync.Mutex
	next    int
	waiting map[int]chan bidiAnswer
	// err is why the connection ended, once it has.
	err error
}

// bidiAnswer is a command's answer: its result, or the error.
type bidiAnswer struct {
	ID      int             `json:"id"`
	Type    string          `json:"type"`
	Result  json.RawMessage `json:"result"`
	Error   string          `json:"error"`
	Message string          `json:"message"`
}

// DialBiDi connects to a browser's BiDi endpoint (ws://HOST:PORT/session).
func DialBiDi(ctx context.Context, url string) (*BiDi, error) {
	conn, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return nil, fmt.Errorf("connecting to WebDriver BiDi at %s: %w", url, err)
	}
	conn.SetReadLimit(256 << 20) // screenshots come whole, in base64
	b := &BiDi{conn: conn, waiting: map[int]chan bidiAnswer{}}
	go b.read()
	return b, nil
}

// read hands each answer to the command waiting for it, until the
// connection ends; then every command still waiting fails.
func (b *BiDi) read() {
	var err error
	for {
		var data []byte
		if _, data, err = b.conn.Read(context.Background()); err != nil {
			break
		}
		var a bidiAnswer
		if json.Unmarshal(data, &a) != nil || a.Type == "event" {
			continue
		}
		b.mu.Lock()
		ch := b.waiting[a.ID]
		delete(b.waiting, a.ID)
		b.mu.Unlock()
		if ch != nil {
			ch <- a
		}
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	b.err = fmt.Errorf("the WebDriver BiDi connection ended: %w", err)
	for id, ch := range b.waiting {
		close(ch)
		delete(b.waiting, id)
	}
}

// Call sends the command method with its params and decodes its result
// into out (nil: dropped).
func (b *BiDi) Call(ctx context.Context, method string, params, out any) error {
	if params == nil {
		params = map[string]any{}
	}
	b.mu.Lock()
	if b.err != nil {
		b.mu.Unlock()
		return fmt.Errorf("%s: %w", method, b.err)
	}
	b.next++
	id := b.next
	ch := make(chan bidiAnswer, 1)
	b.waiting[id] = ch
	b.mu.Unlock()
	forget := func() {
		b.mu.Lock()
		delete(b.waiting, id)
		b.mu.Unlock()
	}
	data, err := json.Marshal(map[string]any{"id": id, "method": method, "params": params})
	if err != nil {
		forget()
		return fmt.Errorf("%s: encoding the command: %w", method, err)
	}
	if err := b.conn.Write(ctx, websocket.MessageText, data); err != nil {
		forget()
		return fmt.Errorf("%s: sending the command: %w", method, err)
	}
	select {
	case a, ok := <-ch:
		if !ok {
			b.mu.Lock()
			defer b.mu.Unlock()
			return fmt.Errorf("%s: %w", method, b.err)
		}
		if a.Type == "error" {
			return fmt.Errorf("%s: %w", method, &Error{Code: a.Error, Message: a.Message})
		}
		if out == nil {
			return nil
		}
		if err := json.Unmarshal(a.Result, out); err != nil {
			return fmt.Errorf("%s: decoding the result %.200q: %w", method, a.Result, err)
		}
		return nil
	case <-ctx.Done():
		forget()
		return fmt.Errorf("%s: %w", method, ctx.Err())
	}
}

// Close closes the connection.
func (b *BiDi) Close() error {
	if err := b.conn.Close(websocket.StatusNormalClosure, ""); err != nil {
		return fmt.Errorf("closing the WebDriver BiDi connection: %w", err)
	}
	return nil
}
