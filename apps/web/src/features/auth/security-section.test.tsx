import { ZPasswordConfirmedRequest } from "@screens/domain/schemas";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render-app";
import { expectMarksOfSchema } from "@/test/required-marks";
import { mockSession, mockTrpc } from "@/test/trpc";
import { ChangePasswordForm, SecuritySection } from "./security-section";

// The Security section's forms mark what their schemas require (decision 193).

const status = {
  two_factor: false,
  two_factor_since: null,
  recovery_codes_left: 0,
  two_factor_required: false,
  password_changed_at: null,
};

describe("Security section", () => {
  it("marks the change-password fields and the password step as their schemas require", async () => {
    mockSession(makeAgent({ id: 7 }));
    mockTrpc({ "security.get": { data: status }, "security.sessions": { data: [] } });
    renderWithProviders(<SecuritySection userId={7} />);
    const form = await screen.findByRole("form", { name: "Change password" });
    expectMarksOfSchema(form, ChangePasswordForm, {
      current_password: "Current password",
      password: "New password",
      confirm_password: "Confirm new password",
    });

    await userEvent.click(await screen.findByRole("button", { name: "Set up" }));
    const dialog = await screen.findByRole("dialog");
    expectMarksOfSchema(dialog, ZPasswordConfirmedRequest, { current_password: "Current password" });
  });
});
