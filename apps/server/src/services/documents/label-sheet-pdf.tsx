import { Document, Page, Path, StyleSheet, Svg, Text, View, renderToBuffer } from "@react-pdf/renderer";
import QRCode from "qrcode";
import type { WorkOrder, WorkOrderLabel } from "./work-order.js";
import { ACCENT, BOLD, MUTED, PAGE_STYLE } from "./quote-pdf.js";

/** A 4 x 6 in thermal label, in points. */
const LABEL_SIZE: [number, number] = [288, 432];
const QR_SIZE = 176;

const styles = StyleSheet.create({
  page: { ...PAGE_STYLE, padding: 16, paddingTop: 16, paddingBottom: 16, paddingHorizontal: 16, fontSize: 9 },
  maker: { color: MUTED, fontSize: 8 },
  order: { ...BOLD, fontSize: 20, color: ACCENT, marginTop: 2 },
  line: { marginTop: 2 },
  title: { ...BOLD, fontSize: 16, marginTop: 8 },
  qr: { marginTop: 10, alignItems: "center" },
  human: { marginTop: 1, fontSize: 6.5, color: MUTED, textAlign: "center" },
  contents: { marginTop: 8, fontSize: 8 },
  more: { fontSize: 8 },
});

/**
 * Codes have no spaces to wrap at, and the renderer does not split words (quote-pdf.tsx): they are
 * printed in lines of a fixed length instead of running off the label.
 */
export function codeLines(text: string, length: number): string[] {
  const lines: string[] = [];
  for (let at = 0; at < text.length; at += length) lines.push(text.slice(at, at + length));
  return lines;
}

/** The QR code as one vector path, a square per dark module (crisp at any printer's resolution). */
function QrCode({ text }: { text: string }) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const quiet = 2;
  const span = modules.size + 2 * quiet;
  let d = "";
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1Z`;
  return (
    <Svg width={QR_SIZE} height={QR_SIZE} viewBox={`0 0 ${span} ${span}`}>
      <Path d={d} fill="#000000" />
    </Svg>
  );
}

function Label({ workOrder, label }: { workOrder: WorkOrder; label: WorkOrderLabel }) {
  return (
    <Page size={LABEL_SIZE} style={styles.page}>
      <Text style={styles.maker}>{workOrder.manufacturer}</Text>
      <Text style={styles.order}>Order {workOrder.order.number}</Text>
      <Text style={styles.line}>
        {workOrder.dealer.company_name} · due {workOrder.order.due}
      </Text>
      <Text style={styles.title}>{label.title}</Text>
      <Text style={styles.line}>
        {label.unit_name} · {label.size}
      </Text>
      <View style={styles.qr}>
        <QrCode text={label.barcode} />
        {codeLines(label.barcode, 52).map((line, i) => (
          <Text key={i} style={styles.human}>
            {line}
          </Text>
        ))}
      </View>
      {codeLines(label.contents, 44).map((line, i) => (
        <Text key={i} style={i === 0 ? styles.contents : styles.more}>
          {line}
        </Text>
      ))}
    </Page>
  );
}

/** The work order's labels (work-order.ts) as a PDF: one 4 x 6 in page per label. */
export function renderLabelSheetPdf(workOrder: WorkOrder): Promise<Buffer> {
  return renderToBuffer(
    <Document title={`Labels ${workOrder.order.number}`} author={workOrder.manufacturer}>
      {workOrder.labels.length ? (
        workOrder.labels.map((label) => <Label key={label.barcode} workOrder={workOrder} label={label} />)
      ) : (
        <Page size={LABEL_SIZE} style={styles.page}>
          <Text style={styles.order}>Order {workOrder.order.number}</Text>
          <Text style={styles.line}>No units on this order.</Text>
        </Page>
      )}
    </Document>,
  );
}
