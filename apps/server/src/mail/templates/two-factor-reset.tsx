import { Details, EmailLayout, Paragraph } from "./layout.js";
import { renderEmail } from "./render.js";

export interface TwoFactorResetProps {
  firstName: string;
  /** The administrator who reset it, by name and company. */
  resetBy: string;
  when: string;
}

/** To the user whose two-factor sign-in an administrator reset (decision 177): never unnoticed. */
export function TwoFactorResetNotice({ firstName, resetBy, when }: TwoFactorResetProps) {
  return (
    <EmailLayout
      preview="The two-factor sign-in of your Screens Panel account was reset."
      sender="Screens Panel"
      heading="Your two-factor sign-in was reset"
      footer="If you did not ask for this, contact your administrator or the manufacturer's customer service at once."
    >
      <Paragraph>Hello {firstName},</Paragraph>
      <Paragraph>
        An administrator removed the authenticator app and the recovery codes of your Screens Panel account,
        and every signed-in session of the account was signed out. Your password is unchanged. Set up an
        authenticator app again under Security on your own page (or at your next sign-in, where your company
        requires it).
      </Paragraph>
      <Details
        rows={[
          ["Reset by", resetBy],
          ["When", when],
        ]}
      />
    </EmailLayout>
  );
}

export function twoFactorResetEmail(props: TwoFactorResetProps) {
  return renderEmail("Your Screens Panel two-factor sign-in was reset", <TwoFactorResetNotice {...props} />);
}
