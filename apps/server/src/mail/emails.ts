import type { RenderedEmail } from "./templates/render.js";
import type * as Templates from "./templates/all.js";

/**
 * The e-mail templates, loaded with the first e-mail a process writes: react-email's components and
 * renderer hold ~60 MB that a server which sends nothing should not (decision 124). Each function
 * has its template's signature.
 */
const templates = () => import("./templates/all.js");

type Name = keyof typeof Templates;
type Props<K extends Name> = Parameters<(typeof Templates)[K]>[0];

function lazyTemplate<K extends Name>(name: K) {
  return async (props: Props<K>): Promise<RenderedEmail> => {
    const render = (await templates())[name] as (props: Props<K>) => Promise<RenderedEmail>;
    return render(props);
  };
}

export const passwordResetEmail = lazyTemplate("passwordResetEmail");
export const orderShippedEmail = lazyTemplate("orderShippedEmail");
export const orderStatusChangedEmail = lazyTemplate("orderStatusChangedEmail");
export const quoteSentEmail = lazyTemplate("quoteSentEmail");
export const quoteReminderEmail = lazyTemplate("quoteReminderEmail");
export const quoteAcceptedEmail = lazyTemplate("quoteAcceptedEmail");
export const customerDecisionEmail = lazyTemplate("customerDecisionEmail");
export const quoteApprovedEmail = lazyTemplate("quoteApprovedEmail");
export const discountApprovalEmail = lazyTemplate("discountApprovalEmail");
export const paymentReceiptEmail = lazyTemplate("paymentReceiptEmail");
export const quoteSubmittedEmail = lazyTemplate("quoteSubmittedEmail");
export const quoteSubmittedDigestEmail = lazyTemplate("quoteSubmittedDigestEmail");
export const priceBookPublishedEmail = lazyTemplate("priceBookPublishedEmail");
export const emailChangeConfirmEmail = lazyTemplate("emailChangeConfirmEmail");
export const emailAddressInUseEmail = lazyTemplate("emailAddressInUseEmail");
export const newAccountConfirmEmail = lazyTemplate("newAccountConfirmEmail");
export const emailChangedNotice = lazyTemplate("emailChangedNotice");
