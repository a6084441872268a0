//go:build !race

package sabika

// raceDetector is true when the tests run under the race detector, which
// slows the code several times: timing tests skip.
const raceDetector = false
