import { CallToAction, EmailLayout, Paragraph } from "./layout.js";
import { renderEmail } from "./render.js";

export interface PasswordResetProps {
  firstName: string;
  /** `{origin}/reset-password/{key}` */
  link: string;
}

/** The reset link of the forgot-password page (docs/security.md); valid one hour, once. */
export function PasswordResetEmail({ firstName, link }: PasswordResetProps) {
  return (
    <EmailLayout
      preview="Open the link within one hour to choose a new password."
      sender="Screens Panel"
      heading="Reset your password"
      footer="If you did not ask for this, you can ignore this e-mail: your password stays as it is."
    >
      <Paragraph>Hello {firstName},</Paragraph>
      <Paragraph>
        Someone (hopefully you) asked to reset the password of your Screens Panel account. Open this link
        within one hour to choose a new password:
      </Paragraph>
      <CallToAction href={link}>Choose a new password</CallToAction>
    </EmailLayout>
  );
}

export function passwordResetEmail(props: PasswordResetProps) {
  return renderEmail("Reset your Screens Panel password", <PasswordResetEmail {...props} />);
}
