const base = "http://127.0.0.1:3106";
const ans = await fetch(`${base}/api/login`, { method: "POST", headers: { "content-type": "application/json", origin: base }, body: JSON.stringify({ username: "salesrep", password: "Screens#2026" }) });
const cookie = ans.headers.getSetCookie().map((l) => l.split(";")[0]).join("; ");
for (let i = 0; i < 400; i++) for (const u of ["/api/check-session", "/api/quotes/33", "/api/quotes/33/history"]) { const r = await fetch(base + u, { headers: { cookie, "accept-encoding": "gzip, deflate, br, zstd" } }); await r.arrayBuffer(); }
