import { canEditConfiguration } from "@screens/domain/quote-rules";
import { isApprovable } from "@screens/domain/lifecycle";
import { isStaff } from "@screens/domain/roles";
import { MESSAGES } from "@screens/domain/messages";
import { QUOTE_STATUS } from "@screens/domain/status";
import { CUSTOMER_SERVICE_EMAIL } from "@/lib/company";

export interface EditorAccess {
  editable: boolean;
  /** Save (and Duplicate) are offered only when the form is editable. */
  showSave: boolean;
  /** Why the form is read-only, if it is. */
  notice: "ordered" | "contact-support" | "read-only" | null;
}

/**
 * Product rule R6: editable at status 1; also for role_id 3 or lower unless the status is 50.
 * The rule itself is the domain's `canEditConfiguration` (the server enforces the same one).
 */
export function editorAccess(agent: { role_id: number; account_id: number | null } | null, status: number) {
  const editable = canEditConfiguration(agent, status);
  let notice: EditorAccess["notice"] = null;
  if (!editable) {
    // The ordered and the contact-support messages are for dealers or no agent; staff see
    // the plain read-only notice.
    const dealerSide = !agent || !isStaff(agent.role_id);
    if (status === QUOTE_STATUS.ORDERED && dealerSide) notice = "ordered";
    // 31 (Awaiting Payment) is awaiting approval too (product rule R8): the same contact-support message.
    else if (isApprovable(status) && dealerSide) notice = "contact-support";
    else notice = "read-only";
  }
  return { editable, showSave: editable, notice } satisfies EditorAccess;
}

export const ORDERED_MESSAGE = MESSAGES.configurationOrdered;

export interface SupportMailInput {
  dealerName: string;
  unitName: string;
  quoteId: number;
  quoteNumber?: string | null;
  configurationUrl: string;
}

export function supportMailSubject({ unitName, quoteId }: SupportMailInput): string {
  return `Change request: ${unitName || "unit"} on pending quote ${quoteId}`;
}

export function supportMailBody(input: SupportMailInput): string {
  return [
    "Hello,",
    "",
    "We would like to change a configuration on a quote that is awaiting approval.",
    "",
    `Dealer: ${input.dealerName}`,
    `Unit name: ${input.unitName}`,
    `Pending quote id: ${input.quoteId}${input.quoteNumber ? ` (${input.quoteNumber})` : ""}`,
    `Configuration: ${input.configurationUrl}`,
    "",
    "Requested change:",
    "",
    "Thank you.",
  ].join("\n");
}

/** The dealer's contact-support e-mail at status 30, prefilled. */
export function supportMailto(input: SupportMailInput): string {
  return `mailto:${CUSTOMER_SERVICE_EMAIL}?subject=${encodeURIComponent(supportMailSubject(input))}&body=${encodeURIComponent(supportMailBody(input))}`;
}
