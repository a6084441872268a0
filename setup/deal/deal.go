// Package deal deals the random setup of Sabika, Alhambra, Granada and The
// Voyages of Marco Polo. A deal is a pure function of its Request (game,
// player count, options, seed and the re-deal generation of each part), so a
// setup code names exactly one setup on every platform and in every later
// version. The setup comes back both as structured data and as a checklist
// of localisable steps grouped by table area.
package deal

import (
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	gameid "arrayan.io/arrayan/data/game"
	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/setup/code"
	"arrayan.io/arrayan/setup/random"
)

// Game names, exactly as the CLI contract spells them (data/game).
const (
	Sabika    = string(gameid.Sabika)
	Alhambra  = string(gameid.Alhambra)
	Granada   = string(gameid.Granada)
	MarcoPolo = string(gameid.MarcoPolo)
)

// Games lists the games in code order: a code's game number is the index
// (data/game.All).
var Games = gameNames()

func gameNames() []string {
	var names []string
	for _, g := range gameid.All() {
		names = append(names, string(g))
	}
	return names
}

// Request is everything a deal depends on.
type Request struct {
	Game    string
	Players int
	// Options maps option keys to values; missing keys take their default.
	Options map[string]string
	// Seed is at most code.MaxSeed.
	Seed uint64
	// Redeals counts, per part (in the order of the game's Parts), how many
	// times that part was dealt again.
	Redeals [code.Parts]uint8
}

// Setup is one dealt setup, shaped as the CLI prints it.
type Setup struct {
	Code    string            `json:"code"`
	Game    string            `json:"game"`
	Players int               `json:"players"`
	Options map[string]string `json:"options"`
	Setup   Detail            `json:"setup"`

	request Request
}

// Detail is the dealt content: one game's section and the checklist.
type Detail struct {
	Seats     []Seat         `json:"seats"`
	Sabika    *SabikaDeal    `json:"sabika,omitempty"`
	MarcoPolo *MarcoPoloDeal `json:"marcopolo,omitempty"`
	Tiles     *TilesDeal     `json:"tiles,omitempty"`
	Steps     []Step         `json:"steps"`
}

// Seat is one place at the table, clockwise; Player numbers the players as
// they listed themselves (player 1 … N).
type Seat struct {
	Seat   int `json:"seat"`
	Player int `json:"player"`
}

// Request returns the request that dealt s.
func (s *Setup) Request() Request { return s.request }

// game is one game's dealer.
type game struct {
	minPlayers, maxPlayers int
	options                []Option
	// presets are values of the input-only option "mode", each setting
	// several options at once.
	presets map[string]map[string]string
	parts   []string
	deal    func(r Request, d *dealer) error
}

var games = map[string]*game{
	Sabika:    sabikaGame,
	Alhambra:  tilesGame(Alhambra),
	Granada:   tilesGame(Granada),
	MarcoPolo: marcoPoloGame,
}

// Option is one option a game's setup takes, with its allowed values; the
// first value is the default.
type Option struct {
	Key    string
	Values []string
	// Solo options only apply to a one-player game; other games take the
	// default.
	Solo bool
}

// AppliesTo reports whether the option can be chosen for a game of the
// given number of players.
func (o Option) AppliesTo(players int) bool { return !o.Solo || players == 1 }

// RandomSeed draws a seed for a fresh deal from the system's random source.
func RandomSeed() (uint64, error) {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return 0, fmt.Errorf("drawing a random seed: %w", err)
	}
	return binary.LittleEndian.Uint64(b[:]) & code.MaxSeed, nil
}

// Options returns the options of game, in code order.
func Options(g string) []Option {
	if gm, ok := games[g]; ok {
		return gm.options
	}
	return nil
}

// Parts returns the names of the parts of game's setup that can be dealt
// again on their own, in code order.
func Parts(g string) []string {
	if gm, ok := games[g]; ok {
		return gm.parts
	}
	return nil
}

// PlayerRange returns the player counts game allows.
func PlayerRange(g string) (lowest, highest int) {
	if gm, ok := games[g]; ok {
		return gm.minPlayers, gm.maxPlayers
	}
	return 0, 0
}

// Deal deals the setup r names.
func Deal(r Request) (*Setup, error) {
	gm, opts, err := r.validate()
	if err != nil {
		return nil, err
	}
	r.Options = opts
	fields, err := r.fields(gm)
	if err != nil {
		return nil, err
	}
	c, err := code.Encode(fields)
	if err != nil {
		return nil, &InputError{Field: "seed", said: said(err).At(0, "seed")}
	}
	d := &dealer{request: r, gameIndex: uint64(fields.Game)}
	if err := gm.deal(r, d); err != nil {
		return nil, err
	}
	return &Setup{
		Code:    c,
		Game:    r.Game,
		Players: r.Players,
		Options: opts,
		Setup:   d.detail,
		request: r,
	}, nil
}

// FromCode deals the setup that a setup code names. A code that cannot be
// read is a *code.Error (CLI code bad-code); a code whose fields make no
// sense for its game is an *InputError with code bad-code.
func FromCode(text string) (*Setup, error) {
	f, err := code.Decode(text)
	if err != nil {
		return nil, err
	}
	if int(f.Game) >= len(Games) {
		return nil, badCode(errCodeNoGame.With(nil))
	}
	g := Games[f.Game]
	gm := games[g]
	opts, err := unpackOptions(gm, f.Options)
	if err != nil {
		return nil, err
	}
	// Deal rejects re-deals of parts the game does not have.
	s, err := Deal(Request{Game: g, Players: int(f.Players), Options: opts, Seed: f.Seed, Redeals: f.Redeals})
	if err != nil {
		return nil, badCode(err)
	}
	return s, nil
}

// Redeal returns the request that deals part again and keeps every other
// part as it was. A part can be re-dealt code.MaxRedeal times.
func Redeal(r Request, part string) (Request, error) {
	gm, ok := games[r.Game]
	if !ok {
		return r, inputError("game", gameid.Unknown.With(message.Params{"Game": quote(r.Game)}))
	}
	i := slices.Index(gm.parts, part)
	if i < 0 {
		return r, inputError("part", errNoPart.With(message.Params{"Game": gameid.ID(r.Game), "Part": quote(part), "Parts": strings.Join(gm.parts, ", ")}))
	}
	if r.Redeals[i] >= code.MaxRedeal {
		return r, inputError("part", errRedealLimit.With(message.Params{"Part": part, "Times": code.MaxRedeal}))
	}
	r.Redeals[i]++
	return r, nil
}

func (r Request) validate() (*game, map[string]string, error) {
	gm, ok := games[r.Game]
	if !ok {
		return nil, nil, inputError("game", errGameNotListed.With(message.Params{"Games": strings.Join(Games, ", "), "Game": quote(r.Game)}))
	}
	if r.Players < gm.minPlayers || r.Players > gm.maxPlayers {
		return nil, nil, inputError("players", errPlayers.With(message.Params{"Game": gameid.ID(r.Game), "Min": gm.minPlayers, "Max": gm.maxPlayers, "Players": r.Players}))
	}
	if r.Seed > code.MaxSeed {
		return nil, nil, inputError("seed", errSeed.With(message.Params{"Max": uint64(code.MaxSeed)}))
	}
	opts := make(map[string]string, len(gm.options))
	for _, o := range gm.options {
		opts[o.Key] = o.Values[0]
	}
	keys := make([]string, 0, len(r.Options))
	for k, v := range r.Options {
		if k != OptMode || gm.presets == nil {
			keys = append(keys, k)
			continue
		}
		preset, ok := gm.presets[v]
		if !ok {
			return nil, nil, inputError("option", errMode.With(message.Params{"Modes": presetNames(gm), "Mode": quote(v)}))
		}
		for pk, pv := range preset {
			opts[pk] = pv
		}
	}
	sort.Strings(keys)
	for _, k := range keys {
		v := r.Options[k]
		i := slices.IndexFunc(gm.options, func(o Option) bool { return o.Key == k })
		if i < 0 {
			return nil, nil, inputError("option", errNoOption.With(message.Params{"Game": gameid.ID(r.Game), "Option": quote(k), "Options": optionKeys(gm)}))
		}
		if !slices.Contains(gm.options[i].Values, v) {
			return nil, nil, inputError("option", errOptionValue.With(message.Params{"Option": k, "Values": strings.Join(gm.options[i].Values, ", "), "Value": quote(v)}))
		}
		opts[k] = v
	}
	for _, o := range gm.options {
		if !o.AppliesTo(r.Players) && opts[o.Key] != o.Values[0] {
			return nil, nil, inputError("option", errSoloOption.With(message.Params{"Option": o.Key}))
		}
	}
	return gm, opts, nil
}

func presetNames(gm *game) string {
	names := make([]string, 0, len(gm.presets))
	for n := range gm.presets {
		names = append(names, n)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

func optionKeys(gm *game) string {
	if len(gm.options) == 0 {
		return "none"
	}
	keys := make([]string, len(gm.options))
	for i, o := range gm.options {
		keys[i] = o.Key
	}
	return strings.Join(keys, ", ")
}

// fields packs r into a code's fields. Options are a mixed-radix number:
// the first option is the least significant digit.
func (r Request) fields(gm *game) (code.Fields, error) {
	f := code.Fields{Game: uint8(slices.Index(Games, r.Game)), Players: uint8(r.Players), Seed: r.Seed, Redeals: r.Redeals}
	packed, radix := 0, 1
	for _, o := range gm.options {
		packed += slices.Index(o.Values, r.Options[o.Key]) * radix
		radix *= len(o.Values)
	}
	f.Options = uint8(packed)
	for i := len(gm.parts); i < code.Parts; i++ {
		if r.Redeals[i] != 0 {
			return f, inputError("part", errFewerParts.With(message.Params{"Game": gameid.ID(r.Game), "Count": len(gm.parts)}))
		}
	}
	return f, nil
}

func unpackOptions(gm *game, packed uint8) (map[string]string, error) {
	opts := map[string]string{}
	n := int(packed)
	for _, o := range gm.options {
		opts[o.Key] = o.Values[n%len(o.Values)]
		n /= len(o.Values)
	}
	if n != 0 {
		return nil, badCode(errCodeBadOptions.With(nil))
	}
	return opts, nil
}

// dealer collects a deal's detail and hands each part its own random stream.
type dealer struct {
	request   Request
	gameIndex uint64
	detail    Detail
}

// stream returns the generator of one part: its seed mixes the code's seed,
// the game, the part's index and its re-deal generation, so re-dealing one
// part leaves every other part unchanged.
func (d *dealer) stream(part int) *random.Source {
	return random.New(random.Derive(d.request.Seed, d.gameIndex, uint64(part), uint64(d.request.Redeals[part])))
}

// seats deals a random clockwise seating of the players from rng, the
// stream of the seating part.
func (d *dealer) seats(rng *random.Source) []Seat {
	perm := rng.Perm(d.request.Players)
	seats := make([]Seat, len(perm))
	for i, p := range perm {
		seats[i] = Seat{Seat: i + 1, Player: p + 1}
	}
	d.detail.Seats = seats
	return seats
}

// step adds one checklist step.
func (d *dealer) step(area, part, key string, params map[string]any) {
	d.detail.Steps = append(d.detail.Steps, Step{Area: area, Part: part, Key: key, Params: params})
}

// secret adds a step only its player should read.
func (d *dealer) secret(area, part, key string, params map[string]any) {
	d.step(area, part, key, params)
	d.detail.Steps[len(d.detail.Steps)-1].Secret = true
}

// quote is a name the request gave, quoted as Go quotes it, so that an
// empty or odd name shows.
func quote(name string) string { return strconv.Quote(name) }

// said is the message err says; code.Encode's errors all say one.
func said(err error) message.Message {
	m, _ := message.Of(err)
	return m
}
