import { data } from "react-router";
import { ErrorScreen } from "@/components/feedback/error-screen";

/** An unknown panel address: the 404 screen inside the shell, with the status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function PanelNotFound() {
  return <ErrorScreen code={404} fullScreen={false} />;
}
