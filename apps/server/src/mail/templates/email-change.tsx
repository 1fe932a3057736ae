import { CallToAction, Details, EmailLayout, Paragraph } from "./layout.js";
import { renderEmail } from "./render.js";
import { EMAIL_CHANGE_LIFETIME_HOURS, NEW_ACCOUNT_LINK_LIFETIME_DAYS } from "../link-lifetimes.js";

export interface EmailChangeConfirmProps {
  firstName: string;
  newEmail: string;
  /** `{origin}/confirm-email/{token}` */
  link: string;
}

/** To the new address: the link that makes it the account's address. */
export function EmailChangeConfirmEmail({ firstName, newEmail, link }: EmailChangeConfirmProps) {
  return (
    <EmailLayout
      preview="Confirm your new e-mail address for the Screens Panel."
      sender="Screens Panel"
      heading="Confirm your new e-mail address"
      footer="If you did not expect this e-mail, ignore it: nothing changes until the link is opened."
    >
      <Paragraph>Hello {firstName},</Paragraph>
      <Paragraph>
        The e-mail address of your Screens Panel account is to become {newEmail}. Open this link within{" "}
        {EMAIL_CHANGE_LIFETIME_HOURS} hours to confirm it:
      </Paragraph>
      <CallToAction href={link}>Confirm my new address</CallToAction>
    </EmailLayout>
  );
}

export function emailChangeConfirmEmail(props: EmailChangeConfirmProps) {
  return renderEmail("Confirm your new Screens Panel e-mail address", <EmailChangeConfirmEmail {...props} />);
}

/** Why the address was asked for: a change of an account's address, or a new account (decision 088). */
export type AddressUse = "change" | "new_account";

/**
 * To the new address when it already belongs to an account: the person who asked learns it only by
 * reading this mailbox, never from the answer of the request (decisions 086, 088).
 */
export function EmailAddressInUseEmail({ forgotLink, use }: { forgotLink: string; use: AddressUse }) {
  return (
    <EmailLayout
      preview="This address already belongs to a Screens Panel account."
      sender="Screens Panel"
      heading="This address is already in use"
      footer="If you did not expect this e-mail, ignore it: nothing has changed."
    >
      <Paragraph>
        {use === "new_account"
          ? "An administrator created a new Screens Panel account with this e-mail address, but the address already belongs to an account, so the new account did not get it."
          : "Someone asked to use this e-mail address for a Screens Panel account, but it already belongs to an account, so it was not changed."}{" "}
        If that account is yours and you cannot sign in, you can choose a new password:
      </Paragraph>
      <CallToAction href={forgotLink}>Reset my password</CallToAction>
    </EmailLayout>
  );
}

export function emailAddressInUseEmail(props: { forgotLink: string; use: AddressUse }) {
  return renderEmail("Your e-mail address is already in use", <EmailAddressInUseEmail {...props} />);
}

export interface NewAccountConfirmProps {
  firstName: string;
  username: string;
  email: string;
  /** Who created the account: "Dana Dealer (Gulf Coast Shade & Screen)". */
  createdBy: string;
  /** Whether the administrator chose a password; without one the link also sets it (decision 159). */
  passwordGiven: boolean;
  /** `{origin}/confirm-email/{token}`, or without a password `{origin}/invitation/{token}`. */
  link: string;
}

/**
 * To a new user's address: welcome, who made the account, and the one link that makes it the
 * address and, when the administrator gave no password, lets the user choose theirs (decision 159).
 */
export function NewAccountConfirmEmail({
  firstName,
  username,
  email,
  createdBy,
  passwordGiven,
  link,
}: NewAccountConfirmProps) {
  return (
    <EmailLayout
      preview={
        passwordGiven
          ? "Welcome to the Screens Panel: confirm your e-mail address."
          : "Welcome to the Screens Panel: choose your password to get started."
      }
      sender="Screens Panel"
      heading="Welcome to the Screens Panel"
      footer="If you did not expect this e-mail, ignore it: the address is not used until the link is opened."
    >
      <Paragraph>Hello {firstName},</Paragraph>
      <Paragraph>
        {createdBy} created a Screens Panel account for you with this e-mail address.{" "}
        {passwordGiven
          ? `Open this link within ${NEW_ACCOUNT_LINK_LIFETIME_DAYS} days to confirm that the address is yours:`
          : `Open this link within ${NEW_ACCOUNT_LINK_LIFETIME_DAYS} days to confirm that the address is yours and choose your password:`}
      </Paragraph>
      <CallToAction href={link}>
        {passwordGiven ? "Confirm my e-mail address" : "Set my password"}
      </CallToAction>
      <Details
        rows={[
          ["Username", username],
          ["E-mail", email],
        ]}
      />
      <Paragraph>
        {passwordGiven
          ? "Sign in with your username and the password your administrator gave you; once the address is confirmed, you can sign in with it too."
          : "Then sign in with your username or this address and the password you chose."}
      </Paragraph>
    </EmailLayout>
  );
}

export function newAccountConfirmEmail(props: NewAccountConfirmProps) {
  return renderEmail(
    props.passwordGiven
      ? "Welcome to the Screens Panel: confirm your e-mail address"
      : "Welcome to the Screens Panel: set your password",
    <NewAccountConfirmEmail {...props} />,
  );
}

export interface EmailChangedNoticeProps {
  firstName: string;
  newEmail: string;
  /** Who asked for the change: the user themself or an administrator (by name). */
  changedBy: string;
  when: string;
}

/** To the old address once the change is confirmed: a takeover cannot happen unnoticed. */
export function EmailChangedNotice({ firstName, newEmail, changedBy, when }: EmailChangedNoticeProps) {
  return (
    <EmailLayout
      preview="The e-mail address of your Screens Panel account was changed."
      sender="Screens Panel"
      heading="Your e-mail address was changed"
      footer="If you did not ask for this change, contact your administrator or the manufacturer's customer service at once."
    >
      <Paragraph>Hello {firstName},</Paragraph>
      <Paragraph>
        The e-mail address of your Screens Panel account is now {newEmail}. Every signed-in session of the
        account has been signed out.
      </Paragraph>
      <Details
        rows={[
          ["Changed by", changedBy],
          ["When", when],
        ]}
      />
    </EmailLayout>
  );
}

export function emailChangedNotice(props: EmailChangedNoticeProps) {
  return renderEmail("Your Screens Panel e-mail address was changed", <EmailChangedNotice {...props} />);
}
