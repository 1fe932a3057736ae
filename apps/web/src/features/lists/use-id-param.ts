import { useParams } from "react-router";
import { trpcErrorStatus } from "@/lib/trpc";

/** The numeric :id of the route (0 when missing or not a number: the API answers 400/404). */
export function useIdParam(name = "id"): number {
  const params = useParams();
  const id = Number(params[name]);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** The error-code view's status for a failed detail load. */
export function loadErrorStatus(error: unknown): number | null {
  if (!error) return null;
  return trpcErrorStatus(error) ?? 500;
}
