import { data } from "react-router";
import { ErrorScreen } from "@/components/feedback/error-screen";

/** Any other address: the spec's 404 screen, with the status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <ErrorScreen code={404} />;
}
