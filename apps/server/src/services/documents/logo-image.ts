import { badRequest, HttpError } from "../../http/errors.js";

/** Upload limit of a dealer logo (decision 065). */
export const LOGO_MAX_BYTES = 1024 * 1024;
/** The stored logo fits in this box: the document's header never needs more. */
export const LOGO_BOX = { width: 600, height: 200 } as const;
/** A 1 MB file could still decode to a huge image (a compression bomb): refuse beyond this. */
const MAX_INPUT_PIXELS = 25_000_000;

export const LOGO_MESSAGES = {
  tooLarge: (bytes: number | null) =>
    // Just over the limit, "1.0 MB" would read like a size that fits.
    bytes === null || bytes < 1.05 * LOGO_MAX_BYTES
      ? "The logo file is larger than 1 MB; a logo can be at most 1 MB."
      : `The logo file is ${(bytes / LOGO_MAX_BYTES).toFixed(1)} MB; a logo can be at most 1 MB.`,
  notJson: "Send the image file itself as the request body (PNG, JPEG or SVG), not JSON.",
  empty: "Choose a logo file to upload (PNG, JPEG or SVG).",
  notAnImage: "The logo must be a PNG, JPEG or SVG image.",
  tooManyPixels: "The logo image is too large: at most 25 megapixels.",
} as const;

type LogoFormat = "png" | "jpeg" | "svg";

/** What the bytes are, by their content (never by a file name or a Content-Type header). */
export function sniffLogoFormat(bytes: Buffer): LogoFormat | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  // SVG is text: an optional BOM, XML declaration, comments and doctype, then the <svg> element.
  const head = bytes
    .subarray(0, 4096)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  const prolog =
    /^\s*(?:<\?xml[^>]*\?>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>\s*)*<svg[\s>]/i;
  return prolog.test(head) ? "svg" : null;
}

/**
 * A logo upload as the PNG we store and serve: PNG, JPEG or SVG in, validated by content, decoded
 * and rasterized with sharp into at most 600 x 200 pixels. Nothing of the upload but its pixels
 * survives: no SVG script or link, no metadata (decision 065).
 */
export async function rasterizeLogo(bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0) throw badRequest(LOGO_MESSAGES.empty);
  if (bytes.length > LOGO_MAX_BYTES) throw badRequest(LOGO_MESSAGES.tooLarge(bytes.length));
  const format = sniffLogoFormat(bytes);
  if (!format) throw badRequest(LOGO_MESSAGES.notAnImage);
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" } as const;
  // sharp (libvips) loads with the first upload: ~20 MB a server that never sees one does not hold.
  const { default: sharp } = await import("sharp");
  try {
    const metadata = await sharp(bytes, options).metadata();
    if (metadata.format !== format) throw badRequest(LOGO_MESSAGES.notAnImage);
    // A vector logo is drawn at the density that fills the box, so a small viewBox stays sharp.
    let input = sharp(bytes, options);
    if (format === "svg" && metadata.width && metadata.height) {
      const fill = Math.min(LOGO_BOX.width / metadata.width, LOGO_BOX.height / metadata.height);
      input = sharp(bytes, { ...options, density: Math.min(Math.max(72 * fill, 1), 72 * 50) });
    }
    return await input
      .rotate() // JPEG orientation from EXIF, before the metadata is dropped
      .resize({ ...LOGO_BOX, fit: "inside", withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw badRequest(LOGO_MESSAGES.tooManyPixels);
    if (error instanceof HttpError) throw error;
    throw badRequest(LOGO_MESSAGES.notAnImage);
  }
}

/** The stored logo as a data: URL, for documents read without a session (decision 065). */
export function logoDataUrl(png: Uint8Array | null): string | null {
  return png && png.length > 0 ? `data:image/png;base64,${Buffer.from(png).toString("base64")}` : null;
}
