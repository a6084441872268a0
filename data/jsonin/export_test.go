package jsonin

// DecodeV2 and MemberV2 are the decoder before this one, for the
// differential fuzz target of the external tests.
var (
	DecodeV2 = decodeV2
	MemberV2 = memberV2
)
