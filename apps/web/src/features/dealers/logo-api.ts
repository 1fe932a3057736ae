import type { TDealer } from "@screens/domain/schemas";
import { ApiError } from "@/lib/api";

/** The server's limit (decision 065); checked here first so a large file is not sent for nothing. */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_ACCEPT = "image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg";
export const LOGO_TOO_LARGE = "The logo file is larger than 1 MB; a logo can be at most 1 MB.";
export const LOGO_WRONG_TYPE = "The logo must be a PNG, JPEG or SVG image.";

const TYPES = new Set(["image/png", "image/jpeg", "image/svg+xml"]);
const EXTENSIONS = /\.(png|jpe?g|svg)$/i;

/** What is wrong with a chosen file before it is sent, or null. The server checks the content again. */
export function logoFileProblem(file: File): string | null {
  if (!TYPES.has(file.type) && !EXTENSIONS.test(file.name)) return LOGO_WRONG_TYPE;
  if (file.size > LOGO_MAX_BYTES) return LOGO_TOO_LARGE;
  return null;
}

/** The stored logo (a PNG the server made), versioned so a new upload is never served from cache. */
export function logoUrl(dealer: Pick<TDealer, "id" | "logo_updated_at">): string | null {
  if (!dealer.logo_updated_at) return null;
  return `/api/dealers/${dealer.id}/logo?v=${encodeURIComponent(dealer.logo_updated_at)}`;
}

async function answer(response: Response): Promise<TDealer> {
  const text = await response.text();
  let payload: unknown;
  try {
    payload = text ? JSON.parse(text) : undefined;
  } catch {
    payload = undefined;
  }
  if (!response.ok) {
    const errors = (payload as { errors?: unknown } | undefined)?.errors;
    throw new ApiError(response.status, Array.isArray(errors) ? errors.map(String) : []);
  }
  return payload as TDealer;
}

/** PUT /api/dealers/{id}/logo with the file itself as the body (binary, so REST, not tRPC). */
export async function uploadDealerLogo(dealerId: number, file: File): Promise<TDealer> {
  const response = await fetch(`/api/dealers/${dealerId}/logo`, {
    method: "PUT",
    credentials: "same-origin",
    headers: { "Content-Type": file.type || "application/octet-stream", Accept: "application/json" },
    // The bytes themselves (a File body is not portable to every fetch, e.g. jsdom's in tests).
    body: new Uint8Array(await file.arrayBuffer()),
  });
  return answer(response);
}

/** DELETE /api/dealers/{id}/logo: back to the clean text header. */
export async function removeDealerLogo(dealerId: number): Promise<TDealer> {
  const response = await fetch(`/api/dealers/${dealerId}/logo`, {
    method: "DELETE",
    credentials: "same-origin",
    headers: { Accept: "application/json" },
  });
  return answer(response);
}
