import { FileText, Tag } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** The factory's paper for an order (docs/decisions/154-work-orders-and-labels.md), downloaded as PDFs. */
export const workOrderPdfUrl = (orderId: number) => `/api/orders/${orderId}/work-order/pdf`;
export const labelsPdfUrl = (orderId: number) => `/api/orders/${orderId}/labels/pdf`;

/** The work order (a page per unit with its cut list) and the labels, for the manufacturer's staff. */
export function ShopFloorCard({ orderId }: { orderId: number }) {
  const link = buttonVariants({ variant: "outline", className: "justify-start" });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Shop floor</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <a href={workOrderPdfUrl(orderId)} download className={link}>
          <FileText aria-hidden="true" />
          Work order (PDF)
        </a>
        <a href={labelsPdfUrl(orderId)} download className={link}>
          <Tag aria-hidden="true" />
          Labels, 4 × 6 in (PDF)
        </a>
      </CardContent>
    </Card>
  );
}
