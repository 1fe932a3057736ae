import type { ReactElement } from "react";
import { render, toPlainText } from "@react-email/render";

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/**
 * One template, two bodies: the HTML and its plain-text twin (links written out in brackets), the
 * text converted from the HTML rather than rendered a second time.
 */
export async function renderEmail(subject: string, element: ReactElement): Promise<RenderedEmail> {
  const html = await render(element);
  return { subject, html, text: toPlainText(html) };
}
