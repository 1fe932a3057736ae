import { MESSAGES } from "@screens/domain/messages";
import { useEffect, useRef } from "react";
import { LoadingScreen } from "@/components/feedback/loading-screen";
import { useAuth } from "./auth-context";

/** /logout: shows 'Logging you out...', ends the session, then the provider goes to /. */
export default function LogoutPage() {
  const { logout } = useAuth();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout();
  }, [logout]);
  return <LoadingScreen message={MESSAGES.loggingOut} />;
}
