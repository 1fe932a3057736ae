import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * A PDF's text as a reader (or a search engine) gets it: every page, each line's runs joined in
 * reading order (pdf.js, so the tests need no system tool such as Poppler's pdftotext).
 */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      let page = "";
      for (const item of content.items) {
        if (!("str" in item)) continue;
        page += item.str + (item.hasEOL ? "\n" : "");
      }
      pages.push(page);
    }
    return pages.join("\f");
  } finally {
    await document.destroy();
  }
}
