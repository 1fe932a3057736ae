const base = process.env.BASE ?? "http://127.0.0.1:3102";
const ans = await fetch(`${base}/api/login`, { method: "POST", headers: { "content-type": "application/json", origin: base }, body: JSON.stringify({ username: "salesrep", password: "Screens#2026" }) });
const cookie = ans.headers.getSetCookie().map((l) => l.split(";")[0]).join("; ");
for (const u of ["/api/check-session", "/api/quotes/33", "/api/quotes/33/history", "/favicon.svg", "/panel/quotes/33"]) {
  const times = [];
  for (let i = 0; i < 60; i++) { const t = performance.now(); const r = await fetch(base + u, { headers: { cookie, "accept-encoding": "gzip, deflate, br, zstd" } }); await r.arrayBuffer(); times.push(performance.now() - t); }
  times.sort((a, b) => a - b); console.log(u.padEnd(28), "median", times[30].toFixed(1), "p10", times[6].toFixed(1));
}
