import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession, mockTrpc } from "@/test/trpc";
import AccountPage from "./account-page";

describe("account page (the permission check comes before loading, product rule R38)", () => {
  it("shows 403 to a dealer's user and never asks the server for the account", async () => {
    mockSession(makeAgent({ role_id: 4 }));
    const calls = mockTrpc({ "accounts.get": { data: { id: 2 } } });
    const { queryClient } = renderWithProviders(<AccountPage />, {
      path: "/panel/accounts/2",
      route: "/panel/accounts/:id",
    });
    expect(await screen.findByText("Error: 403")).toBeInTheDocument();
    // Every request the page started has been answered (msw records a call when it receives it).
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(calls.map((call) => call.path)).not.toContain("accounts.get");
  });
});
