package webdriver

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// Classic is a session of classic W3C WebDriver: commands as HTTP
// requests to a driver (w3.org/TR/webdriver2).
type Classic struct {
	// session is the session's address: http://HOST:PORT/session/ID.
	session string
}

// Error is a WebDriver error as a driver answers it: its error code
// ("no such window", "javascript error"…) and message.
type Error struct {
	Code, Message string
}

// Error says the code and the message.
func (e *Error) Error() string { return e.Code + ": " + e.Message }

// NewClassic starts a session on the driver at address (http://HOST:PORT)
// with the capabilities that must all match (alwaysMatch).
func NewClassic(ctx context.Context, address string, capabilities map[string]any) (*Classic, error) {
	var created struct {
		SessionID string `json:"sessionId"`
	}
	body := map[string]any{"capabilities": map[string]any{"alwaysMatch": capabilities}}
	if err := call(ctx, http.MethodPost, strings.TrimSuffix(address, "/")+"/session", body, &created); err != nil {
		return nil, fmt.Errorf("starting a WebDriver session at %s: %w", address, err)
	}
	if created.SessionID == "" {
		return nil, fmt.Errorf("starting a WebDriver session at %s: no session id in the answer", address)
	}
	return &Classic{session: strings.TrimSuffix(address, "/") + "/session/" + created.SessionID}, nil
}

// call sends one command (body nil: none, for GET and DELETE) and decodes
// the answer's value into out (nil: dropped).
func call(ctx context.Context, method, url string, body, out any) error {
	var in io.Reader
	if body != nil {
		data, err := json.Marshal(body)
		if err != nil {
			return fmt.Errorf("encoding the command: %w", err)
		}
		in = bytes.NewReader(data)
	}
	req, err := http.NewRequestWithContext(ctx, method, url, in)
	if err != nil {
		return err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json; charset=utf-8")
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		return fmt.Errorf("reading the answer: %w", err)
	}
	var answer struct {
		Value json.RawMessage `json:"value"`
	}
	if err := json.Unmarshal(data, &answer); err != nil {
		return fmt.Errorf("HTTP %s: the answer %.200q is no WebDriver answer: %w", resp.Status, data, err)
	}
	if resp.StatusCode != http.StatusOK {
		var failed struct {
			Error   string `json:"error"`
			Message string `json:"message"`
		}
		if err := json.Unmarshal(answer.Value, &failed); err != nil || failed.Error == "" {
			return fmt.Errorf("HTTP %s: %.200q", resp.Status, data)
		}
		return &Error{Code: failed.Error, Message: failed.Message}
	}
	if out == nil {
		return nil
	}
	if err := json.Unmarshal(answer.Value, out); err != nil {
		return fmt.Errorf("decoding the value %.200q: %w", answer.Value, err)
	}
	return nil
}

// do sends one command of the session: path below the session's address.
func (s *Classic) do(ctx context.Context, method, path string, body, out any) error {
	if err := call(ctx, method, s.session+path, body, out); err != nil {
		return fmt.Errorf("WebDriver %s %s: %w", method, path, err)
	}
	return nil
}

// Navigate loads url in the current window and returns once it has loaded.
func (s *Classic) Navigate(ctx context.Context, url string) error {
	return s.do(ctx, http.MethodPost, "/url", map[string]any{"url": url}, nil)
}

// Execute runs script, a function body, with args as its arguments and
// decodes what it returns (a promise awaited) into out (nil: dropped).
func (s *Classic) Execute(ctx context.Context, script string, args []any, out any) error {
	if args == nil {
		args = []any{}
	}
	return s.do(ctx, http.MethodPost, "/execute/sync", map[string]any{"script": script, "args": args}, out)
}

// PerformActions performs the input sources' actions, tick by tick, and
// then releases whatever they left pressed.
func (s *Classic) PerformActions(ctx context.Context, sources ...Source) error {
	if err := s.do(ctx, http.MethodPost, "/actions", map[string]any{"actions": sources}, nil); err != nil {
		return err
	}
	return s.do(ctx, http.MethodDelete, "/actions", nil, nil)
}

// Screenshot is a PNG of the current window's viewport.
func (s *Classic) Screenshot(ctx context.Context) ([]byte, error) {
	var encoded string
	if err := s.do(ctx, http.MethodGet, "/screenshot", nil, &encoded); err != nil {
		return nil, err
	}
	png, err := base64.StdEncoding.DecodeString(encoded)
	if err != nil {
		return nil, fmt.Errorf("decoding the screenshot: %w", err)
	}
	return png, nil
}

// SetWindowSize sizes the current window to width×height pixels and
// returns the size the driver made it.
func (s *Classic) SetWindowSize(ctx context.Context, width, height int) (int, int, error) {
	var rect struct{ Width, Height int }
	err := s.do(ctx, http.MethodPost, "/window/rect", map[string]any{"width": width, "height": height}, &rect)
	return rect.Width, rect.Height, err
}

// Close ends the session, which closes the browser.
func (s *Classic) Close(ctx context.Context) error {
	return s.do(ctx, http.MethodDelete, "", nil, nil)
}
