import { useParams } from "react-router";
import { idFromText } from "@screens/domain/ids";
import { trpcErrorStatus } from "@/lib/trpc";

/** The :id of the route (0 when missing or not a canonical id, decision 145: the API answers 400/404). */
export function useIdParam(name = "id"): number {
  return idFromText(useParams()[name]) ?? 0;
}

/** The error-code view's status for a failed detail load. */
export function loadErrorStatus(error: unknown): number | null {
  if (!error) return null;
  return trpcErrorStatus(error) ?? 500;
}
