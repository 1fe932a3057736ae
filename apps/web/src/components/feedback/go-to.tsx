import { useEffect } from "react";
import { goTo } from "@/lib/navigation";
import { LoadingScreen } from "./loading-screen";

/** A redirect found in the browser (a loader's redirect covers the server's case): a document load. */
export function GoTo({ href }: { href: string }) {
  useEffect(() => void goTo(href, { replace: true }), [href]);
  return <LoadingScreen />;
}
