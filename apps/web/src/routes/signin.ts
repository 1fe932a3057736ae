import { redirect } from "react-router";

/** The spec's old sign-in address. */
export function loader() {
  return redirect("/login");
}
