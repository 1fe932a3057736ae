import { checkPermission, type PermissionCheck } from "@screens/domain/permissions";
import type { ReactNode } from "react";
import { ErrorScreen } from "@/components/feedback/error-screen";
import { ForbiddenPage } from "@/components/feedback/forbidden-page";
import { LoadingScreen } from "@/components/feedback/loading-screen";
import { useAuth } from "@/features/auth/auth-context";

export interface PageProps {
  /** Required permission, e.g. "quote.r" or "admin.r, quote.c" (product rule R2). */
  permission?: PermissionCheck;
  /** Extra gate besides permissions (e.g. role id 3 or lower). */
  allowed?: boolean;
  loading?: boolean;
  loadingMessage?: string;
  /** HTTP status of a failed load; shows the error-code view. */
  error?: number | null;
  children: ReactNode;
}

/**
 * The panel's page wrapper: checks the permission first (403 view when it fails), then shows a loader
 * while loading, the error-code view when an error is set, and otherwise the page.
 */
export function Page({
  permission,
  allowed = true,
  loading = false,
  loadingMessage,
  error,
  children,
}: PageProps) {
  const { agent } = useAuth();
  if (!agent || !allowed || (permission !== undefined && !checkPermission(agent.permissions, permission))) {
    return <ForbiddenPage showLogin={!agent} />;
  }
  if (loading) return <LoadingScreen fullScreen={false} message={loadingMessage} />;
  if (error !== null && error !== undefined) return <ErrorScreen code={error} fullScreen={false} />;
  return <>{children}</>;
}

/** Same check as <Page> for code that must not even start loading without permission. */
export function usePermission(permission: PermissionCheck): boolean {
  const { agent } = useAuth();
  return agent !== null && checkPermission(agent.permissions, permission);
}
