import { ROLE, type Agent } from "@screens/domain";
import { forbidden } from "../../http/errors.js";

/** Manufacturer admins and super admins keep the price book (decision 148). */
export function assertKeepsPriceBook(agent: Agent): void {
  if (agent.role_id !== ROLE.SUPER_ADMIN && agent.role_id !== ROLE.MANUFACTURER_ADMIN)
    throw forbidden("Only the manufacturer's admins keep the price book.");
}
