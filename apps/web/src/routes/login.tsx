import type { LoaderArgs } from "@/lib/load-context";
import { redirect } from "react-router";
import { safeNextPath } from "@/features/auth/next-path";

/** Already signed in: on to the page asked for, else the dashboard. */
export function loader({ context, request }: LoaderArgs) {
  if (context.agent) {
    const next = safeNextPath(new URL(request.url).searchParams.get("next"));
    throw redirect(next ?? "/panel/dashboard");
  }
  return null;
}

export { default } from "@/features/auth/login-page";
