// Generates the SAMPLE price book and accessories catalogue in data/.
// Every number the spec gives is copied verbatim; everything the spec marks "not shown" is invented
// here (listed in the book's "sample" array) and can be replaced by a manufacturer's own book.
// Run: node scripts/generate-sample-data.mjs
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const dataDir = fileURLToPath(new URL("../data/", import.meta.url));
const range = (a, b) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
const r2 = (x) => Math.round(x * 100) / 100;
const code = (s) => s.toUpperCase().replace(/[^A-Z0-9]/g, "");

// "Charcoal" -> "CHA", "Mirage Black" -> "MBLA", "RAL 9005" -> "R9005".
const colorCode = (label) => {
  const words = label.split(/\s+/).map(code).filter(Boolean);
  const last = words.pop();
  const tail = /^\d+$/.test(last) ? last : last.slice(0, 3);
  return (words.map((w) => w[0]).join("") + tail).slice(0, 8);
};
const colorList = (names, extra = {}) =>
  names.map((label) => ({
    value: label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "_")
      .replace(/^_|_$/g, ""),
    label,
    code: colorCode(label),
    ...(extra[label] ?? {}),
  }));

function uniqueCodes(list) {
  const seen = new Set();
  for (const c of list) {
    let k = c.code;
    let i = 2;
    while (seen.has(k)) k = c.code.slice(0, 6) + i++;
    c.code = k;
    seen.add(k);
  }
  return list;
}

const nanoColors = [
  "Charcoal",
  "Black",
  "Grey",
  "Bronze",
  "Beige",
  "Sand",
  "Stone",
  "White",
  "Espresso",
  "Pewter",
  "Alpaca",
  "Chestnut",
];
const textileneColors = [
  "Black",
  "Brown",
  "Grey",
  "Pebble",
  "Sand",
  "White",
  "Bronze",
  "Mocha",
  "Tweed Black",
  "Tweed Grey",
];
const soltisColors = [
  "Alu Grey",
  "Anise",
  "Anthracite",
  "Apricot",
  "Azur",
  "Beige",
  "Black",
  "Bordeaux",
  "Brown",
  "Buttercup",
  "Champagne",
  "Charcoal",
  "Cherry",
  "Chestnut",
  "Citrus",
  "Cloud",
  "Cognac",
  "Cream",
  "Curry",
  "Dune",
  "Ebony",
  "Eucalyptus",
  "Forest",
  "Granite",
  "Gravel",
  "Indigo",
  "Ivory",
  "Lagoon",
  "Lime",
  "Linen",
  "Marine",
  "Mouse",
  "Navy",
  "Pepper",
  "Poppy",
  "Sable",
  "Slate",
  "Steel",
  "Taupe",
  "White",
];

const fabricCollections = [
  {
    value: "nano50",
    label: "Nano 50",
    code: "N50",
    width_in: 126,
    factor: 1,
    freight: 40,
    package: "insect_control",
  },
  {
    value: "nano55",
    label: "Nano 55",
    code: "N55",
    width_in: 126,
    factor: 1.01,
    freight: 40,
    package: "insect_control",
  },
  {
    value: "nano70",
    label: "Nano 70",
    code: "N70",
    width_in: 126,
    factor: 1.2,
    freight: 45,
    package: "sun_control",
  },
  {
    value: "nano95",
    label: "Nano 95",
    code: "N95",
    width_in: 126,
    factor: 1.45,
    freight: 45,
    package: "sun_control",
  },
  {
    value: "nano97",
    label: "Nano 97",
    code: "N97",
    width_in: 126,
    factor: 1.7,
    freight: 50,
    package: "privacy",
  },
  {
    value: "nano99",
    label: "Nano 99",
    code: "N99",
    width_in: 126,
    factor: 1.87,
    freight: 50,
    package: "privacy",
  },
  {
    value: "textilene80",
    label: "Textilene 80",
    code: "T80",
    width_in: 126,
    factor: 1.1,
    freight: 45,
    package: "sun_control",
  },
  {
    value: "textilene90",
    label: "Textilene 90",
    code: "T90",
    width_in: 126,
    factor: 1.25,
    freight: 45,
    package: "sun_control",
  },
  {
    value: "textilene95",
    label: "Textilene 95",
    code: "T95",
    width_in: 126,
    factor: 1.35,
    freight: 45,
    package: "sun_control",
  },
  {
    value: "soltis_proof_502",
    label: "Soltis Proof 502",
    code: "SP502",
    width_in: 70.8,
    factor: 1.6,
    freight: 65,
    package: null,
  },
  {
    value: "clear_view_30",
    label: "Clear View 30 (clear window)",
    code: "CV30",
    width_in: 126,
    factor: 1.5,
    freight: 75,
    package: "clear_window_unit",
    clear_window_only: true,
    pattern: true,
  },
].map((c) => ({
  clear_window_only: false,
  pattern: false,
  ...c,
  colors: uniqueCodes(
    c.value.startsWith("nano")
      ? colorList(nanoColors)
      : c.value.startsWith("textilene")
        ? colorList(textileneColors, { "Tweed Black": { pattern: true }, "Tweed Grey": { pattern: true } })
        : c.value === "soltis_proof_502"
          ? colorList(soltisColors)
          : colorList(["Black Border", "Charcoal Border", "White Border"]),
  ),
}));

const frameCollections = [
  {
    value: "standard",
    label: "Standard",
    code: "STD",
    colors: ["Black", "White", "Bronze", "Sandstone", "Grey"],
  },
  {
    value: "textured",
    label: "Textured",
    code: "TEX",
    colors: ["Textured Black", "Textured Bronze", "Textured White", "Textured Grey"],
  },
  {
    value: "seasonal",
    label: "Seasonal",
    code: "SEA",
    colors: ["Autumn Copper", "Winter Silver", "Spring Green"],
  },
  {
    value: "color_match",
    label: "Colour match",
    code: "CM",
    colors: ["Match Window Frame", "Match Door Frame", "Match Trim"],
  },
  {
    value: "mirage",
    label: "Mirage",
    code: "MIR",
    colors: ["Mirage Black", "Mirage White", "Mirage Bronze", "Mirage Sand", "Mirage Grey"],
  },
  {
    value: "custom_ral",
    label: "Custom RAL",
    code: "RAL",
    colors: ["RAL 9005", "RAL 9016", "RAL 7016", "RAL 8019", "RAL 1015", "RAL 7035"],
  },
].map((c) => ({ ...c, colors: uniqueCodes(colorList(c.colors)) }));

// Fabric size table (factor before the collection factor), width ft 2..25 x height ft 2..25. SAMPLE.
const feet = range(2, 25);
const fabricTable = {
  widths_ft: feet,
  heights_ft: feet,
  cells: feet.map((w) => feet.map((h) => r2(1.9 * w * h + 18 * w + 9 * h + 40))),
};

const packageRange = { widths_ft: range(4, 22), heights_ft: range(7, 16) };
const clearRange = { widths_ft: range(4, 16), heights_ft: range(7, 12) };
// Package cells (dealer dollars) are derived from the baseline charges (standard complete housing and
// tube, Somfy RTS motor, surface track, standard hem bar, the package's cheapest fabric) at 0.55, less 5%.
const fabricFactor = (w, h) => fabricTable.cells[w - 2][h - 2];
const pkgCells = (wft, hft, collections, housing) => {
  const cols = fabricCollections.filter((c) => collections.includes(c.value));
  const minFactor = Math.min(...cols.map((c) => c.factor));
  const minFreight = Math.min(...cols.map((c) => c.freight));
  const [hp, hi, tp, ti] = housing === "jumbo" ? [24, 120, 8, 50] : [18.5, 95, 6.5, 40];
  return wft.map((w) =>
    hft.map((h) => {
      const sum =
        hp * w +
        hi +
        tp * w +
        ti +
        300 +
        23.69 * w +
        60.192 +
        9.644 * w +
        66.391 +
        fabricFactor(w, h) * minFactor +
        minFreight;
      return Math.round(sum * 0.55 * 0.95);
    }),
  );
};

const packages = [
  {
    value: "insect_control",
    label: "Insect Control",
    fabric_collections: ["nano50", "nano55"],
    housing_types: ["standard", "micro", "jumbo"],
    ...packageRange,
    cells: pkgCells(packageRange.widths_ft, packageRange.heights_ft, ["nano50", "nano55"], "standard"),
  },
  {
    value: "sun_control",
    label: "Sun Control",
    fabric_collections: ["nano95", "nano70", "textilene80", "textilene90", "textilene95"],
    housing_types: ["standard", "micro", "jumbo"],
    ...packageRange,
    cells: pkgCells(
      packageRange.widths_ft,
      packageRange.heights_ft,
      ["nano95", "nano70", "textilene80", "textilene90", "textilene95"],
      "standard",
    ),
  },
  {
    value: "privacy",
    label: "Privacy",
    fabric_collections: ["nano97", "nano99"],
    housing_types: ["standard", "micro", "jumbo"],
    ...packageRange,
    cells: pkgCells(packageRange.widths_ft, packageRange.heights_ft, ["nano97", "nano99"], "standard"),
  },
  {
    value: "clear_window_unit",
    label: "Clear Window Unit",
    fabric_collections: ["clear_view_30"],
    housing_types: ["jumbo"],
    ...clearRange,
    cells: pkgCells(clearRange.widths_ft, clearRange.heights_ft, ["clear_view_30"], "jumbo"),
  },
];

const book = {
  version: "2025.1-sample",
  currency: "USD",
  sample: [
    "Prices marked 'not shown' in the spec are invented SAMPLE data: colour lists and colour codes, buildout profile names,",
    "housing and tube coefficients, the fabric size table cells, freight per collection, collection factors other than",
    "Nano 50 (1), Nano 55 (1.01) and Nano 99 (1.87), complete-unit package cells, package retention and hem bar adjustments,",
    "hem bar cap colours, motor prices other than those the spec lists, cord prices of 0 for pigtails,",
    "which cords are 85 vs 95, the clear-window fabric collection, which colours have a pattern.",
  ],
  housing_types: [
    {
      value: "standard",
      label: "Standard (4.5 in)",
      code: "S",
      size_in: 4.5,
      height_adjust_in: 7,
      housing: { per_ft: 18.5, intercept: 95 },
      tube: { per_ft: 6.5, intercept: 40 },
    },
    {
      value: "micro",
      label: "Micro (3.5 in)",
      code: "M",
      size_in: 3.5,
      height_adjust_in: 3.875,
      housing: { per_ft: 15, intercept: 80 },
      tube: { per_ft: 5.5, intercept: 35 },
    },
    {
      value: "jumbo",
      label: "Jumbo (5.75 in)",
      code: "J",
      size_in: 5.75,
      height_adjust_in: 9,
      housing: { per_ft: 24, intercept: 120 },
      tube: { per_ft: 8, intercept: 50 },
    },
  ],
  housing_options: [
    {
      value: "complete",
      label: "Complete",
      code: "C",
      housing_per_ft: 0,
      housing_zero: false,
      package_per_ft: 0,
    },
    {
      value: "base",
      label: "Base (no cover)",
      code: "B",
      housing_per_ft: -5,
      housing_zero: false,
      package_per_ft: -1.5,
    },
    {
      value: "open",
      label: "Open (mount brackets)",
      code: "O",
      housing_per_ft: 0,
      housing_zero: true,
      package_per_ft: -3,
    },
  ],
  motor_brands: [
    {
      value: "alpha",
      label: "Alpha",
      code: "A",
      package_adjustment: -100,
      types: [
        { value: "pro", label: "Pro", code: "PRO", price: 420 },
        { value: "proOverdrive", label: "Pro Overdrive", code: "POD", price: 460 },
        { value: "proSolar", label: "Pro Solar", code: "PSO", price: 500 },
      ],
      cords: [
        { value: "pigtail6ft", label: "6 ft pigtail", code: "P6", price: 0 },
        { value: "molded32ft", label: "32 ft molded", code: "M32", price: 95 },
        { value: "molded19ft", label: "19 ft molded", code: "M19", price: 85 },
        { value: "moldedBlack32ft", label: "32 ft molded, black", code: "MB32", price: 95 },
      ],
    },
    {
      value: "somfy",
      label: "Somfy",
      code: "S",
      package_adjustment: 0,
      types: [
        { value: "rts", label: "RTS", code: "RTS", price: 300 },
        { value: "hardwired", label: "Hardwired", code: "HW", price: 300 },
        { value: "autoSun", label: "autoSun", code: "AS", price: 600 },
      ],
      cords: [
        { value: "pigtail10ft", label: "10 ft pigtail", code: "P10", price: 0 },
        { value: "pigtail24ft", label: "24 ft pigtail", code: "P24", price: 85 },
      ],
    },
  ],
  extended_cord_price: 85,
  motor_sides: [
    { value: "left", label: "Left", code: "L" },
    { value: "right", label: "Right", code: "R" },
  ],
  retention_types: [
    {
      value: "surface",
      label: "Surface track",
      code: "SUR",
      pricing: { kind: "linear", per_ft: 23.69, intercept: 60.192 },
      package_adjustment: { per_ft: 0, intercept: 0 },
    },
    {
      value: "recessed",
      label: "Recessed track",
      code: "REC",
      pricing: { kind: "linear", per_ft: 30.41, intercept: 75.166 },
      package_adjustment: { per_ft: 3.7, intercept: 8.24 },
    },
    {
      value: "cable",
      label: "Cable",
      code: "CAB",
      pricing: { kind: "flat", amount: 100 },
      package_adjustment: { per_ft: -13.03, intercept: 21.89 },
    },
    {
      value: "track",
      label: "Track",
      code: "TRK",
      enabled: false,
      pricing: { kind: "linear", per_ft: 23.69, intercept: 60.192 },
      package_adjustment: { per_ft: 0, intercept: 0 },
    },
    {
      value: "varies",
      label: "Varies (left and right differ)",
      code: "VAR",
      pricing: { kind: "varies" },
      package_adjustment: { per_ft: 0, intercept: 0 },
    },
    {
      value: "none",
      label: "None",
      code: "NON",
      pricing: { kind: "flat", amount: 0 },
      package_adjustment: { per_ft: -13.03, intercept: -33.11 },
    },
  ],
  retention_caps: [
    { value: "black", label: "Black", code: "BK" },
    { value: "white", label: "White", code: "WH" },
    { value: "gray", label: "Gray", code: "GY" },
    { value: "darkGrey", label: "Dark grey", code: "DG" },
    { value: "other", label: "Other", code: "OT" },
  ],
  hem_bar_types: [
    {
      value: "standard",
      label: "Standard",
      code: "STD",
      per_ft: 9.644,
      intercept: 66.391,
      seam_offset_in: 0,
      package_adjustment: { per_ft: 0, intercept: 0 },
    },
    {
      value: "tall",
      label: "Tall",
      code: "TAL",
      per_ft: 15.31,
      intercept: 72.875,
      seam_offset_in: 1.25,
      package_adjustment: { per_ft: 3.12, intercept: 3.57 },
    },
    {
      value: "mini",
      label: "Mini",
      code: "MIN",
      enabled: false,
      per_ft: 9.644,
      intercept: 66.391,
      seam_offset_in: 0,
      package_adjustment: { per_ft: 0, intercept: 0 },
    },
    {
      value: "lanai",
      label: "Lanai",
      code: "LAN",
      per_ft: 15.31,
      intercept: 272.875,
      seam_offset_in: 0,
      package_adjustment: { per_ft: 3.12, intercept: 113.57 },
    },
  ],
  hem_bar_caps: [
    { value: "black", label: "Black", code: "BK" },
    { value: "white", label: "White", code: "WH" },
    { value: "bronze", label: "Bronze", code: "BZ" },
    { value: "grey", label: "Grey", code: "GY" },
  ],
  pile_brushes: [
    { value: "black05", label: "Black 0.5 in", code: "B05" },
    { value: "white05", label: "White 0.5 in", code: "W05" },
    { value: "grey05", label: "Grey 0.5 in", code: "G05" },
    { value: "black075", label: "Black 0.75 in", code: "B075" },
    { value: "black2", label: "Black 2 in", code: "B2" },
    { value: "black2Double", label: "Black 2 in, double", code: "B2D" },
    { value: "none", label: "None", code: "NON" },
  ],
  zipper_colors: [
    { value: "black", label: "Black", code: "B" },
    { value: "white", label: "White", code: "W" },
  ],
  seam_locations: [
    { value: "na", label: "No seam", code: "NA" },
    { value: "high", label: "High", code: "HI" },
    { value: "low", label: "Low", code: "LO" },
    { value: "specify", label: "Specify", code: "SP" },
  ],
  fabric_collections: fabricCollections,
  fabric_size_table: fabricTable,
  frame_collections: frameCollections,
  default_frame_collection: "mirage",
  powder_charge: 350,
  buildout: {
    base_price: 35,
    materials: [
      { value: "tube_1x2", label: "1x2 Tube", code: "T12", per_ft: 8, max_length_in: 300 },
      { value: "tube_2x2", label: "2x2 Tube", code: "T22", per_ft: 16, max_length_in: 300 },
      { value: "angle_1x1", label: "1x1 Angle", code: "A11", per_ft: 8, max_length_in: 192 },
      { value: "tube_2x3", label: "2x3 Tube", code: "T23", per_ft: 20, max_length_in: 252 },
      { value: "angle_15x15", label: "1.5x1.5 Angle", code: "A15", per_ft: 12, max_length_in: 300 },
    ],
  },
  clear_window: {
    pane_charge: 100,
    pane_max_width_in: 50,
    pane_max_height_in: 100,
    housing_types: ["jumbo"],
  },
  packages,
};

const accessoryDefs = [
  [
    "Somfy Situo 1 RTS Remote",
    "SOM-SIT1",
    64.99,
    "Somfy Remote",
    "A one-channel handheld RTS remote. Controls one motor or a group.",
    1,
    "5 x 3 x 2 in",
    "somfy-situo-1.svg",
  ],
  [
    "Somfy Situo 5 RTS Remote",
    "SOM-SIT5",
    89.99,
    "Somfy Remote",
    "A five-channel handheld RTS remote. Each channel runs one screen or a group of screens.",
    1,
    "5 x 3 x 2 in",
    "somfy-situo-5.svg",
    [
      ["Situo 5 Pure (white)", "SOM-SIT5-W", 89.99, "somfy-situo-5-white.svg"],
      ["Situo 5 Iron (grey)", "SOM-SIT5-G", 94.99, "somfy-situo-5-iron.svg"],
    ],
  ],
  [
    "Somfy Telis 16 RTS Remote",
    "SOM-TEL16",
    189.5,
    "Somfy Remote",
    "A sixteen-channel RTS remote with a display. Names each channel for large homes.",
    1,
    "7 x 4 x 2 in",
    "somfy-telis-16.svg",
  ],
  [
    "Somfy Nina Timer RTS",
    "SOM-NINA",
    329,
    "Somfy Remote",
    "A touch-screen remote with scenes and timers. Runs up to 60 screens.",
    2,
    "8 x 6 x 2 in",
    "somfy-nina-timer.svg",
  ],
  [
    "Somfy Smoove 1 Wall Switch",
    "SOM-SMV1",
    79.99,
    "Somfy Remote",
    "A one-channel touch wall switch. Fits a standard wall box with its frame.",
    1,
    "5 x 5 x 2 in",
    "somfy-smoove-1.svg",
    [
      ["Smoove 1 with black frame", "SOM-SMV1-BK", 84.99, "somfy-smoove-1-black.svg"],
      ["Smoove 1 with white frame", "SOM-SMV1-WH", 79.99, "somfy-smoove-1-white.svg"],
    ],
  ],
  [
    "Somfy Eolis 3D Wind Sensor",
    "SOM-EOL3D",
    149.99,
    "Somfy Remote",
    "A wireless wind sensor mounted on the hem bar. Raises screens in strong wind.",
    1,
    "4 x 4 x 2 in",
    "somfy-eolis-3d.svg",
  ],
  [
    "Somfy Sunis Sun Sensor",
    "SOM-SUNIS",
    169.99,
    "Somfy Remote",
    "A wireless sun sensor. Lowers screens when sunlight passes a set level.",
    2,
    "5 x 5 x 3 in",
    "somfy-sunis.svg",
  ],
  [
    "Somfy Soliris Sun and Wind Sensor",
    "SOM-SOLI",
    299,
    "Somfy Remote",
    "A combined sun and wind sensor for RTS motors. Needs a 120 V supply.",
    4,
    "10 x 6 x 6 in",
    "somfy-soliris.svg",
  ],
  [
    "Somfy TaHoma Switch Hub",
    "SOM-TAHOMA",
    249,
    "Somfy Remote",
    "A smart-home hub for RTS and io motors. Works with phone apps and voice assistants.",
    2,
    "6 x 6 x 2 in",
    "somfy-tahoma-switch.svg",
  ],
  [
    "Somfy RTS Transmitter Module",
    "SOM-RTSTX",
    139.99,
    "Somfy Remote",
    "A module that lets dry-contact controls drive RTS motors. For home automation panels.",
    1,
    "5 x 3 x 2 in",
    "somfy-rts-transmitter.svg",
  ],
  [
    "Somfy Motor Extension Cable 10 ft",
    "SOM-CBL10",
    39.99,
    "Somfy Remote",
    "A 10 ft extension cable for Somfy hardwired motors. Weatherproof connectors.",
    1,
    "6 x 6 x 2 in",
    "somfy-cable-10.svg",
  ],
  [
    "Somfy Motor Extension Cable 24 ft",
    "SOM-CBL24",
    54.99,
    "Somfy Remote",
    "A 24 ft extension cable for Somfy hardwired motors. Weatherproof connectors.",
    2,
    "8 x 8 x 2 in",
    "somfy-cable-24.svg",
  ],
  [
    "Alpha 1-Channel Remote",
    "ALP-R1",
    49.99,
    "Contollers - Alpha",
    "A one-channel handheld remote for Alpha motors. Includes a wall holder.",
    1,
    "5 x 3 x 2 in",
    "alpha-remote-1.svg",
  ],
  [
    "Alpha 5-Channel Remote",
    "ALP-R5",
    69.99,
    "Contollers - Alpha",
    "A five-channel handheld remote for Alpha motors. Groups screens by channel.",
    1,
    "5 x 3 x 2 in",
    "alpha-remote-5.svg",
    [
      ["5-Channel Remote, black", "ALP-R5-BK", 69.99, "alpha-remote-5-black.svg"],
      ["5-Channel Remote, white", "ALP-R5-WH", 69.99, "alpha-remote-5-white.svg"],
    ],
  ],
  [
    "Alpha 15-Channel Remote",
    "ALP-R15",
    119.99,
    "Contollers - Alpha",
    "A fifteen-channel remote with a display. Controls every screen in a large home.",
    1,
    "6 x 3 x 2 in",
    "alpha-remote-15.svg",
  ],
  [
    "Alpha Wall Keypad",
    "ALP-KEY",
    99.99,
    "Contollers - Alpha",
    "A wireless wall keypad with up, stop and down keys. Mounts with screws or tape.",
    1,
    "5 x 5 x 2 in",
    "alpha-keypad.svg",
    [
      ["Wall Keypad, 1 channel", "ALP-KEY1", 99.99, "alpha-keypad-1.svg"],
      ["Wall Keypad, 6 channels", "ALP-KEY6", 139.99, "alpha-keypad-6.svg"],
    ],
  ],
  [
    "Alpha Smart Hub",
    "ALP-HUB",
    229.99,
    "Contollers - Alpha",
    "A Wi-Fi hub for Alpha motors. Adds app control, scenes and schedules.",
    2,
    "6 x 6 x 3 in",
    "alpha-smart-hub.svg",
  ],
  [
    "Alpha Pro Hub",
    "ALP-HUBPRO",
    597.1,
    "Contollers - Alpha",
    "A wired hub for integrators with RS-485 and Ethernet. Drives up to 100 motors.",
    5,
    "12 x 8 x 4 in",
    "alpha-pro-hub.svg",
  ],
  [
    "Alpha Wind Sensor",
    "ALP-WIND",
    129.99,
    "Contollers - Alpha",
    "A wireless vibration wind sensor for Alpha motors. Retracts screens in gusts.",
    1,
    "4 x 4 x 2 in",
    "alpha-wind-sensor.svg",
  ],
  [
    "Alpha Sun and Wind Sensor",
    "ALP-SUNWIND",
    259.99,
    "Contollers - Alpha",
    "A solar-powered sun and wind sensor. Lowers screens in sun and raises them in wind.",
    3,
    "8 x 6 x 4 in",
    "alpha-sun-wind-sensor.svg",
  ],
  [
    "Alpha Solar Panel",
    "ALP-SOLAR",
    179.99,
    "Contollers - Alpha",
    "A replacement solar panel for the Alpha proSolar motor. Includes a 10 ft lead.",
    4,
    "14 x 6 x 2 in",
    "alpha-solar-panel.svg",
  ],
  [
    "Alpha USB Charging Cable",
    "ALP-USB",
    44.99,
    "Contollers - Alpha",
    "A USB charging cable for battery Alpha motors. 16 ft long.",
    1,
    "6 x 6 x 1 in",
    "alpha-usb-cable.svg",
  ],
  [
    "Alpha Extension Cable 32 ft",
    "ALP-CBL32",
    74.99,
    "Contollers - Alpha",
    "A 32 ft extension cable for Alpha molded-cord motors. Black jacket for exterior runs.",
    3,
    "10 x 10 x 3 in",
    "alpha-cable-32.svg",
  ],
  [
    "Alpha Demo Case",
    "ALP-DEMO",
    449,
    "Contollers - Alpha, Sales Tools",
    "A showroom case with a working Alpha motor and remote. Demonstrates motion and limits.",
    15,
    "24 x 12 x 8 in",
    "alpha-demo-case.svg",
  ],
  [
    "Alpha Fabric Sample Kit",
    "ALP-SWATCH",
    89.99,
    "Contollers - Alpha, Sales Tools",
    "A swatch book of every fabric collection and frame colour. For in-home sales visits.",
    6,
    "14 x 11 x 3 in",
    "alpha-sample-kit.svg",
  ],
  [
    "Alpha Programming Tool",
    "ALP-PROG",
    159.99,
    "Contollers - Alpha, Sales Tools",
    "A handheld tool that sets motor limits and pairs remotes. For installers.",
    2,
    "7 x 4 x 2 in",
    "alpha-programming-tool.svg",
  ],
];

const accessories = {
  version: "2025.1-sample",
  sample: [
    "Item names, SKUs, costs, descriptions, weights, dimensions and image names are invented SAMPLE data.",
  ],
  items: accessoryDefs.map(
    ([name, sku, cost, category, prod_description, prod_weight_lb, prod_dims, image, variations]) => ({
      name,
      sku,
      cost,
      prod_type: "remote",
      prod_description,
      image,
      prod_weight_lb,
      prod_dims,
      category,
      ...(variations
        ? { variations: variations.map(([vn, vs, vc, vi]) => ({ name: vn, sku: vs, cost: vc, image: vi })) }
        : {}),
    }),
  ),
};

writeFileSync(dataDir + "price-book.json", JSON.stringify(book, null, 1) + "\n");
writeFileSync(dataDir + "accessories.json", JSON.stringify(accessories, null, 2) + "\n");
console.log("wrote", dataDir + "price-book.json", "and accessories.json");
