import { MESSAGES } from "@screens/domain";
import { isRouteErrorResponse, useRouteError } from "react-router-dom";
import { ErrorScreen } from "@/components/feedback/error-screen";

/** The router's fallback for thrown errors: 'Unexpected Application Error!'. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorScreen code={error.status} />;
  if (error) console.error(error);
  return <ErrorScreen title={MESSAGES.unexpectedApplicationError} />;
}
