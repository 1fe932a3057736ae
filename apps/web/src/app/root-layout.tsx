import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { ConfirmProvider } from "@/components/feedback/confirm-provider";
import { LoadingScreen } from "@/components/feedback/loading-screen";
import { AuthProvider } from "@/features/auth/auth-provider";

/** Everything that needs the router: the session, the confirmation dialog, lazy route loading. */
export function RootLayout() {
  return (
    <AuthProvider>
      <ConfirmProvider>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </ConfirmProvider>
    </AuthProvider>
  );
}
