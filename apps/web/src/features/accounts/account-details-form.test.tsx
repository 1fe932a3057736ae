import type { TAccount } from "@screens/domain/schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession, mockTrpc } from "@/test/trpc";
import { AccountDetailsForm } from "./account-page";

const account: TAccount = {
  id: 2,
  account_number: "ACC-0002",
  company_name: "Solaris Screen Systems",
  email: "office@solaris.example",
  phone: "(813) 555-0100",
  address_1: "1 Factory Rd",
  address_2: null,
  city: "Tampa",
  state: "FL",
  zip_code: "33601",
  country: "USA",
  website: null,
  discount: 5,
  status: 1,
  created_at: "2026-01-01T00:00:00Z",
};

async function renderForm() {
  mockSession(makeAgent({ role_id: 1, id: 1 }));
  renderWithProviders(<AccountDetailsForm account={account} />);
  return screen.findByRole("button", { name: "Edit Account" });
}

describe("account details form", () => {
  it("is read-only until 'Edit Account'; Cancel resets and leaves edit mode", async () => {
    mockTrpc({});
    await userEvent.click(await renderForm());
    const company = screen.getByLabelText(/Company name/);
    expect(company).toBeEnabled();
    await userEvent.clear(company);
    await userEvent.type(company, "Changed Inc");
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByLabelText(/Company name/)).toBeDisabled();
    expect(screen.getByLabelText(/Company name/)).toHaveValue("Solaris Screen Systems");
    expect(screen.getByRole("button", { name: "Edit Account" })).toBeInTheDocument();
  });

  it("starts disabled", async () => {
    mockTrpc({});
    await renderForm();
    expect(screen.getByLabelText(/Company name/)).toBeDisabled();
    expect(screen.getByLabelText(/Email/)).toBeDisabled();
  });

  it("says 'No changes in data.' when nothing changed", async () => {
    const calls = mockTrpc({});
    await userEvent.click(await renderForm());
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("No changes in data.")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("asks for confirmation, then sends only the changed fields", async () => {
    const calls = mockTrpc({ "accounts.update": { data: { ...account, phone: "(813) 555-0199" } } });
    await userEvent.click(await renderForm());
    const phone = screen.getByLabelText(/Phone/);
    await userEvent.clear(phone);
    await userEvent.type(phone, "(813) 555-0199");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("Are you sure?")).toBeInTheDocument();
    expect(calls.some((call) => call.path === "accounts.update")).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(calls.some((call) => call.path === "accounts.update")).toBe(true));
    expect(calls.find((call) => call.path === "accounts.update")?.input).toEqual({
      id: 2,
      phone: "(813) 555-0199",
    });
    expect(await screen.findByText("Updated successfully.")).toBeInTheDocument();
  });

  it("shows the account form's messages once touched", async () => {
    mockTrpc({});
    await userEvent.click(await renderForm());
    await userEvent.clear(screen.getByLabelText(/Company name/));
    await userEvent.clear(screen.getByLabelText(/Email/));
    await userEvent.type(screen.getByLabelText(/Discount/), "{selectall}150");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("A company name must be entered")).toBeInTheDocument();
    expect(screen.getByText("An email must be entered")).toBeInTheDocument();
    expect(screen.getByText("Discount cannot exceed 100%")).toBeInTheDocument();
    expect(screen.getByLabelText(/Company name/)).toHaveAttribute("aria-invalid", "true");
  });

  it("shows the server's error in an Error toast", async () => {
    mockTrpc({ "accounts.update": { error: { status: 400, errors: ["email: already used"] } } });
    await userEvent.click(await renderForm());
    await userEvent.clear(screen.getByLabelText(/Email/));
    await userEvent.type(screen.getByLabelText(/Email/), "new@solaris.example");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Confirm" }),
    );
    expect(await screen.findByText("email: already used")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
  });
});
