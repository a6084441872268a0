package history

import (
	"bytes"
	"encoding/json"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"arrayan.io/arrayan/data/game"
	"arrayan.io/arrayan/data/message"
)

// A play sent to BG Stats, the play tracker, through its "push plays from
// other apps" link, as BG Stats' support page "Push plays to BG Stats from
// other apps or websites"
// (https://www.bgstatsapp.com/support/push-plays-to-bg-stats-from-other-apps-or-websites/)
// documents it: https://app.bgstatsapp.com/createPlay.html?data=<data>,
// <data> an url-encoded JSON string. What the page says, and where this
// follows it over issue 31's summary:
//   - game: name, bggId (a number: the page's example is 132531),
//     highestWins, noPoints, sourceGameId (a string). The app matches the
//     game by its BGG id if any, then by name.
//   - playDate: "2020-10-23 19:16:58" (date and time, no zone), not a bare
//     date. The history keeps the day only; the link says noon of that day
//     (see BGStatsNoon).
//   - players: name, score (a number: the page's example is 47.3), winner,
//     rank, role, startPlayer, sourcePlayerId (a string). Matches are made
//     once by the user and kept for the next import by sourcePlayerId.
//   - comments, location, board, durationMin: optional. The page says the
//     app sets the location to the app providing the link, so none is sent;
//     the history keeps neither the board, the duration nor who started, so
//     none is sent (startPlayer is left out rather than guessed).
//   - sourceName and sourcePlayId (strings) close the page's example
//     ("App name", "2222427"); public code that builds these links calls
//     both required. BG Stats keeps a user's matches per sourceName and
//     tells pushed plays apart by sourcePlayId.
const (
	// BGStatsCreatePlay is the address of BG Stats' push link.
	BGStatsCreatePlay = "https://app.bgstatsapp.com/createPlay.html"
	// BGStatsSource names Arrayán as the app sending a play; it never
	// changes, since BG Stats keeps the user's matches under it.
	BGStatsSource = "Arrayán"
	// BGStatsNoon is the time of day a play's date is sent with: the
	// history keeps no time, and noon stays on the same day in every time
	// zone up to 12 hours off (BG Stats reads the time as local or UTC).
	BGStatsNoon = "12:00:00"
	// YusufName is the name Sabika's solo automa has in BG Stats. He is
	// sent as a player of his own, with his score, rank and win, so that
	// a solo play keeps its opponent (BG Stats' page says nothing of
	// automas); his sourcePlayerId is "yusuf", so that the user matches
	// him once and every solo play after finds him.
	YusufName = "Yusuf"
)

// BGStatsPlay is one play in BG Stats' JSON form (see BGStatsCreatePlay).
type BGStatsPlay struct {
	SourceName   string          `json:"sourceName"`
	SourcePlayID string          `json:"sourcePlayId"`
	PlayDate     string          `json:"playDate"`
	Game         BGStatsGame     `json:"game"`
	Players      []BGStatsPlayer `json:"players"`
	Comments     string          `json:"comments,omitempty"`
}

// BGStatsGame is the game of a play: its published name, its
// BoardGameGeek id where data/game cites one (omitted otherwise), the
// highest score winning in all four games, and the game's id in Arrayán.
type BGStatsGame struct {
	Name         string `json:"name"`
	BGGID        int    `json:"bggId,omitempty"`
	HighestWins  bool   `json:"highestWins"`
	NoPoints     bool   `json:"noPoints"`
	SourceGameID string `json:"sourceGameId"`
}

// BGStatsPlayer is one seat of a play: the roster name (or Yusuf), the
// total, whether the seat won and its rank (1 the best; seats tied share
// a rank), and the roster id (or "yusuf").
type BGStatsPlayer struct {
	Name           string `json:"name"`
	Score          int    `json:"score"`
	Winner         bool   `json:"winner"`
	Rank           int    `json:"rank"`
	SourcePlayerID string `json:"sourcePlayerId"`
}

// BGStats returns play id of f in BG Stats' form: the seats in seat
// order, the winners the play keeps (its tie-break included) and ranks
// from them (see Ranks); the note as the comments. A play id the history
// does not hold is refused.
func (f *File) BGStats(id int) (BGStatsPlay, error) {
	p := f.Play(id)
	if p == nil {
		return BGStatsPlay{}, kindNoPlay.With(message.Params{"Play": id})
	}
	listing := game.ListingOf(p.Game)
	out := BGStatsPlay{
		SourceName: BGStatsSource,
		// The play's own id, with its game and date so that two
		// histories' play 1 are not taken for the same play.
		SourcePlayID: string(p.Game) + ":" + p.Date + ":" + strconv.Itoa(p.ID),
		PlayDate:     p.Date + " " + BGStatsNoon,
		Game: BGStatsGame{Name: listing.Name, BGGID: listing.BGGID, HighestWins: true,
			SourceGameID: string(p.Game)},
		Players:  make([]BGStatsPlayer, len(p.Seats)),
		Comments: p.Note,
	}
	ranks := p.Ranks()
	for i, s := range p.Seats {
		player := BGStatsPlayer{Name: f.Name(s.Player), Score: s.Total, Winner: slices.Contains(p.Winners, i),
			Rank: ranks[i], SourcePlayerID: strconv.Itoa(s.Player)}
		if s.Yusuf {
			player.Name, player.SourcePlayerID = YusufName, "yusuf"
		}
		out.Players[i] = player
	}
	return out, nil
}

// Ranks are each seat's place (1 the best) by the play's own result: the
// winners are first; every other seat comes after every seat with a
// higher total and, when a tie-break separated seats tied on the highest
// total, after the winners it chose. Seats tied share a rank, and the
// next rank skips as many places (1, 1, 3): a shared win is rank 1 for
// every winner, and a seat that lost a tie-break is rank 1 + the
// winners.
func (p *Play) Ranks() []int {
	ranks := make([]int, len(p.Seats))
	for i, s := range p.Seats {
		if slices.Contains(p.Winners, i) {
			ranks[i] = 1
			continue
		}
		ahead := 0
		for j, o := range p.Seats {
			if o.Total > s.Total || (o.Total == s.Total && slices.Contains(p.Winners, j)) {
				ahead++
			}
		}
		ranks[i] = 1 + ahead
	}
	return ranks
}

// JSON is the play as BG Stats reads it: one JSON object, keys in the
// page's names, nothing escaped for HTML.
func (b BGStatsPlay) JSON() []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(b) // strings, numbers and booleans only: never fails
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
}

// Link is the push link that opens the play in BG Stats: the JSON
// url-encoded as the data parameter, a space as %20 (as JavaScript's
// encodeURIComponent writes it) rather than +.
func (b BGStatsPlay) Link() string {
	return BGStatsCreatePlay + "?data=" + strings.ReplaceAll(url.QueryEscape(string(b.JSON())), "+", "%20")
}
