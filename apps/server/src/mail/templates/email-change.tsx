import { CallToAction, Details, EmailLayout, Paragraph } from "./layout.js";
import { renderEmail } from "./render.js";

/** E-mail changes are confirmed from the new address within this many hours (decision 086). */
export const EMAIL_CHANGE_LIFETIME_HOURS = 24;

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

/**
 * To the new address when it already belongs to an account: the person who asked learns it only by
 * reading this mailbox, never from the answer of the request (decision 086).
 */
export function EmailAddressInUseEmail({ forgotLink }: { forgotLink: string }) {
  return (
    <EmailLayout
      preview="This address already belongs to a Screens Panel account."
      sender="Screens Panel"
      heading="This address is already in use"
      footer="If you did not expect this e-mail, ignore it: nothing has changed."
    >
      <Paragraph>
        Someone asked to use this e-mail address for a Screens Panel account, but it already belongs to an
        account, so it was not changed. If that account is yours and you cannot sign in, you can choose a new
        password:
      </Paragraph>
      <CallToAction href={forgotLink}>Reset my password</CallToAction>
    </EmailLayout>
  );
}

export function emailAddressInUseEmail(props: { forgotLink: string }) {
  return renderEmail("Your e-mail address is already in use", <EmailAddressInUseEmail {...props} />);
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
