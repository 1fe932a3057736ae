import { data } from "react-router";
import { ErrorScreen } from "@/components/feedback/error-screen";

/** Any other address: the 404 screen (decision 107), with the status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <ErrorScreen code={404} />;
}
