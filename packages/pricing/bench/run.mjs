// Benchmark: configurations priced per second on one core, and the wall time of `screens-price --batch`
// on 100,000 generated lines. Run after a build: npm run bench -w @screens/pricing
import { spawn } from "node:child_process";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  defaultConfiguration,
  defaultPriceBook,
  normalize,
  priceConfiguration,
  priceValidated,
  validate,
} from "../dist/index.js";

const root = fileURLToPath(new URL("..", import.meta.url));

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

function rate(label, configs, fn, minMs = 1500) {
  // warm up
  for (let i = 0; i < 20000; i++) fn(configs[i % configs.length]);
  let count = 0;
  let sink = 0;
  const start = performance.now();
  let now = start;
  while (now - start < minMs) {
    for (let i = 0; i < 10000; i++) sink += fn(configs[(count + i) % configs.length]);
    count += 10000;
    now = performance.now();
  }
  const perSec = Math.round((count / (now - start)) * 1000);
  console.log(
    `${label.padEnd(48)} ${perSec.toLocaleString("en-US").padStart(12)} /s  (checksum ${sink % 997})`,
  );
  return perSec;
}

const configs = makeConfigurations(1000);
const normalized = configs.map((c) => normalize(c));

console.log(`@screens/pricing bench, node ${process.version}, price book ${defaultPriceBook.version}`);
const a = rate(
  "(a) priceValidated (pre-validated)",
  normalized,
  (c) => priceValidated(c, defaultPriceBook).unit_total,
);
const b = rate("(b) priceConfiguration (validate + normalize)", configs, (c) => {
  const r = priceConfiguration(c);
  return r.ok ? r.breakdown.unit_total : 0;
});

// (c) screens-price --batch on 100,000 generated lines (partial configurations, as a user would write them).
const dir = mkdtempSync(join(tmpdir(), "screens-bench-"));
const file = join(dir, "batch.jsonl");
await new Promise((resolve, reject) => {
  const ws = createWriteStream(file);
  ws.on("error", reject);
  let buf = "";
  for (let i = 0; i < 100000; i++) {
    const c = configs[i % configs.length];
    buf +=
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
      }) + "\n";
  }
  ws.end(buf, resolve);
});
const t0 = performance.now();
const code = await new Promise((resolve) => {
  const p = spawn(process.execPath, [join(root, "dist", "cli.js"), "--batch", file], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  p.on("close", resolve);
});
const batchMs = performance.now() - t0;
rmSync(dir, { recursive: true, force: true });
console.log(
  `${"(c) screens-price --batch, 100,000 lines".padEnd(48)} ${(batchMs / 1000).toFixed(2).padStart(12)} s   (exit ${code})`,
);

const ok = a >= 1_000_000 && b >= 100_000 && batchMs < 2000 && code === 0;
console.log(
  ok
    ? "targets met: (a) >= 1,000,000/s, (b) >= 100,000/s, (c) < 2 s"
    : "TARGETS NOT MET: (a) >= 1,000,000/s, (b) >= 100,000/s, (c) < 2 s",
);
