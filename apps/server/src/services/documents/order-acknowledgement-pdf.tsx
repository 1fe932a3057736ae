import { Document, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { formatUSD } from "@screens/pricing";
import type { OrderAcknowledgement } from "./order-acknowledgement.js";
// The quote PDF's font (registered there) and colours: one look for the manufacturer's paper.
import { ACCENT, BOLD, INK, MUTED, PAGE_STYLE, PANEL, RULE } from "./quote-pdf.js";

const styles = StyleSheet.create({
  page: PAGE_STYLE,
  title: { ...BOLD, fontSize: 18, color: ACCENT },
  subtitle: { marginTop: 2, color: MUTED },
  rule: { marginTop: 12, marginBottom: 14, height: 2, backgroundColor: ACCENT },
  facts: { flexDirection: "row", justifyContent: "space-between", gap: 24 },
  block: { flexGrow: 1, flexBasis: 0 },
  label: { color: MUTED, fontSize: 8, marginBottom: 2, textTransform: "uppercase" },
  factRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 1.5 },
  section: { ...BOLD, fontSize: 11, marginTop: 18, marginBottom: 6 },
  head: {
    flexDirection: "row",
    borderBottomWidth: 1,
    borderBottomColor: RULE,
    paddingBottom: 4,
    color: MUTED,
    fontSize: 8,
  },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: RULE, paddingVertical: 5 },
  colName: { flexGrow: 1, flexBasis: 0, paddingRight: 8 },
  colSize: { width: 110 },
  colQty: { width: 40, textAlign: "right" },
  colPrice: { width: 80, textAlign: "right" },
  code: { color: MUTED, fontSize: 7.5, marginTop: 1 },
  // The dealer's own record of a unit kept against the housing advice (decision 198).
  advice: { color: INK, fontSize: 7.5, marginTop: 2 },
  totals: { marginTop: 12, marginLeft: "auto", width: 240 },
  totalRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 2 },
  grand: {
    flexDirection: "row",
    justifyContent: "space-between",
    marginTop: 4,
    paddingTop: 6,
    borderTopWidth: 1.5,
    borderTopColor: INK,
    ...BOLD,
  },
  note: { marginTop: 18, padding: 10, backgroundColor: PANEL, color: "#334155", fontSize: 8.5 },
});

/** The order acknowledgement (order-acknowledgement.ts) as a PDF: the dealer's copy of what was ordered. */
function OrderAcknowledgementPdf({ ack }: { ack: OrderAcknowledgement }) {
  const { order } = ack;
  return (
    <Document
      title={`Order ${order.number}`}
      author={ack.manufacturer}
      subject={`Order acknowledgement ${order.number}`}
    >
      <Page size="LETTER" style={styles.page}>
        <Text style={styles.title}>Order acknowledgement</Text>
        <Text style={styles.subtitle}>
          {ack.manufacturer} · Order {order.number} · {order.date}
        </Text>
        <View style={styles.rule} />
        <View style={styles.facts}>
          <View style={styles.block}>
            <Text style={styles.label}>Dealer</Text>
            <Text style={BOLD}>{ack.dealer.company_name}</Text>
            {ack.dealer.address_lines.map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </View>
          <View style={styles.block}>
            <Text style={styles.label}>Order</Text>
            <View style={styles.factRow}>
              <Text>Quote</Text>
              <Text>{order.quote_number}</Text>
            </View>
            {order.po_reference ? (
              <View style={styles.factRow}>
                <Text>Your PO</Text>
                <Text>{order.po_reference}</Text>
              </View>
            ) : null}
            <View style={styles.factRow}>
              <Text>Lead time</Text>
              <Text>{order.lead_time}</Text>
            </View>
            <View style={styles.factRow}>
              <Text>Ships by</Text>
              <Text>{order.ships_by}</Text>
            </View>
          </View>
        </View>
        <Text style={styles.section}>Units</Text>
        <View style={styles.head} fixed>
          <Text style={styles.colName}>Unit</Text>
          <Text style={styles.colSize}>Width × height</Text>
          <Text style={styles.colQty}>Qty</Text>
          <Text style={styles.colPrice}>Price</Text>
        </View>
        {ack.units.map((unit, index) => (
          <View key={index} style={styles.row} wrap={false}>
            <View style={styles.colName}>
              <Text>{unit.name}</Text>
              <Text style={styles.code}>{unit.code}</Text>
              {unit.housing_advice ? <Text style={styles.advice}>Note: {unit.housing_advice}</Text> : null}
            </View>
            <Text style={styles.colSize}>{unit.size}</Text>
            <Text style={styles.colQty}>{unit.quantity}</Text>
            <Text style={styles.colPrice}>{formatUSD(unit.price)}</Text>
          </View>
        ))}
        {ack.accessories.length > 0 ? <Text style={styles.section}>Accessories</Text> : null}
        {ack.accessories.map((line, index) => (
          <View key={index} style={styles.row} wrap={false}>
            <Text style={styles.colName}>{line.name}</Text>
            <Text style={styles.colQty}>{line.quantity}</Text>
            <Text style={styles.colPrice}>{formatUSD(line.price)}</Text>
          </View>
        ))}
        <View style={styles.totals} wrap={false}>
          {ack.brokerage_fee > 0 ? (
            <View style={styles.totalRow}>
              <Text>Canadian brokerage fee</Text>
              <Text>{formatUSD(ack.brokerage_fee)}</Text>
            </View>
          ) : null}
          <View style={styles.grand}>
            <Text>Order value (USD)</Text>
            <Text>{formatUSD(ack.order_value)}</Text>
          </View>
          <View style={styles.totalRow}>
            <Text>Paid</Text>
            <Text>{formatUSD(ack.paid)}</Text>
          </View>
          <View style={styles.totalRow}>
            <Text style={BOLD}>Outstanding</Text>
            <Text style={BOLD}>{formatUSD(ack.outstanding)}</Text>
          </View>
        </View>
        {order.measurements_final === false ? (
          <Text style={styles.note}>
            You submitted this order with measurements that were not final: tell us at once if a size changes.
          </Text>
        ) : null}
      </Page>
    </Document>
  );
}

export function renderOrderAcknowledgementPdf(ack: OrderAcknowledgement): Promise<Buffer> {
  return renderToBuffer(<OrderAcknowledgementPdf ack={ack} />);
}
