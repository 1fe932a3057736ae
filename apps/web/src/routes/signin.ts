import { redirect } from "react-router";

/** The old sign-in address. */
export function loader() {
  return redirect("/login");
}
