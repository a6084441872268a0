// Arrayán's service worker: keeps every file of the site in a cache named
// after this build, so that after the first visit the app opens with the
// network off. A new build has a new name here; it fills its own cache and
// then removes the old ones. Saved games live in the browser's storage
// (localStorage), which is no cache and is never touched here.
const VERSION = "BUILD_VERSION";
const CACHE = "arrayan-" + VERSION;
const FILES = [
	"./",
	"index.html",
	"wasm_exec.js",
	"arrayan.wasm",
	"manifest.webmanifest",
	"icon.png",
	"icon-128.png",
	"icon-192.png",
];

self.addEventListener("install", (event) => {
	event.waitUntil(
		caches.open(CACHE)
			.then((cache) => cache.addAll(FILES.map((f) => new Request(f, {cache: "reload"}))))
			.then(() => self.skipWaiting()),
	);
});

self.addEventListener("activate", (event) => {
	event.waitUntil(
		caches.keys()
			.then((names) => Promise.all(names
				.filter((n) => n.startsWith("arrayan-") && n !== CACHE)
				.map((n) => caches.delete(n))))
			.then(() => self.clients.claim()),
	);
});

self.addEventListener("fetch", (event) => {
	const req = event.request;
	if (req.method !== "GET" || new URL(req.url).origin !== self.location.origin) {
		return;
	}
	event.respondWith(
		caches.open(CACHE).then((cache) =>
			cache.match(req, {ignoreSearch: true}).then((hit) => hit || fetch(req).then((resp) => {
				if (resp.ok && req.mode === "navigate") {
					cache.put("./", resp.clone());
				}
				return resp;
			}).catch(() => cache.match("./")))),
	);
});
