import type { ReactElement } from "react";
import { render } from "@react-email/render";

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** One template, two bodies: the HTML and its plain-text twin (links written out in brackets). */
export async function renderEmail(subject: string, element: ReactElement): Promise<RenderedEmail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}
