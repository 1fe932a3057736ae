import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";
import { server } from "@/test/server";
import { mockTrpc } from "@/test/trpc";
import type { Agent } from "@screens/domain/agent";

/** A panel path that reads nothing of its own (the panel's not-found page): these tests read the shell. */
const SHELL_ONLY = "/panel/no-such-screen";

function signIn(agent: Agent) {
  server.use(http.get("*/api/check-session", () => HttpResponse.json(agent)));
}

async function sideNavLabels() {
  const navs = await screen.findAllByRole("navigation", { name: "Main" });
  return within(navs[0]!)
    .getAllByRole("link")
    .map((link) => link.getAttribute("aria-label") ?? link.textContent);
}

describe("Panel shell", () => {
  // The header's bell asks for the unread count on every panel page.
  beforeEach(() => {
    mockTrpc({ "notifications.unreadCount": { data: { count: 0 } } });
  });

  it("shows every section to a super admin, with the account's company name", async () => {
    signIn(makeAgent({ role_id: 1 }));
    renderApp(SHELL_ONLY);
    expect(await sideNavLabels()).toEqual([
      "Home",
      "Accounts",
      "Dealers",
      "Users",
      "Customers",
      "Quotes",
      "Orders",
      "Reports",
      "Production",
      "Price book",
      "Audit",
      "E-mails",
      "Background jobs",
    ]);
    expect(screen.getAllByText("Screens Manufacturing").length).toBeGreaterThan(0);
  });

  it("the manufacturer's staff get E-mails (the failed e-mails to retry); a dealer admin's menu has Company settings", async () => {
    signIn(makeAgent({ role_id: 3 }));
    const { unmount } = renderApp(SHELL_ONLY);
    expect(await sideNavLabels()).toContain("E-mails");
    // The price book is the manufacturer's (decision 148): its staff read it, dealers never see it.
    expect(await sideNavLabels()).toContain("Price book");
    expect(await sideNavLabels()).not.toContain("Audit");
    // The background jobs are the admins' (decision 200): a manufacturer user has none.
    expect(await sideNavLabels()).not.toContain("Background jobs");
    unmount();
    signIn(makeAgent({ role_id: 4, dealer_id: 11 }));
    renderApp(SHELL_ONLY);
    expect(await sideNavLabels()).not.toContain("E-mails");
    expect(await sideNavLabels()).not.toContain("Price book");
    // The audit page is the admins' (decision 175): a dealer admin reads its own dealer's.
    expect(await sideNavLabels()).toContain("Audit");
    await userEvent.click(screen.getByRole("button", { name: /Account menu for/ }));
    expect(await screen.findByRole("menuitem", { name: "Company settings" })).toBeInTheDocument();
  });

  it("gives a dealer user their own Customers, hides Accounts and Dealers, and links Settings to the own user page", async () => {
    signIn(makeAgent({ role_id: 5, id: 42 }));
    renderApp(SHELL_ONLY);
    // A sales manager's Reports is the pipeline by rep (decision 158).
    expect(await sideNavLabels()).toEqual([
      "Home",
      "Users",
      "Customers",
      "Quotes",
      "Orders",
      "Balances",
      "Reports",
    ]);
    expect(screen.getAllByRole("link", { name: "Reports" })[0]).toHaveAttribute(
      "href",
      "/panel/reports/pipeline",
    );
    const settings = screen.getAllByRole("link", { name: "Settings" });
    for (const link of settings) expect(link).toHaveAttribute("href", "/panel/users/42");
    expect(screen.getAllByText("Sunset Shades").length).toBeGreaterThan(0);
  });

  it("on the own user page only Settings is current, not Users too (side and phone navigation)", async () => {
    signIn(makeAgent({ role_id: 5, id: 42 }));
    server.use(http.get("*/api/trpc/*", () => HttpResponse.json([{ result: { data: null } }])));
    renderApp("/panel/users/42");
    await screen.findAllByRole("navigation", { name: "Main" });
    const current = screen
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page")
      .map((link) => link.textContent);
    expect(current).toEqual(["Settings", "Settings"]);
  });

  it("shows Logout in the side navigation only when expanded; the account menu keeps it (product rule R43)", async () => {
    signIn(makeAgent({ role_id: 5 }));
    document.cookie = "panel_nav_collapsed=1; path=/";
    const { unmount } = renderApp(SHELL_ONLY);
    await screen.findAllByRole("navigation", { name: "Main" });
    expect(screen.getByRole("button", { name: "Expand navigation" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Logout" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /Account menu for/ }));
    expect(await screen.findByRole("menuitem", { name: "Logout" })).toBeInTheDocument();
    unmount();
    document.cookie = "panel_nav_collapsed=; max-age=0; path=/";
    renderApp(SHELL_ONLY);
    await screen.findAllByRole("navigation", { name: "Main" });
    expect(screen.getByRole("link", { name: "Logout" })).toHaveAttribute("href", "/logout");
  });

  it("reads 'Unknown company' without an account or dealer", async () => {
    signIn(makeAgent({ account: null, dealer: null }));
    renderApp(SHELL_ONLY);
    expect((await screen.findAllByText("Unknown company")).length).toBeGreaterThan(0);
  });

  it("offers the phone bar: Home, Quotes, Orders, Users, Settings, a dealer's Customers and the staff's Production", async () => {
    const phoneBar = async () => {
      const navs = await screen.findAllByRole("navigation", { name: "Main" });
      return within(navs[navs.length - 1]!)
        .getAllByRole("link")
        .map((link) => link.textContent);
    };
    signIn(makeAgent({ role_id: 3 }));
    const { unmount } = renderApp(SHELL_ONLY);
    expect(await phoneBar()).toEqual(["Home", "Quotes", "Orders", "Production", "Users", "Settings"]);
    unmount();
    signIn(makeAgent({ role_id: 7 })); // Dealer Purchaser: reads customers
    renderApp(SHELL_ONLY);
    expect(await phoneBar()).toEqual(["Home", "Quotes", "Customers", "Orders", "Users", "Settings"]);
  });

  it("redirects /panel to the dashboard", async () => {
    signIn(makeAgent());
    // The dashboard's own lists: answered (empty), so only the redirect is under test.
    mockTrpc({
      "notifications.unreadCount": { data: { count: 0 } },
      "quotes.pending": { data: [] },
      "orders.list": { data: [] },
    });
    const { router } = renderApp("/panel");
    await screen.findByRole("heading", { name: /welcome back, jane/i });
    expect(router.state.location.pathname).toBe("/panel/dashboard");
  });
});
