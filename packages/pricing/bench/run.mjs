// Benchmark of the pricing engine against its targets (docs/performance.md, "Pricing engine";
// docs/decisions/196-pricing-engine-speed.md): configurations priced per second on one core, the wall
// time of `screens-price --batch` on 100,000 generated lines, and its peak memory on 100,000 and
// 400,000 lines (flat: the batch streams). Run after a build: npm run bench -w @screens/pricing
//
//   --quick          skip the 400,000-line run
//   --dist <dir>     measure another build of the package (A/B in the same minutes), default ../dist
//
// The machine is shared: every figure is printed with the load average it was measured under, and
// with its CPU time (a rate per CPU second is what a core of its own would do).
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const distArg = args.indexOf("--dist");
const dist = distArg >= 0 ? resolve(args[distArg + 1] ?? "") : join(root, "dist");
const quick = args.includes("--quick");

const TARGETS = {
  validated: 3_000_000,
  configuration: 500_000,
  batchSeconds: 1,
  /** Flat memory: 400,000 lines may take at most this much more peak RSS than 100,000. */
  memoryGrowth: 1.25,
};

const { defaultConfiguration, defaultPriceBook, normalize, priceConfiguration, priceValidated, validate } =
  await import(pathToFileURL(join(dist, "index.js")).href);

// A deterministic spread of valid configurations over sizes, motors, tracks, hem bars and fabrics.
function makeConfigurations(n) {
  const fabrics = [
    "nano50",
    "nano55",
    "nano70",
    "nano95",
    "nano97",
    "nano99",
    "textilene80",
    "textilene90",
    "textilene95",
  ];
  const motors = [
    ["somfy", "rts", "pigtail10ft"],
    ["somfy", "autoSun", "pigtail24ft"],
    ["alpha", "proSolar", "molded32ft"],
    ["alpha", "pro", "pigtail6ft"],
  ];
  const tracks = ["surface", "recessed", "cable", "none"];
  const hems = ["standard", "tall", "lanai"];
  const out = [];
  for (let i = 0; i < n; i++) {
    const [motor_brand, motor_type, motor_cord] = motors[i % motors.length];
    const width = 36 + ((i * 37) % 200);
    const c = defaultConfiguration({
      unit_width_in: width + (i % 16) / 16,
      unit_height_in: 30 + ((i * 53) % 90),
      motor_brand,
      motor_type,
      motor_cord,
      retention_type: tracks[i % tracks.length],
      hem_bar_type: hems[i % hems.length],
      fabric_collection: fabrics[i % fabrics.length],
      fabric_color: fabrics[i % fabrics.length].startsWith("nano") ? "charcoal" : "black",
      frame_color_varies: i % 7 === 0,
      included_hem_bar: i % 5 !== 0,
      housing_option: ["complete", "base", "open"][i % 3],
      included_buildout: i % 4 === 0,
      ...(i % 4 === 0
        ? { buildout_material: "tube_2x2", buildout_quantity: 1 + (i % 3), buildout_length_in: 48 }
        : {}),
    });
    if (validate(c).length)
      throw new Error(`bench configuration ${i} is invalid: ${JSON.stringify(validate(c))}`);
    out.push(c);
  }
  return out;
}

function rate(configs, fn, minMs = 1500) {
  // warm up
  for (let i = 0; i < 20000; i++) fn(configs[i % configs.length]);
  let count = 0;
  let sink = 0;
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  let now = start;
  while (now - start < minMs) {
    for (let i = 0; i < 10000; i++) sink += fn(configs[(count + i) % configs.length]);
    count += 10000;
    now = performance.now();
  }
  const cpu = process.cpuUsage(cpu0);
  return {
    perSec: Math.round((count / (now - start)) * 1000),
    // Per second of this process's CPU: what a core of its own would do, whatever else runs.
    perCpuSec: Math.round((count / (cpu.user + cpu.system)) * 1e6),
    checksum: sink % 997,
  };
}

/** Writes n generated lines (partial configurations, as a user would write them). */
async function writeBatch(file, configs, n) {
  await new Promise((resolve, reject) => {
    const ws = createWriteStream(file);
    ws.on("error", reject);
    const lines = [];
    for (let i = 0; i < n; i++) {
      const c = configs[i % configs.length];
      lines.push(
        JSON.stringify({
          unit_name: `Unit ${i + 1}`,
          unit_width_in: c.unit_width_in,
          unit_height_in: c.unit_height_in,
          motor_brand: c.motor_brand,
          motor_type: c.motor_type,
          motor_cord: c.motor_cord,
          retention_type: c.retention_type,
          hem_bar_type: c.hem_bar_type,
          fabric_collection: c.fabric_collection,
          fabric_color: c.fabric_color,
          included_hem_bar: c.included_hem_bar,
        }),
      );
      if (lines.length === 10000 || i === n - 1) {
        ws.write(lines.join("\n") + "\n");
        lines.length = 0;
      }
    }
    ws.end(resolve);
  });
}

/** Peak resident memory of a process so far (Linux: VmHWM), in bytes; null where /proc is not. */
function peakRss(pid) {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

const TIME = "/usr/bin/time";

/**
 * Runs screens-price --batch on a file: wall time (with start-up), CPU time (user + system, all its
 * threads) and peak RSS, by GNU time where there is one, else the wall time and /proc's VmHWM sampled.
 */
async function runBatch(file) {
  const cli = [join(dist, "cli.js"), "--batch", file];
  const timeOut = join(dir, "time.txt");
  const useTime = existsSync(TIME);
  const t0 = performance.now();
  let peak = null;
  const code = await new Promise((resolve) => {
    const p = useTime
      ? spawn(TIME, ["-f", "%e %U %S %M", "-o", timeOut, process.execPath, ...cli], {
          stdio: ["ignore", "ignore", "inherit"],
        })
      : spawn(process.execPath, cli, { stdio: ["ignore", "ignore", "inherit"] });
    const timer = setInterval(() => {
      const rss = peakRss(p.pid);
      if (rss !== null) peak = Math.max(peak ?? 0, rss);
    }, 10);
    p.on("exit", (exitCode) => {
      clearInterval(timer);
      resolve(exitCode);
    });
  });
  const wall = (performance.now() - t0) / 1000;
  if (!useTime) return { seconds: wall, cpu: null, peak, code };
  const [elapsed, user, system, maxKb] = readFileSync(timeOut, "utf8")
    .trim()
    .split(/\s+/)
    .slice(-4)
    .map(Number);
  return { seconds: elapsed, cpu: user + system, peak: maxKb * 1024, code };
}

const fmt = (n) => n.toLocaleString("en-US");
const mb = (bytes) => (bytes === null ? "n/a" : `${Math.round(bytes / 2 ** 20)} MB`);
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(" ");
const row = (label, figure, target, met, note = "") =>
  console.log(
    `${label.padEnd(46)} ${figure.padStart(14)}   ${target.padEnd(18)} ${met ? "met    " : "NOT MET"}${note ? `  ${note}` : ""}`,
  );

if (!existsSync(join(dist, "cli.js"))) throw new Error(`no build at ${dist}: npm run build first`);
const dir = mkdtempSync(join(tmpdir(), "screens-bench-"));
const configs = makeConfigurations(1000);
const normalized = configs.map((c) => normalize(c));

console.log(
  `@screens/pricing bench, node ${process.version}, price book ${defaultPriceBook.version}, ${dist === join(root, "dist") ? "dist" : dist}`,
);
console.log(`load average at start (1, 5, 15 min): ${load()}`);
console.log(`${"measure".padEnd(46)} ${"figure".padStart(14)}   ${"target".padEnd(18)} result`);

const a = rate(normalized, (c) => priceValidated(c, defaultPriceBook).unit_total);
row(
  "(a) priceValidated (pre-validated)",
  `${fmt(a.perSec)} /s`,
  `>= ${fmt(TARGETS.validated)}/s`,
  a.perSec >= TARGETS.validated,
  `${fmt(a.perCpuSec)} per CPU second; checksum ${a.checksum}`,
);
const b = rate(configs, (c) => {
  const r = priceConfiguration(c);
  return r.ok ? r.breakdown.unit_total : 0;
});
row(
  "(b) priceConfiguration (validate + normalize)",
  `${fmt(b.perSec)} /s`,
  `>= ${fmt(TARGETS.configuration)}/s`,
  b.perSec >= TARGETS.configuration,
  `${fmt(b.perCpuSec)} per CPU second; checksum ${b.checksum}`,
);

try {
  const file = join(dir, "batch-100k.jsonl");
  await writeBatch(file, configs, 100_000);
  const c = await runBatch(file);
  row(
    "(c) screens-price --batch, 100,000 lines",
    `${c.seconds.toFixed(2)} s`,
    `< ${TARGETS.batchSeconds} s wall`,
    c.seconds < TARGETS.batchSeconds && c.code === 0,
    `exit ${c.code}, CPU ${c.cpu === null ? "n/a" : `${c.cpu.toFixed(2)} s`}, peak RSS ${mb(c.peak)}, threads ${process.env.SCREENS_PRICE_THREADS ?? "default"}`,
  );
  let flat = true;
  if (!quick) {
    rmSync(file);
    const file4 = join(dir, "batch-400k.jsonl");
    await writeBatch(file4, configs, 400_000);
    const d = await runBatch(file4);
    flat = c.peak === null || d.peak === null || d.peak <= c.peak * TARGETS.memoryGrowth;
    row(
      "(d) peak RSS, 400,000 lines (memory flat)",
      mb(d.peak),
      `<= ${TARGETS.memoryGrowth}x 100k's`,
      flat && d.code === 0,
      `100k: ${mb(c.peak)}; wall ${d.seconds.toFixed(2)} s, CPU ${d.cpu === null ? "n/a" : `${d.cpu.toFixed(2)} s`}, exit ${d.code}`,
    );
  }
  const ok =
    a.perSec >= TARGETS.validated &&
    b.perSec >= TARGETS.configuration &&
    c.seconds < TARGETS.batchSeconds &&
    c.code === 0 &&
    flat;
  console.log(`load average at end (1, 5, 15 min): ${load()}`);
  console.log(ok ? "all targets met" : "TARGETS NOT MET (see the rows above)");
} finally {
  rmSync(dir, { recursive: true, force: true });
}
