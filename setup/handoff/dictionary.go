package handoff

import "strings"

// dictionary is DEFLATE's preset dictionary (RFC 1951 §3.2.5 allows one;
// Go's flate.NewWriterDict): text the compressor refers back to as if it
// came before the record, so that the first use of each member name
// costs a back reference instead of its letters. It holds the records'
// member names in the order their JSON writes them, and Sabika's log
// vocabulary (each phase's step, each player's bookkeeping path) last,
// nearest, as it repeats most. No game data: names of members and of the
// engines' own values only. It is part of the format: changing it makes
// another Format (the golden file TestGolden fails first).
var dictionary = []byte(strings.Join([]string{
	// Marco Polo's end-scoring table (scoring/marcopolo's score input).
	`{"game":"marcopolo","players":[{"name":"","vp":,"coins":,"camels":,"goods":{"pepper":,"silk":,"gold":},"posts":["beijing"],"beijing":,"objectives":[[""]],"contracts":,"character":""}]}`,
	// A city game's record (scoring/citygame.Record), Granada's then
	// Alhambra's building types as their scorings write them.
	`{"arrayan_game":1,"game":"granada","variant":"","setup_code":"","players":[{"name":"","colour":0,"city":[{"x":1,"y":0,"piece":{"type":"","value":,"edges":""}}],"reserve":[],"counted":true,"counts":{},"feature":,"best":{}}],"neutral":{"name":"","pieces":[{"type":"","value":}],"deals":0},`,
	`"scorings":[{"round":1,"table":{"game":"granada","round":1,"players":[{"name":"","city":[{"x":0,"y":0,"start":true},{"x":1,"y":0,"type":"","value":,"moats":""}]}],"dummy":{"name":"","buildings":[{"type":"","value":,"moats":""}]}},`,
	`"result":{"game":"granada","round":1,"players":[{"name":"","counts":{"arena":0,"bathhouse":0,"district":0,"hospital":0,"hostel":0,"library":0,"market":0,"park":0,"school":0},"moat":0,"points":{"arena":0,"bathhouse":0,"district":0,"hospital":0,"hostel":0,"library":0,"market":0,"moat":0,"park":0,"school":0},"total":0}]},"running":[]}]}`,
	`"result":{"game":"alhambra","round":1,"players":[{"name":"","counts":{"arcades":0,"chambers":0,"garden":0,"pavilion":0,"seraglio":0,"tower":0},"wall":0,"points":{"arcades":0,"chambers":0,"garden":0,"pavilion":0,"seraglio":0,"tower":0,"wall":0},"total":0}]},"running":[]}]}`,
	`{"x":0,"y":0,"start":true},{"x":1,"y":0,"type":"","value":,"walls":""}`,
	`"players":[{"name":"","colour":0,"city":[{"x":1,"y":0,"piece":{"id":"","type":"","value":,"edges":""}}]`,
	// Yusuf's automa state (scoring/sabika/yusuf.State).
	`"yusuf":{"version":1,"seed":,"shuffles":,"difficulty":{"events":"none","ten_pp":false},"round":1,"turns":0,"pile":[],"revealed":[],"decks":{"alarife":[],"comerciante":[],"poetisa":[]},"discards":{"alarife":[],"comerciante":[],"poetisa":[]},`,
	`"workers":[{"type":"alarife","space":"","lying":false},{"type":"comerciante","space":"","lying":false},{"type":"poetisa","space":"","lying":false}],`,
	`"holdings":{"major_buildings":[],"minor_buildings":[],"cities":[{"name":"","consolidated":true}],"seals":1,"ships_in_granada":8,"minor_poems":[],"major_poems":[],"carvings":0,"warehouses":[],"favour":0},"pp":5,"parias":0,"over":false},"yusuf_pp":`,
	// A Sabika record (scoring/sabika/game.Record).
	`{"id":0,"started":"","code":"","game":{"format":1,"game":"sabika","players":[{"name":"","pp":5,"parias":0,"dinars":,"seals":0}],"start_player":0,"narrator":1,"wishes":["A","B","C"],"tower":[0,0],"track":[0,1,2,3],"trade_card":,"events":{"active":,"future":,"changes":0},"ended":false},`,
	`"phase":"income","entry":{"income":null,"tile":-1,"holdings":null,"pays":null,"chosen":-1,"revealed":0,"poem_one":0,`,
	`"holdings":[{"types":null,"presence":0,"consolidated":0,"seals":0,"blue_poems":0,"red_poems":0,"poems":0}],`,
	`"final":[{"income":0,"goods":0,"marble":0,"ceramic":0,"trade":0,"buildings":0,"poem_pp":null}],"rankings":null},"types":[],`,
	`"result":{"players":[{"points":{"wishes":0,"tribute":0,"poems":0,"trade":0,"seals":0,"goods":0,"marble":0,"ceramic":0,"dinars":0},"tribute":{"due":0,"event_dinar":0,"pay":{"parias":0,"dinars":0,"seals":0,"pp":0},"after":{"parias":0,"dinars":0,"seals":0,"pp":0}},"total":0}],"winners":[0]},`,
	`"log":[{"round":1,"phase":"income","changes":[`,
	`{"round":1,"phase":"narrator","changes":[{"path":"narrator","old":1,"new":2},{"path":"tower","old":0,"new":1}]},`,
	`{"round":1,"phase":"tribute","changes":[{"path":"track[0]","old":0,"new":1}],"corrected":[`,
	`{"round":1,"phase":"stacks","changes":null},{"round":1,"phase":"event-change","changes":null},`,
	`{"round":1,"phase":"start-player","changes":[{"path":"start_player","old":0,"new":1}]},`,
	`{"path":"players[3].seals","old":0,"new":1},{"path":"players[2].seals","old":0,"new":1},{"path":"players[1].seals","old":0,"new":1},{"path":"players[0].seals","old":0,"new":1},`,
	`{"path":"players[3].pp","old":5,"new":6},{"path":"players[2].pp","old":5,"new":6},{"path":"players[1].pp","old":5,"new":6},{"path":"players[0].pp","old":5,"new":6},`,
	`{"path":"players[3].parias","old":0,"new":1},{"path":"players[2].parias","old":0,"new":1},{"path":"players[1].parias","old":0,"new":1},{"path":"players[0].parias","old":0,"new":1},`,
	`{"path":"players[3].dinars","old":4,"new":6},{"path":"players[2].dinars","old":4,"new":6},{"path":"players[1].dinars","old":4,"new":6},{"path":"players[0].dinars","old":4,"new":6}]},`,
}, ""))
