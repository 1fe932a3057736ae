import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { emailChangeSentMessage } from "@screens/domain/schemas";
import { makeAgent } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession, mockTrpc } from "@/test/trpc";
import UserPage from "./user-page";

const rep = {
  id: 12,
  username: "ray_patel",
  email: "ray@example.com",
  first_name: "Ray",
  last_name: "Patel",
  phone: "(813) 555-0142",
  role_id: 6,
  status: 1,
  time_zone: null,
  account_id: null,
  dealer_id: 11,
  created_by: null,
  created_at: "2026-01-05T10:00:00.000Z",
  default_links: {},
  company_name: "Sunset Shades",
  // A change of address asked for earlier, still waiting for its link.
  pending_email: "ray@new.example",
};

describe("the user page's toast", () => {
  it("after changing only a username, says nothing of a confirmation e-mail", async () => {
    mockSession(makeAgent({ id: 3, role_id: 4, dealer_id: 11 }));
    const calls = mockTrpc({
      "users.get": { data: rep },
      "users.update": { data: { ...rep, username: "ray_p" } },
    });
    renderWithProviders(<UserPage />, { path: "/panel/users/12", route: "/panel/users/:id" });
    await userEvent.click(await screen.findByRole("button", { name: "Edit Profile" }));
    const username = await screen.findByLabelText(/Username/);
    await userEvent.clear(username);
    await userEvent.type(username, "ray_p");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Updated successfully.")).toBeInTheDocument();
    expect(screen.queryByText(emailChangeSentMessage("ray@new.example"))).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === "users.update")?.input).toEqual({ id: 12, username: "ray_p" });
  });
});
