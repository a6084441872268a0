package main

var sabikaUsage = `arrayan-cli sabika SUBCOMMAND [--in FILE]

Sabika's bookkeeping (shared/spec/cli.md, "sabika"; rulings 7-15). Each
subcommand reads one JSON object (standard input or --in FILE) and writes
one. Quantities are whole numbers >= 0. A player may carry "yusuf": true
(the solo automa: he ignores events, pays the tribute with his paria track
and then PP, and has no dinars, goods or materials).

` + sabikaBoundsHelp + `
Subcommands (arrayan-cli sabika SUBCOMMAND --help for each):
  majority   a ranking major poem: 14 / 9 / 6 with its tie and 2-player rules
  tribute    one tribute phase: dues, payments, paria stacks, who chooses
             the next start player
  wishes     the sultan's wishes of one scoring (every tile in the tower)
  final      the end of the game: breakdown per player and the winner
  game       a whole game replayed step by step as the app records it
  yusuf      Yusuf, the solo automa, one step at a time: his turns, the
             board's questions, his end of round and of game

Exit status: 0 success; 2 unusable input (code bad-input, with "field");
3 a broken game rule (code illegal-payment, with "player" and "violations").
`

const sabikaMajorityUsage = `arrayan-cli sabika majority [--in FILE]

Input:  {"players": N, "values": [v1, v2, ...]}
        N is 2 to 4 (a solo game against Yusuf is 2); one value per player:
        the quantity a ranking major poem compares.
Output: {"points": [p1, p2, ...]}
        1st 14, 2nd 9, 3rd 6, 4th 0. Tied players score the position right
        below the tied one, and the next player takes the position after
        all of them (two tied 1st: 9 each, next 6; three tied 1st: 9 each,
        next 0). A value of 0 does not place. With 2 players: 1st alone 14,
        otherwise 6 (rulings 7 and 9).

Exit status: 0; 2 bad input (code bad-input): a value outside 0-100000.

Example:
  echo '{"players": 3, "values": [4, 4, 1]}' | arrayan-cli sabika majority
  {"points":[9,9,6]}
`

const sabikaTributeUsage = `arrayan-cli sabika tribute [--in FILE]

One tribute phase (end of a round, or the end of the game with due 6).
Input:
  "due"      the parias printed under the space the narrator just reached
  "event"    the active event (1-14), optional: 5 pays 1 less, 8 pays 1
             more, 14 takes 1 dinar first (or 1 PP without a dinar)
  "players"  in paying order, the start player first: "name", "parias"
             (paria track), "dinars" (not for Yusuf), "seals", "pp";
             optional "pay": {"parias", "dinars", "seals", "pp"} - steps
             back, dinars (2 per paria), seals and PP (1 paria each). It
             must cover the due exactly with what the player holds (after
             event 14's dinar); without it the command proposes the track,
             then seals, then dinars, then PP (ruling 8). A player who
             cannot cover the due pays all he can (ruling 12). Yusuf never
             gives "pay": track first, then PP down to 0 (rulings 11, 12).
  "stacks"   the counters sharing a space before the tribute, each list top
             first; every group of two or more must be listed.
Output: per player {"name", "due", "event_dinar" (1 dinar taken, -1 PP
  taken, 0), "pay", "after": {"parias", "dinars", "seals", "pp"}}; "stacks"
  after the tribute (a counter landing on an occupied space goes on top,
  ruling 10); "chooser": the most advanced counter, who chooses the next
  start player (in a solo game, Yusuf then starts).

Exit status: 0; 2 bad input (code bad-input, "field"), a number out of its
bounds included (arrayan-cli sabika --help: seals 0-9, the rest 0-100000);
3 a payment breaks the rules (code illegal-payment, "player", "violations"
with "field").

Example:
  echo '{"due": 3, "event": 8, "players": [
    {"name": "Ana", "parias": 5, "dinars": 4, "seals": 1, "pp": 20},
    {"name": "Ben", "parias": 2, "dinars": 0, "seals": 0, "pp": 9,
     "pay": {"parias": 2, "pp": 2}}]}' | arrayan-cli sabika tribute
  {"players":[{"name":"Ana","due":4,"event_dinar":0,"pay":{"parias":4,"dinars":0,"seals":0,"pp":0},"after":{"parias":1,"dinars":4,"seals":1,"pp":20}},{"name":"Ben","due":4,"event_dinar":0,"pay":{"parias":2,"dinars":0,"seals":0,"pp":2},"after":{"parias":0,"dinars":0,"seals":0,"pp":7}}],"stacks":[],"chooser":"Ana"}
`

const sabikaWishesUsage = `arrayan-cli sabika wishes [--in FILE]

The sultan's wishes of one scoring (end of rounds 1, 3 and 5): every tile
in the tower scores for every player.
Input:
  "tower"    every tile in the tower now, each a list of its elements as
             printed on your copy: {"per": KIND, "pp": N}, KIND one of type
             (with "type": palace, fountain, gate, garden, tower, window),
             presence, consolidated, seal, blue-poem, red-poem, poem.
  "players"  "name", "types" (building types held, major and minor) and the
             counts "presence", "consolidated", "seals", "blue_poems",
             "red_poems", "poems" (every poem card, grey included); left
             out = 0. Yusuf gives "minor_poems": each counts as blue and as
             red (ruling 13).
A building-type element pays once per shown type held (ruling 13).
Output: {"players": [{"name", "tiles": [pp of each tile], "total"}]}

Exit status: 0; 2 bad input (code bad-input, "field"): a count out of its
bounds (arrayan-cli sabika --help: 9 cities, 9 seals, 22 minor poems, 2
major poems, PP 0-100000), an impossible holding (consolidated above
presence, poems below blue + red or above them + 2), 0 or more than 4
players, Yusuf outside a solo game, or an empty tower.

Example:
  echo '{"tower": [[{"per": "type", "type": "palace", "pp": 2},
      {"per": "type", "type": "garden", "pp": 1}], [{"per": "seal", "pp": 1}]],
    "players": [{"name": "Ana", "types": ["palace", "tower"], "seals": 2}]}' |
    arrayan-cli sabika wishes
  {"players":[{"name":"Ana","tiles":[2,2],"total":4}]}
`

const sabikaFinalUsage = `arrayan-cli sabika final [--in FILE]

The end of the game in the rulebook's order: income, wishes (the 3 tiles),
the tribute, major poems, the trade card, then 1 PP per seal, good, marble
and glazed ceramic kept and per 2 dinars.
Input: "tower" (3 tiles, as for wishes), optional "event" and "due"
  (default 6), and "players" in paying order, each with the holdings of
  wishes plus "pp" (before the end of the game), "parias", "dinars",
  "seals", "buildings" (major + minor, for the tie-break), and, left out =
  0, "goods", "marble", "ceramic", "income" (this last income's dinars),
  "poem_pp" (the PP of each major poem; ranking ones from majority),
  "trade" (the trade card's PP) and an optional "pay" as in tribute.
  Yusuf has no income, dinars, goods or materials (above 0: exit 2).
Output: per player {"name", "points": {"wishes", "tribute" (PP lost, <= 0),
  "poems", "trade", "seals", "goods", "marble", "ceramic", "dinars"},
  "total"}; "winner": most PP, then most buildings; several when tied.

Exit status: 0; 2 bad input (code bad-input, "field"): also a number out
of its bounds (arrayan-cli sabika --help), an impossible holding as for
wishes, more than 2 "poem_pp" entries or more than the major poems held
(poems beyond the minor poems); 3 an illegal tribute payment (code
illegal-payment).

Example:
  echo '{"tower": [[{"per": "seal", "pp": 1}], [{"per": "poem", "pp": 1}],
      [{"per": "presence", "pp": 1}]],
    "players": [
      {"name": "Ana", "pp": 40, "parias": 6, "dinars": 5, "seals": 1,
       "poems": 2, "presence": 3, "goods": 1, "poem_pp": [14, 4],
       "trade": 3, "buildings": 7},
      {"name": "Yusuf", "yusuf": true, "pp": 45, "parias": 2, "seals": 2,
       "minor_poems": 3, "poems": 4, "buildings": 8}]}' | arrayan-cli sabika final
  {"players":[{"name":"Ana","points":{"wishes":6,"tribute":0,"poems":18,"trade":3,"seals":1,"goods":1,"marble":0,"ceramic":0,"dinars":2},"total":71},{"name":"Yusuf","points":{"wishes":6,"tribute":-4,"poems":0,"trade":0,"seals":2,"goods":0,"marble":0,"ceramic":0,"dinars":0},"total":49}],"winner":["Ana"]}
`
