import { CallToAction, Details, EmailLayout, Paragraph, PANEL_FOOTER } from "./layout.js";
import { formatDate, formatUsd } from "./format.js";
import { renderEmail } from "./render.js";

export interface PriceBookPublishedProps {
  recipientFirstName: string;
  dealerName: string;
  version: string;
  effectiveAt: Date;
  /** The book's sections whose prices change, with how many prices each: "Motors and cords: 24". */
  sections: string[];
  /** The dealer's open drafts and how their customer totals move, from the impact preview. */
  drafts: { count: number; changed: number; totalBefore: number; totalAfter: number };
  link: string;
}

/** To a dealer's admins and sales managers: the manufacturer's new prices and when (decision 148). */
export function PriceBookPublishedEmail(props: PriceBookPublishedProps) {
  const { recipientFirstName, dealerName, version, effectiveAt, sections, drafts, link } = props;
  const rows: [string, string][] = [
    ["Price book", version],
    ["Takes effect", formatDate(effectiveAt)],
  ];
  if (sections.length > 0) rows.push(["What changes", sections.join("; ")]);
  if (drafts.count > 0) {
    rows.push(["Your open drafts", `${drafts.changed} of ${drafts.count} change price`]);
    if (drafts.changed > 0)
      rows.push([
        "Their customer totals",
        `${formatUsd(drafts.totalBefore)} → ${formatUsd(drafts.totalAfter)}`,
      ]);
  }
  return (
    <EmailLayout
      preview={`New prices take effect on ${formatDate(effectiveAt)}.`}
      sender="Screens Panel"
      heading={`New prices from ${formatDate(effectiveAt)}`}
      footer={PANEL_FOOTER}
    >
      <Paragraph>Hello {recipientFirstName},</Paragraph>
      <Paragraph>
        The manufacturer published price book {version} for {dealerName}. From {formatDate(effectiveAt)} new
        quotes and the drafts you save or send price with it; quotes already sent to a customer or submitted
        keep their prices.
      </Paragraph>
      <Details rows={rows} />
      <CallToAction href={link}>Open your quotes</CallToAction>
    </EmailLayout>
  );
}

export function priceBookPublishedEmail(props: PriceBookPublishedProps) {
  return renderEmail(
    `New prices from ${formatDate(props.effectiveAt)}`,
    <PriceBookPublishedEmail {...props} />,
  );
}
