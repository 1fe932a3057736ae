import { HOUSING_RECOMMEND_MESSAGE, HOUSING_REQUIRE_MESSAGE } from "@screens/pricing";
import { defaultConfiguration } from "@screens/pricing/configuration";
import { MESSAGES } from "@screens/domain/messages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { followDocumentNavigations } from "@/test/document-navigation";
import { server } from "@/test/server";
import ConfigurationEditorPage from "./configuration-editor-page";
import { LEAVE_CHANGES_MESSAGE, LEAVE_NEW_UNIT_MESSAGE, LEAVE_TITLE } from "./configuration-editor";
import { makeAgent, mockEditor, renderRoutes, serverRow, type Answer, type EditorSetup } from "./test-utils";
import { expectMarksOfSchema } from "@/test/required-marks";
import { LoginSchema } from "@screens/domain/validation";

/** Decisions 070-071: no phantom units, no lost edits. */

/** The documents the page loaded (every path change is one: lib/navigation.ts, decision 128). */
const documentLoads: string[] = [];
const ROUTES = [
  {
    element: <Outlet />,
    children: [
      {
        path: "/panel/configurations/:id",
        element: (
          <>
            {/* The side navigation's links are document links (reloadDocument). */}
            <a href="/panel/quotes">Quotes</a>
            <ConfigurationEditorPage />
          </>
        ),
      },
      { path: "/panel/*", element: <p>Another panel page</p> },
    ],
  },
];

async function openEditor(setup: EditorSetup = {}) {
  documentLoads.length = 0;
  const calls = mockEditor(setup);
  const user = userEvent.setup();
  const view = renderRoutes(ROUTES, "/panel/configurations/42", ["/panel/quotes/5"]);
  followDocumentNavigations(view.router, documentLoads);
  await screen.findByRole("form", { name: "Configuration" });
  return { user, calls, ...view };
}

const field = (label: string) =>
  screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}\\*?$`), { selector: "select,input" });

async function setWidth(user: ReturnType<typeof userEvent.setup>, inches: string) {
  await user.clear(field("Width"));
  await user.type(field("Width"), inches);
  await user.tab();
}

/** A save the server answers with the unit as sent (and saved). */
const saves: Answer = (input) => {
  const { id: _id, ...config } = input as Record<string, unknown>;
  return { data: serverRow(defaultConfiguration(config), { id: 42, quote_id: 5 }) };
};

function unload(): boolean {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe("an unsaved unit (decision 070)", () => {
  it("has no saved price: the live estimate shows, Save sends it even without changes", async () => {
    const { user, calls } = await openEditor({ unsaved: true, extra: { "configurations.update": saves } });
    expect(screen.getByText("This unit has not been saved yet.")).toBeInTheDocument();
    expect(screen.getByTestId("price-source")).toHaveTextContent("Live estimate");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(MESSAGES.updated)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === "configurations.update")).toHaveLength(1);
    expect(screen.getByTestId("price-source")).toHaveTextContent("Saved price");
    expect(unload(), "nothing left to lose").toBe(false);
  });

  it("leaving it asks, and confirming removes it from the quote", async () => {
    const { user, calls, router } = await openEditor({
      unsaved: true,
      extra: { "configurations.deactivate": { data: { id: 42 } } },
    });
    await user.click(screen.getByRole("button", { name: "Back to quote" }));
    const dialog = await screen.findByRole("alertdialog", { name: LEAVE_TITLE });
    expect(dialog).toHaveTextContent(LEAVE_NEW_UNIT_MESSAGE);
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/quotes/5"));
    expect(calls.filter((c) => c.path === "configurations.deactivate")).toEqual([
      { path: "configurations.deactivate", input: { id: 42 } },
    ]);
    expect(documentLoads).toHaveLength(1);
  });
});

describe("leaving with unsaved changes asks first", () => {
  it("Back to quote: Cancel stays (focus back on the control), Confirm leaves with one document load", async () => {
    const { user, router, calls } = await openEditor();
    await user.clear(field("Unit name"));
    await user.type(field("Unit name"), "Pool side");
    const back = screen.getByRole("button", { name: "Back to quote" });
    await user.click(back);
    const dialog = await screen.findByRole("alertdialog", { name: LEAVE_TITLE });
    expect(dialog).toHaveTextContent(LEAVE_CHANGES_MESSAGE);
    expect(documentLoads, "the document load waits for the answer").toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(router.state.location.pathname).toBe("/panel/configurations/42");
    expect(field("Unit name").value).toBe("Pool side");
    await waitFor(() => expect(back).toHaveFocus());
    expect(documentLoads).toEqual([]);

    await user.click(back);
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/quotes/5"));
    expect(documentLoads).toHaveLength(1);
    // A saved unit with discarded changes stays on the quote.
    expect(calls.some((c) => c.path === "configurations.deactivate")).toBe(false);
  });

  it("a document link (the side navigation) asks instead of unloading the page", async () => {
    const { user, router } = await openEditor();
    await user.type(field("Unit name"), "x");
    await user.click(screen.getByRole("link", { name: "Quotes" }));
    const dialog = await screen.findByRole("alertdialog", { name: LEAVE_TITLE });
    expect(router.state.location.pathname).toBe("/panel/configurations/42");
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/quotes"));
    expect(documentLoads).toHaveLength(1);
  });

  it("closing the tab, reloading it or the browser's back and forward ask while there are changes, not once they are saved", async () => {
    const { user } = await openEditor({ extra: { "configurations.update": saves } });
    expect(unload()).toBe(false);
    await user.type(field("Unit name"), "x");
    expect(unload()).toBe(true);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(MESSAGES.updated)).toBeInTheDocument();
    expect(unload()).toBe(false);
  });

  it("without changes, Back to quote leaves at once", async () => {
    const { user, router } = await openEditor();
    await user.click(screen.getByRole("button", { name: "Back to quote" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/quotes/5"));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});

describe("housing advice and focus", () => {
  it("asks once per width value: declining 240 in does not come back on every blur", async () => {
    const { user } = await openEditor();
    await setWidth(user, "240");
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent(HOUSING_RECOMMEND_MESSAGE);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(field("Width")).toHaveFocus());

    await user.tab();
    await user.click(field("Width"));
    await user.tab();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(field("Housing type").value).toBe("standard");

    // Another width is another question.
    await setWidth(user, "241");
    expect(await screen.findByRole("alertdialog")).toHaveTextContent(HOUSING_RECOMMEND_MESSAGE);
  });

  it("after the required-jumbo dialog, focus is back on the width", async () => {
    const { user } = await openEditor();
    await setWidth(user, "264");
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent(HOUSING_REQUIRE_MESSAGE);
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(field("Width")).toHaveFocus());
    expect(field("Housing type").value).toBe("jumbo");
  });
});

describe("a session that expires while editing", () => {
  it("keeps the edits, signs in in place, then saves", async () => {
    let attempts = 0;
    const { user, calls } = await openEditor({
      extra: {
        "configurations.update": (input) => {
          attempts += 1;
          return attempts === 1 ? { error: 401, errors: [MESSAGES.notAuthorized] } : saves(input);
        },
      },
    });
    let signedIn: unknown;
    server.use(
      http.post("*/api/login", async ({ request }) => {
        signedIn = await request.json();
        return HttpResponse.json(makeAgent(6));
      }),
    );
    await user.clear(field("Unit name"));
    await user.type(field("Unit name"), "Pool side");
    await user.click(screen.getByRole("button", { name: "Save" }));

    const dialog = await screen.findByRole("dialog", { name: "Your session has expired" });
    expectMarksOfSchema(dialog, LoginSchema, { username: "Username or email", password: "Password" });
    expect(field("Unit name").value).toBe("Pool side");
    await user.type(within(dialog).getByLabelText(/^Password/), "Secret#123");
    await user.click(within(dialog).getByRole("button", { name: "Sign in and save" }));

    expect(await screen.findByText(MESSAGES.updated)).toBeInTheDocument();
    expect(signedIn).toMatchObject({ password: "Secret#123" });
    const sent = calls.filter((c) => c.path === "configurations.update");
    expect(sent).toHaveLength(2);
    expect(sent[1]?.input).toMatchObject({ id: 42, unit_name: "Pool side" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByTestId("price-source")).toHaveTextContent("Saved price");
  });
});

describe("clear window and title", () => {
  it("turning the clear window off gives back the fabric and housing it replaced", async () => {
    const { user } = await openEditor({ config: { fabric_collection: "nano97", fabric_color: "black" } });
    const before = { collection: field("Fabric collection").value, color: field("Fabric colour").value };
    const clearWindow = screen.getByRole("switch", { name: /^Clear window/ });
    await user.click(clearWindow);
    expect(field("Housing type").value).toBe("jumbo");
    await user.click(clearWindow);
    expect(field("Fabric collection").value).toBe(before.collection);
    expect(field("Fabric collection").value).not.toBe("");
    expect(field("Fabric colour").value).toBe(before.color);
    expect(field("Housing type").value).toBe("standard");
  });

  it("a unit loaded with a clear window gets a valid fabric when it is turned off", async () => {
    const { user } = await openEditor({ config: { included_clear_window: true } });
    await user.click(screen.getByRole("switch", { name: /^Clear window/ }));
    expect(field("Fabric collection").value).toBe(defaultConfiguration().fabric_collection);
    expect(field("Fabric colour").value).not.toBe("");
  });

  it("the page title follows the unit's name after a save", async () => {
    const { user } = await openEditor({ extra: { "configurations.update": saves } });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Patio left");
    await user.clear(field("Unit name"));
    await user.type(field("Unit name"), "Pool side");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Pool side"));
  });
});
