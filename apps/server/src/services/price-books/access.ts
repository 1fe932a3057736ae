import { isStaff, ROLE, type Agent } from "@screens/domain";
import { forbidden } from "../../http/errors.js";

/** Manufacturer admins and super admins keep the price book (decision 148). */
export function assertKeepsPriceBook(agent: Agent): void {
  if (agent.role_id !== ROLE.SUPER_ADMIN && agent.role_id !== ROLE.MANUFACTURER_ADMIN)
    throw forbidden("Only the manufacturer's admins keep the price book.");
}

/** Every member of the manufacturer's staff reads versions, their changes and their impact (decision 148). */
export function assertReadsPriceBook(agent: Agent): void {
  if (!isStaff(agent.role_id)) throw forbidden("Only the manufacturer's staff read price book versions.");
}
