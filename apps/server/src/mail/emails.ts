import type { RenderedEmail } from "./templates/render.js";
import type * as Templates from "./templates/all.js";

/**
 * The e-mail templates, loaded with the first e-mail a process writes: react-email's components and
 * renderer hold ~60 MB that a server which sends nothing should not (decision 124). Each function
 * has its template's signature.
 */
const templates = () => import("./templates/all.js");

type Props<K extends keyof typeof Templates> = Parameters<(typeof Templates)[K]>[0];

export const passwordResetEmail = async (props: Props<"passwordResetEmail">): Promise<RenderedEmail> =>
  (await templates()).passwordResetEmail(props);
export const orderShippedEmail = async (props: Props<"orderShippedEmail">): Promise<RenderedEmail> =>
  (await templates()).orderShippedEmail(props);
export const orderStatusChangedEmail = async (
  props: Props<"orderStatusChangedEmail">,
): Promise<RenderedEmail> => (await templates()).orderStatusChangedEmail(props);
export const quoteSentEmail = async (props: Props<"quoteSentEmail">): Promise<RenderedEmail> =>
  (await templates()).quoteSentEmail(props);
export const customerDecisionEmail = async (props: Props<"customerDecisionEmail">): Promise<RenderedEmail> =>
  (await templates()).customerDecisionEmail(props);
export const quoteApprovedEmail = async (props: Props<"quoteApprovedEmail">): Promise<RenderedEmail> =>
  (await templates()).quoteApprovedEmail(props);
export const emailChangeConfirmEmail = async (
  props: Props<"emailChangeConfirmEmail">,
): Promise<RenderedEmail> => (await templates()).emailChangeConfirmEmail(props);
export const emailAddressInUseEmail = async (
  props: Props<"emailAddressInUseEmail">,
): Promise<RenderedEmail> => (await templates()).emailAddressInUseEmail(props);
export const newAccountConfirmEmail = async (
  props: Props<"newAccountConfirmEmail">,
): Promise<RenderedEmail> => (await templates()).newAccountConfirmEmail(props);
export const emailChangedNotice = async (props: Props<"emailChangedNotice">): Promise<RenderedEmail> =>
  (await templates()).emailChangedNotice(props);
