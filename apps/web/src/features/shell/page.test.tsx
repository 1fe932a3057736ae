import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render-app";
import { server } from "@/test/server";
import { Page } from "./page";

function signIn(roleId: 1 | 4) {
  server.use(http.get("*/api/check-session", () => HttpResponse.json(makeAgent({ role_id: roleId }))));
}

describe("<Page> permission wrapper", () => {
  it("renders the page when every listed permission is granted", async () => {
    signIn(1);
    renderWithProviders(<Page permission="admin.r, quote.cr">Admin content</Page>);
    expect(await screen.findByText("Admin content")).toBeInTheDocument();
  });

  it("shows the 403 view when a permission is missing", async () => {
    signIn(4);
    renderWithProviders(<Page permission="admin.r">Admin content</Page>);
    expect(await screen.findByText("You are not authorized to view this page")).toBeInTheDocument();
    expect(screen.queryByText("Admin content")).not.toBeInTheDocument();
  });

  it("shows the 403 view to a visitor who is not signed in", async () => {
    renderWithProviders(<Page permission="quote.r">Quotes</Page>);
    expect(await screen.findByText("You are not authorized to view this page")).toBeInTheDocument();
  });

  it("shows a loader while loading and the error-code view when an error is set", async () => {
    signIn(4);
    const { unmount } = renderWithProviders(
      <Page permission="quote.r" loading loadingMessage="Loading quotes...">
        Quotes
      </Page>,
    );
    expect(await screen.findByText("Loading quotes...")).toBeInTheDocument();
    unmount();
    signIn(4);
    renderWithProviders(
      <Page permission="quote.r" error={404}>
        Quotes
      </Page>,
    );
    expect(await screen.findByText("Error: 404")).toBeInTheDocument();
    expect(screen.queryByText("Quotes")).not.toBeInTheDocument();
  });

  it("checks the permission before showing the loader", async () => {
    signIn(4);
    renderWithProviders(
      <Page permission="account.r" loading>
        Accounts
      </Page>,
    );
    expect(await screen.findByText("You are not authorized to view this page")).toBeInTheDocument();
  });
});
