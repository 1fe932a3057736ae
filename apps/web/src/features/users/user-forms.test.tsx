import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession, mockTrpc } from "@/test/trpc";
import NewCustomerPage from "@/features/customers/new-customer-page";
import { DealerNewUserPage } from "./new-user-page";

describe("new user form", () => {
  it("shows every shared rule's message verbatim once touched or submitted", async () => {
    mockSession(makeAgent({ role_id: 4 }));
    mockTrpc({});
    renderWithProviders(<DealerNewUserPage />, {
      path: "/panel/dealers/11/new-user",
      route: "/panel/dealers/:id/new-user",
    });
    await userEvent.click(await screen.findByRole("button", { name: "Create User" }));
    expect(await screen.findByText("Username is required.")).toBeInTheDocument();
    expect(screen.getAllByText("Name is required.")).toHaveLength(2);
    expect(screen.getByText("Email is required.")).toBeInTheDocument();
    expect(screen.getByText("Phone number is required.")).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Username/), "a!");
    await userEvent.type(screen.getByLabelText(/First name/), "J");
    await userEvent.type(screen.getByLabelText(/Last name/), "D4");
    await userEvent.type(screen.getByLabelText(/Email/), "nope");
    await userEvent.type(screen.getByLabelText(/Phone/), "12");
    await userEvent.tab();
    expect(await screen.findByText("Username must be at least 3 characters long")).toBeInTheDocument();
    expect(screen.getByText("Name must be at least 2 characters long")).toBeInTheDocument();
    expect(screen.getByText("Name can only contain letters and spaces.")).toBeInTheDocument();
    expect(screen.getByText("Invalid email address.")).toBeInTheDocument();
    expect(screen.getByText("Phone number is not valid.")).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute("aria-invalid", "true");
  });

  it("creates a dealer user with role 4; 'Invalid server response' when no id comes back", async () => {
    mockSession(makeAgent({ role_id: 4 }));
    const calls = mockTrpc({ "users.create": { data: { username: "kim_lee" } } });
    renderWithProviders(<DealerNewUserPage />, {
      path: "/panel/dealers/11/new-user",
      route: "/panel/dealers/:id/new-user",
    });
    await userEvent.type(await screen.findByLabelText(/Username/), "Kim_Lee");
    await userEvent.type(screen.getByLabelText(/First name/), "Kim");
    await userEvent.type(screen.getByLabelText(/Last name/), "Lee");
    await userEvent.type(screen.getByLabelText(/Email/), "kim@example.com");
    await userEvent.type(screen.getByLabelText(/Phone/), "(813) 555-0142");
    await userEvent.click(screen.getByRole("button", { name: "Create User" }));
    expect(await screen.findByText("Invalid server response")).toBeInTheDocument();
    const input = calls.find((call) => call.path === "users.create")?.input as Record<string, unknown>;
    expect(input).toMatchObject({ username: "kim_lee", role_id: 4, dealer_id: 11, first_name: "Kim" });
  });
});

describe("new customer form", () => {
  it("shows the customer messages and creates with dealer_id and status 1", async () => {
    mockSession(makeAgent({ role_id: 4 }));
    const calls = mockTrpc({ "customers.create": { data: { id: 90 } } });
    renderWithProviders(<NewCustomerPage />, {
      path: "/panel/dealers/11/new-customer",
      route: "/panel/dealers/:id/new-customer",
    });
    await userEvent.click(await screen.findByRole("button", { name: "Create Customer" }));
    expect(await screen.findByText("Address 1 is required")).toBeInTheDocument();
    expect(screen.getByText("City is required")).toBeInTheDocument();
    expect(screen.getByText("State is required")).toBeInTheDocument();
    expect(screen.getByText("Zip code is required")).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/First name/), "Ana");
    await userEvent.type(screen.getByLabelText(/Last name/), "Rivera");
    await userEvent.type(screen.getByLabelText(/Email/), "ana@example.com");
    await userEvent.type(screen.getByLabelText(/Phone/), "813-555-0177");
    await userEvent.type(screen.getByLabelText(/Address 1/), "41 Palm Way");
    await userEvent.type(screen.getByLabelText(/City/), "Tampa");
    await userEvent.type(screen.getByLabelText(/State/), "FL");
    await userEvent.type(screen.getByLabelText(/Zip code/), "33602");
    await userEvent.click(screen.getByRole("button", { name: "Create Customer" }));
    await waitFor(() => expect(calls.some((call) => call.path === "customers.create")).toBe(true));
    expect(calls.find((call) => call.path === "customers.create")?.input).toMatchObject({
      dealer_id: 11,
      status: 1,
      first_name: "Ana",
      country: "USA",
    });
    expect(await screen.findByText("Created successfully.")).toBeInTheDocument();
  });
});

describe("new customer country", () => {
  it("starts as the dealer's own country", async () => {
    mockSession(
      makeAgent({ role_id: 4, dealer: { id: 11, company_name: "Maple Shades", country: "Canada" } }),
    );
    mockTrpc({});
    renderWithProviders(<NewCustomerPage />, {
      path: "/panel/dealers/11/new-customer",
      route: "/panel/dealers/:id/new-customer",
    });
    expect(await screen.findByLabelText(/Country/)).toHaveValue("Canada");
  });

  it("staff: the route dealer's country", async () => {
    mockSession(makeAgent({ role_id: 2 }));
    mockTrpc({
      "dealers.get": { data: { id: 12, company_name: "Cayman Shade", country: "Cayman Islands" } },
    });
    renderWithProviders(<NewCustomerPage />, {
      path: "/panel/dealers/12/new-customer",
      route: "/panel/dealers/:id/new-customer",
    });
    expect(await screen.findByLabelText(/Country/)).toHaveValue("Cayman Islands");
  });
});

describe("server field errors", () => {
  it("'field: message' shows under the field and in the Error toast", async () => {
    mockSession(makeAgent({ role_id: 4 }));
    mockTrpc({
      "users.create": { error: { status: 400, errors: ["username: This username is already taken."] } },
    });
    renderWithProviders(<DealerNewUserPage />, {
      path: "/panel/dealers/11/new-user",
      route: "/panel/dealers/:id/new-user",
    });
    await userEvent.type(await screen.findByLabelText(/Username/), "kim_lee");
    await userEvent.type(screen.getByLabelText(/First name/), "Kim");
    await userEvent.type(screen.getByLabelText(/Last name/), "Lee");
    await userEvent.type(screen.getByLabelText(/Email/), "kim@example.com");
    await userEvent.type(screen.getByLabelText(/Phone/), "(813) 555-0142");
    await userEvent.click(screen.getByRole("button", { name: "Create User" }));
    expect(await screen.findByText("This username is already taken.")).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveAttribute("aria-invalid", "true");
    expect(await screen.findByText("username: This username is already taken.")).toBeInTheDocument();
  });
});
