import { errorForStatus, MESSAGES } from "@screens/domain/messages";
import { Home, LogIn, ShieldX } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { StatusScreen } from "./status-screen";

export interface ForbiddenPageProps {
  message?: string;
  fullScreen?: boolean;
  /** Offer the login page (for visitors who are not signed in). */
  showLogin?: boolean;
}

/** The 403 view: shown when a permission check fails or a visitor is not signed in; the error screen's style. */
export function ForbiddenPage({
  message = MESSAGES.notAuthorized,
  fullScreen = false,
  showLogin = false,
}: ForbiddenPageProps) {
  return (
    <StatusScreen
      icon={ShieldX}
      tone="warning"
      codeLine="Error: 403"
      title={message}
      message={
        showLogin
          ? "Log in with an account that may open this page."
          : "Your account does not have the permission this page needs."
      }
      action={errorForStatus(403).action}
      fullScreen={fullScreen}
    >
      <a href="/" className={buttonVariants({ variant: showLogin ? "outline" : "default" })}>
        <Home aria-hidden="true" />
        Go to Homepage
      </a>
      {showLogin && (
        <a href="/login" className={buttonVariants({ variant: "default" })}>
          <LogIn aria-hidden="true" />
          Log in
        </a>
      )}
    </StatusScreen>
  );
}
