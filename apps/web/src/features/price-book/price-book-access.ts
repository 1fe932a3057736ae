import { isStaff, ROLE } from "@screens/domain/roles";
import { useAuth } from "@/features/auth/auth-context";

/**
 * Who may do what with the price book (docs/decisions/148-price-book-versions.md): the
 * manufacturer's admins and super admins keep it; the other staff read it. The server checks too.
 */
export function usePriceBookAccess(): { reads: boolean; keeps: boolean } {
  const { agent } = useAuth();
  if (!agent) return { reads: false, keeps: false };
  return {
    reads: isStaff(agent.role_id),
    keeps: agent.role_id === ROLE.SUPER_ADMIN || agent.role_id === ROLE.MANUFACTURER_ADMIN,
  };
}
