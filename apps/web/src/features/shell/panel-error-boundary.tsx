import { MESSAGES } from "@screens/domain/messages";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorScreen } from "@/components/feedback/error-screen";
import { ForbiddenPage } from "@/components/feedback/forbidden-page";

/**
 * A panel screen's error, rendered by the server inside the shell: the 403 view for a record the agent
 * may not see, else the error screen with the status of the read that failed.
 */
export function PanelErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (error.status === 403) return <ForbiddenPage />;
    return <ErrorScreen code={error.status} fullScreen={false} />;
  }
  if (error) console.error(error);
  return <ErrorScreen title={MESSAGES.unexpectedApplicationError} fullScreen={false} />;
}
