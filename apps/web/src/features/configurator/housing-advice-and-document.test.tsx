import { HOUSING_RECOMMEND_MESSAGE } from "@screens/pricing";
import { defaultConfiguration } from "@screens/pricing/configuration";
import { DECLINED_HOUSING_ADVICE_TITLE } from "@screens/domain/housing-advice";
import { MESSAGES } from "@screens/domain/messages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import ConfigurationEditorPage from "./configuration-editor-page";
import { mockEditor, renderRoutes, serverRow, type Answer, type EditorSetup } from "./test-utils";

/** Decisions 198 (a declined housing advice kept on the unit) and 199 (mullions drawn, a unit as a document). */

async function openEditor(setup: EditorSetup = {}) {
  const calls = mockEditor(setup);
  const user = userEvent.setup();
  renderRoutes(
    [{ path: "/panel/configurations/:id", element: <ConfigurationEditorPage /> }],
    "/panel/configurations/42",
  );
  await screen.findByRole("form", { name: "Configuration" });
  return { user, calls };
}

const field = (label: string) =>
  screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}\\*?$`), { selector: "select,input" });

/** The server's answer: the unit as sent, saved (and its declined advice kept as the server keeps it). */
const saves: Answer = (input) => {
  const { id: _id, ...config } = input as Record<string, unknown>;
  return { data: serverRow(defaultConfiguration(config), { id: 42, quote_id: 5 }) };
};

describe("a declined housing advice (decision 198)", () => {
  it("Save at 240 in with standard housing shows the advice first; Cancel saves as is and the unit keeps it", async () => {
    const { user, calls } = await openEditor({
      config: { housing_type: "standard", unit_width_in: 120 },
      extra: { "configurations.update": saves },
    });
    expect(screen.queryByTestId("declined-housing-advice")).toBeNull();
    // The width typed without leaving the field: only Save can show the advice.
    await user.clear(field("Width"));
    await user.type(field("Width"), "240");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent(HOUSING_RECOMMEND_MESSAGE);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText(MESSAGES.updated)).toBeInTheDocument();
    const sent = calls.filter((c) => c.path === "configurations.update");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.input).toMatchObject({ unit_width_in: 240, housing_type: "standard" });
    expect(await screen.findByTestId("declined-housing-advice")).toHaveTextContent(
      DECLINED_HOUSING_ADVICE_TITLE,
    );

    // Saved again at the same width: not asked again.
    await user.clear(field("Unit name"));
    await user.type(field("Unit name"), "Lanai");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.filter((c) => c.path === "configurations.update")).toHaveLength(2));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("Confirm switches to jumbo before saving: nothing is declined", async () => {
    const { user, calls } = await openEditor({
      config: { housing_type: "standard", unit_width_in: 120 },
      extra: { "configurations.update": saves },
    });
    await user.clear(field("Width"));
    await user.type(field("Width"), "240");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText(MESSAGES.updated)).toBeInTheDocument();
    expect(calls.find((c) => c.path === "configurations.update")!.input).toMatchObject({
      unit_width_in: 240,
      housing_type: "jumbo",
    });
    expect(screen.queryByTestId("declined-housing-advice")).toBeNull();
  });

  it("a submitted unit shows the declined advice to staff and to the dealer", async () => {
    for (const roleId of [3, 6] as const) {
      await openEditor({ status: 30, roleId, config: { housing_type: "standard", unit_width_in: 240 } });
      expect(screen.getByTestId("declined-housing-advice")).toHaveTextContent(DECLINED_HOUSING_ADVICE_TITLE);
      document.body.innerHTML = "";
    }
  });
});

describe("mullions and a unit that can no longer change (decision 199)", () => {
  const clearWindow = {
    included_clear_window: true,
    unit_width_in: 120,
    unit_height_in: 96,
    mullion_top_in: 12,
    mullion_bottom_in: 6,
    mullion_left_in: 4,
    mullion_right_in: 4,
    mullion_middle_in: 2,
  };

  it("draws the opening split by the mullions, with their sizes and the panes'", async () => {
    const { user } = await openEditor({ config: clearWindow });
    const diagram = screen.getByTestId("mullion-diagram");
    expect(within(diagram).getAllByTestId("mullion-pane")).toHaveLength(2);
    expect(diagram).toHaveTextContent('Top 12"');
    expect(diagram).toHaveTextContent('Middle 2"');
    // (120 - 4 - 4 - 2) / 2 = 55 in wide, 96 - 12 - 6 = 78 in high.
    expect(diagram).toHaveTextContent('2 panes, each 55" × 78"');
    // It follows the fields as they change.
    await user.clear(field("Middle mullion width"));
    await user.tab();
    expect(within(screen.getByTestId("mullion-diagram")).getAllByTestId("mullion-pane")).toHaveLength(1);
  });

  it("an ordered unit reads as a document: values as text, the diagram, no control", async () => {
    await openEditor({ status: 50, roleId: 6, config: clearWindow });
    const form = screen.getByRole("form", { name: "Configuration" });
    expect(form.querySelectorAll("input, select, textarea")).toHaveLength(0);
    const valueOf = (label: string) =>
      screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
    expect(valueOf("Width")).toBe('120"');
    expect(valueOf("Top mullion height")).toBe('12"');
    expect(valueOf("Left-middle mullion width")).toBe("None");
    expect(screen.getByTestId("mullion-diagram")).toHaveTextContent('2 panes, each 55" × 78"');
  });
});
