import type { Agent } from "@screens/domain/agent";
import { useAuth } from "@/features/auth/auth-context";
import { useAppNavigate } from "@/lib/navigation";

/**
 * A list's 'Add {item}' action (product rule R39: shown when creation is allowed): opens the signed-in
 * agent's creation page for it, or undefined (no button) when `pathFor` names none.
 */
export function useCreateAction(pathFor: (agent: Agent) => string | undefined): (() => void) | undefined {
  const { agent } = useAuth();
  const navigate = useAppNavigate();
  const path = agent ? pathFor(agent) : undefined;
  return path ? () => void navigate(path) : undefined;
}
