import type { Request } from "express";
import { addressKey } from "../http/rate-limit.js";

/** The longest user agent kept with a session: enough to name the device (decision 142). */
const USER_AGENT_MAX = 512;

/** Who sends a request: the address its attempts count under (decision 005) and its user agent. */
export interface ClientInfo {
  address: string;
  userAgent: string | null;
}

export function clientOf(req: Request): ClientInfo {
  const agent = req.get("user-agent");
  return { address: addressKey(req), userAgent: agent ? agent.slice(0, USER_AGENT_MAX) : null };
}

/** A caller in process (tests, scripts): one address of its own. */
export const IN_PROCESS_CLIENT: ClientInfo = { address: "in-process", userAgent: null };
