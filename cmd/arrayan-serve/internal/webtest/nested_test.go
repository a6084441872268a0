package webtest

// nestedCallWatch is put in every page the tests open, before its own
// scripts: it wraps Go's wasm_exec.js class as the page defines it and
// reports, as a console error the tests count as a page error (goFailed),
// any call from the page into Go made while Go is inside one of its own
// calls to the page: a nested call, which Go's runtime mishandles
// (docs/web.md, "Calls into Go"). The Go program's start (run) and every
// later entry (_resume) count as Go running.
const nestedCallWatch = `(function () {
	var depth = 0, cls;
	Object.defineProperty(globalThis, "Go", {
		configurable: true,
		get: function () { return cls; },
		set: function (c) {
			cls = c;
			var run = c.prototype.run, resume = c.prototype._resume;
			c.prototype.run = function (instance) {
				depth++;
				try { return run.call(this, instance); } finally { depth--; }
			};
			c.prototype._resume = function () {
				if (depth > 0) { console.error("nested call into Go: " + new Error().stack); }
				depth++;
				try { return resume.call(this); } finally { depth--; }
			};
		}
	});
})();`
