import { Document, Page, Path, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { formatInches } from "@screens/pricing";
import type { CutList } from "@screens/pricing/production";
import type { WorkOrder, WorkOrderUnit } from "./work-order.js";
// The quote PDF's font (registered there), colours and drawing: one look for the manufacturer's paper.
import { ACCENT, BOLD, INK, MUTED, PAGE_STYLE, PANEL, RULE, UnitDrawingPdf } from "./quote-pdf.js";
import { codeLines } from "./label-sheet-pdf.js";

const SEAM = "#b91c1c";

const styles = StyleSheet.create({
  page: { ...PAGE_STYLE, paddingTop: 32, paddingBottom: 44, paddingHorizontal: 36, fontSize: 8.5 },
  title: { ...BOLD, fontSize: 15, color: ACCENT },
  subtitle: { marginTop: 2, color: MUTED },
  rule: { marginTop: 8, marginBottom: 10, height: 2, backgroundColor: ACCENT },
  top: { flexDirection: "row", gap: 18 },
  drawing: { width: 240 },
  facts: { flexGrow: 1, flexBasis: 0 },
  label: { color: MUTED, fontSize: 7, marginBottom: 2, marginTop: 6, textTransform: "uppercase" },
  code: { fontSize: 7.5, color: INK },
  factRow: { flexDirection: "row", paddingVertical: 1 },
  factName: { width: 110, color: MUTED },
  factValue: { flexGrow: 1, flexBasis: 0 },
  head: {
    flexDirection: "row",
    marginTop: 12,
    borderBottomWidth: 1,
    borderBottomColor: RULE,
    paddingBottom: 3,
    color: MUTED,
    fontSize: 7,
  },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: RULE, paddingVertical: 3 },
  note: { marginTop: 10, padding: 8, backgroundColor: PANEL, color: "#334155" },
  footer: { position: "absolute", bottom: 20, left: 36, right: 36, color: MUTED, fontSize: 7 },
});

/** The cut table's columns: the CLI's table (docs/pricing.md, "Cut lists"), on paper. */
const COLUMNS = [
  { title: "Component", width: 78 },
  { title: "Part", width: 150 },
  { title: "Qty", width: 28, right: true },
  { title: "Width", width: 56, right: true },
  { title: "Length", width: 62, right: true },
  { title: "Stock max", width: 52, right: true },
  { title: "Material", width: 150 },
  { title: "Colour", grow: true },
] as const;

/** Sixteenths where exact (the shop's tape), else the rules' decimals (seams carry 4). */
const inches = (x: number) => (Math.abs(Math.round(x * 16) - x * 16) < 1e-9 ? formatInches(x) : String(x));

const CELLS = COLUMNS.map((column) => ({
  ...("grow" in column ? { flexGrow: 1, flexBasis: 0 } : { width: column.width }),
  ...("right" in column ? { textAlign: "right" as const } : {}),
  paddingRight: 6,
}));
const cell = (index: number) => CELLS[index];

function CutTable({ unit }: { unit: WorkOrderUnit }) {
  return (
    <View>
      <View style={styles.head} fixed>
        {COLUMNS.map((column, index) => (
          <Text key={column.title} style={cell(index)}>
            {column.title}
          </Text>
        ))}
      </View>
      {unit.rows.map((row, index) => (
        <View key={index} style={styles.row} wrap={false}>
          <Text style={cell(0)}>{row.component}</Text>
          <Text style={cell(1)}>{row.part}</Text>
          <Text style={cell(2)}>{row.quantity}</Text>
          <Text style={cell(3)}>{row.width_in === null ? "" : inches(row.width_in)}</Text>
          <Text style={cell(4)}>{inches(row.length_in)}</Text>
          <Text style={cell(5)}>{row.stock_max_in}</Text>
          <Text style={cell(6)}>{row.material}</Text>
          <Text style={cell(7)}>{row.color ?? ""}</Text>
        </View>
      ))}
    </View>
  );
}

/** The fabric's seams across the drawing's opening, at their height from the bottom. */
function Seams({ unit }: { unit: WorkOrderUnit }) {
  const fabric = unit.cut_list?.fabric;
  const opening = unit.drawing.shapes.find((shape) => shape.kind === "opening");
  if (!fabric || !opening || fabric.seams_in.length === 0) return null;
  const bottom = opening.y + opening.height;
  const d = fabric.seams_in
    .map((seam) => `M${opening.x} ${bottom - seam * unit.drawing.scale}h${opening.width}`)
    .join("");
  return <Path d={d} stroke={SEAM} strokeWidth={0.9} strokeDasharray="3 2" fill="none" />;
}

function Fact({ name, value }: { name: string; value: string }) {
  return (
    <View style={styles.factRow}>
      <Text style={styles.factName}>{name}</Text>
      <Text style={styles.factValue}>{value}</Text>
    </View>
  );
}

/** The parts that are not cut: motor and cord, caps, panes; then each component's frame colour. */
function partFacts(list: CutList): [string, string][] {
  const facts: [string, string][] = [];
  const f = list.fabric;
  if (f) {
    facts.push([
      "Fabric",
      `${f.collection.label} ${f.color.label}, ${f.rotated ? "rotated" : "not rotated"}; drop ${inches(f.drop_in)}, cut width ${inches(f.cut_width_in)}`,
    ]);
    facts.push([
      "Seams from the bottom",
      f.seams_in.length
        ? f.seams_in
            .map(
              (s) =>
                `${s}${f.added_seams_in.includes(s) ? " (added for the roll)" : ` (${f.seam_location ?? ""})`}`,
            )
            .join(", ")
        : "none",
    ]);
  }
  const m = list.motor;
  if (m)
    facts.push([
      "Motor",
      `${m.brand.label} ${m.type.label}${m.side ? `, ${m.side.label.toLowerCase()} side` : ""}; cord ${m.cord.label}${m.extended_cord ? " + extended cord" : ""}`,
    ]);
  if (list.housing)
    facts.push([
      "Housing",
      `${list.housing.type.label}, ${list.housing.option.label.toLowerCase()}${list.housing.end_caps ? `, ${list.housing.end_caps} end caps` : ""}`,
    ]);
  for (const t of list.tracks) if (t.kind === "track") facts.push([`Track cap, ${t.side}`, t.cap.label]);
  if (list.hem_bar) facts.push(["Hem bar end caps", `2, ${list.hem_bar.cap.label}`]);
  if (list.clear_window) facts.push(["Clear window", `${list.clear_window.panes} panes`]);
  for (const finish of list.frame)
    facts.push([
      `Frame, ${finish.component.replace("_", " ")}`,
      `${finish.collection.label} ${finish.color.label}`,
    ]);
  return facts;
}

function UnitPage({ workOrder, unit, index }: { workOrder: WorkOrder; unit: WorkOrderUnit; index: number }) {
  const { order } = workOrder;
  const notes = [
    ...(unit.housing_advice ? [unit.housing_advice] : []),
    ...unit.problems,
    ...(unit.cut_list?.warnings ?? []),
  ];
  return (
    <Page size="LETTER" orientation="landscape" style={styles.page}>
      <Text style={styles.title}>
        Work order {order.number} · {unit.name}
        {unit.quantity > 1 ? ` × ${unit.quantity}` : ""}
      </Text>
      <Text style={styles.subtitle}>
        {workOrder.dealer.company_name} · due {order.due} · ordered {order.date} · quote {order.quote_number}
        {order.po_reference ? ` · PO ${order.po_reference}` : ""}
      </Text>
      <View style={styles.rule} />
      <View style={styles.top}>
        <View style={styles.drawing}>
          <UnitDrawingPdf drawing={unit.drawing}>
            <Seams unit={unit} />
          </UnitDrawingPdf>
        </View>
        <View style={styles.facts}>
          <Fact name="Unit" value={`${unit.name} (unit ${unit.id}), ${unit.size}`} />
          {unit.quantity > 1 ? (
            <Fact
              name="Quantity"
              value={`${unit.quantity} identical units: the cut table counts the parts of all ${unit.quantity}`}
            />
          ) : null}
          <Text style={styles.label}>Order code</Text>
          {codeLines(unit.order_code || "(none)", 90).map((line, i) => (
            <Text key={i} style={styles.code}>
              {line}
            </Text>
          ))}
          <Text style={styles.label}>Parts</Text>
          {unit.cut_list
            ? partFacts(unit.cut_list).map(([name, value]) => <Fact key={name} name={name} value={value} />)
            : null}
        </View>
      </View>
      {unit.cut_list ? <CutTable unit={unit} /> : null}
      {notes.length ? (
        <View style={styles.note} wrap={false}>
          {notes.map((note) => (
            <Text key={note}>
              {unit.cut_list || note === unit.housing_advice ? `Note: ${note}` : `Cannot be listed: ${note}`}
            </Text>
          ))}
        </View>
      ) : null}
      <Text style={styles.footer} fixed>
        {workOrder.manufacturer} · order {order.number} · unit {index + 1} of {workOrder.units.length}
        {unit.cut_list
          ? ` · price book ${unit.cut_list.price_book_version}, production book ${unit.cut_list.production_book_version}`
          : ""}
      </Text>
    </Page>
  );
}

/** The work order (work-order.ts) as a PDF: one landscape Letter page per unit. */
function WorkOrderPdf({ workOrder }: { workOrder: WorkOrder }) {
  return (
    <Document title={`Work order ${workOrder.order.number}`} author={workOrder.manufacturer}>
      {workOrder.units.length ? (
        workOrder.units.map((unit, index) => (
          <UnitPage key={unit.id} workOrder={workOrder} unit={unit} index={index} />
        ))
      ) : (
        <Page size="LETTER" orientation="landscape" style={styles.page}>
          <Text style={styles.title}>Work order {workOrder.order.number}</Text>
          <Text style={styles.subtitle}>No units on this order.</Text>
        </Page>
      )}
    </Document>
  );
}

export function renderWorkOrderPdf(workOrder: WorkOrder): Promise<Buffer> {
  return renderToBuffer(<WorkOrderPdf workOrder={workOrder} />);
}
