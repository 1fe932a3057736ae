import { HOUSING_RECOMMEND_MESSAGE, HOUSING_REQUIRE_MESSAGE, priceConfiguration } from "@screens/pricing";
import { defaultConfiguration, type Configuration } from "@screens/pricing/configuration";
import { defaultPriceBook } from "@screens/pricing/price-book";
import { formatUSD } from "@screens/pricing/money";
import { errorForStatus, MESSAGES } from "@screens/domain/messages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import ConfigurationEditorPage from "./configuration-editor-page";
import { mockEditor, renderRoutes, serverRow, type EditorSetup } from "./test-utils";

const ROUTES = [{ path: "/panel/configurations/:id", element: <ConfigurationEditorPage /> }];

async function openEditor(setup: EditorSetup = {}) {
  const calls = mockEditor(setup);
  const user = userEvent.setup();
  const view = renderRoutes(ROUTES, "/panel/configurations/42");
  await screen.findByRole("form", { name: "Configuration" });
  return { user, calls, ...view };
}

/** Within the form: the pricing summary names the fields that need attention too. */
const inForm = () => within(screen.getByRole("form", { name: "Configuration" }));
const exact = (label: string | RegExp) =>
  typeof label === "string" ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\*?$`) : label;
const field = (label: string | RegExp) => screen.getByLabelText(exact(label), { selector: "select,input" });
/** A read-only unit's value as text (decision 199): the <dd> after the field's <dt>. */
const valueOf = (label: string) =>
  screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent ?? null;
/** A read-only unit reads as a document: no control on its form. */
const controlsOnForm = () =>
  screen.getByRole("form", { name: "Configuration" }).querySelectorAll("input, select, textarea").length;
const queryField = (label: string | RegExp) =>
  screen.queryByLabelText(exact(label), { selector: "select,input" });
const optionValues = (label: string | RegExp) =>
  Array.from((field(label) as HTMLSelectElement).options)
    .filter((o) => o.value !== "")
    .map((o) => o.value);
const enabledOptionValues = (label: string | RegExp) =>
  Array.from((field(label) as HTMLSelectElement).options)
    .filter((o) => o.value !== "" && !o.disabled)
    .map((o) => o.value);

async function setWidth(user: ReturnType<typeof userEvent.setup>, inches: string, label: string = "Width") {
  const input = field(label);
  await user.clear(input);
  await user.type(input, inches);
  await user.tab();
}

/** Product rules R14-R18 and R57-R65 (docs/pricing.md "Rules"), one line each: the action and its visible effect. */
const RULES: {
  rule: string;
  setup?: EditorSetup;
  run: (user: ReturnType<typeof userEvent.setup>) => void | Promise<void>;
}[] = [
  {
    rule: "the motor section shows with the motor tube or the housing; brand and type only with the tube (product rule R57)",
    run: async (user) => {
      expect(field("Motor brand")).toBeInTheDocument();
      await user.click(screen.getByRole("switch", { name: /^Motor and tube/ }));
      expect(queryField("Motor brand")).toBeNull();
      expect(queryField("Motor type")).toBeNull();
      expect(field("Motor side")).toBeInTheDocument();
      await user.click(screen.getByRole("switch", { name: /^Housing$/ }));
      expect(queryField("Motor side")).toBeNull();
      expect(screen.queryByRole("heading", { name: "Motor" })).toBeNull();
    },
  },
  {
    rule: "motor side shows only with the housing (product rule R57)",
    run: async (user) => {
      await user.click(screen.getByRole("switch", { name: /^Housing$/ }));
      expect(queryField("Motor side")).toBeNull();
      expect(field("Motor brand")).toBeInTheDocument();
    },
  },
  {
    rule: "type and cord choices depend on the brand (alpha) (product rule R58)",
    run: async (user) => {
      await user.selectOptions(field("Motor brand"), "alpha");
      expect(optionValues("Motor type")).toEqual(["pro", "proOverdrive", "proSolar"]);
      expect(optionValues("Motor cord")).toEqual([
        "pigtail6ft",
        "molded32ft",
        "molded19ft",
        "moldedBlack32ft",
      ]);
    },
  },
  {
    rule: "type and cord choices depend on the brand (somfy) (product rule R58)",
    setup: { config: { motor_brand: "alpha", motor_type: "pro", motor_cord: "pigtail6ft" } },
    run: async (user) => {
      await user.selectOptions(field("Motor brand"), "somfy");
      expect(optionValues("Motor type")).toEqual(["rts", "hardwired", "autoSun"]);
      expect(optionValues("Motor cord")).toEqual(["pigtail10ft", "pigtail24ft"]);
    },
  },
  {
    rule: "a select value not in the new options is reset (motor type after a brand change), required mark and message once touched (product rules R18, R65)",
    run: async (user) => {
      await user.selectOptions(field("Motor brand"), "alpha");
      expect((field("Motor type") as HTMLSelectElement).value).toBe("");
      expect(inForm().getByText("Motor type").parentElement).toHaveTextContent("*");
      expect(screen.queryByText(/This field is required/)).toBeNull();
      await user.click(field("Motor type"));
      await user.tab();
      expect(field("Motor type")).toHaveAttribute("aria-invalid", "true");
      expect(screen.getAllByText("This field is required.").length).toBeGreaterThan(0);
    },
  },
  {
    rule: "retention left and right show (required) only when the type is varies, and are cleared otherwise (product rule R59)",
    run: async (user) => {
      expect(queryField("Left retention")).toBeNull();
      await user.selectOptions(field("Retention type"), "varies");
      expect(field("Left retention")).toHaveAttribute("aria-required", "true");
      expect(inForm().getByText("Left retention").parentElement).toHaveTextContent("*");
      expect(inForm().getByText("Right retention").parentElement).toHaveTextContent("*");
      await user.selectOptions(field("Left retention"), "surface");
      await user.selectOptions(field("Retention type"), "recessed");
      expect(queryField("Left retention")).toBeNull();
      await user.selectOptions(field("Retention type"), "varies");
      expect((field("Left retention") as HTMLSelectElement).value).toBe("");
    },
  },
  {
    rule: "buildout fields reset when the buildout is not included (product rule R60)",
    run: async (user) => {
      expect(queryField("Buildout material")).toBeNull();
      await user.click(screen.getByRole("switch", { name: /^Buildout/ }));
      await user.selectOptions(field("Buildout material"), "tube_2x2");
      await user.click(screen.getByRole("switch", { name: /^Buildout/ }));
      expect(queryField("Buildout material")).toBeNull();
      await user.click(screen.getByRole("switch", { name: /^Buildout/ }));
      expect((field("Buildout material") as HTMLSelectElement).value).toBe("");
    },
  },
  {
    rule: "Complete Unit is on only with all five assemblies; buildout does not count (product rule R17)",
    run: async (user) => {
      const complete = screen.getByRole("switch", { name: /^Complete Unit/ });
      expect(complete).toBeChecked();
      await user.click(screen.getByRole("switch", { name: /^Buildout/ }));
      expect(complete).toBeChecked();
      await user.click(screen.getByRole("switch", { name: /^Hem bar/ }));
      expect(complete).not.toBeChecked();
      await user.click(complete);
      expect(screen.getByRole("switch", { name: /^Hem bar/ })).toBeChecked();
    },
  },
  {
    rule: "rotation is forced on when the height exceeds the usable fabric width and the width fits (product rule R16)",
    run: async (user) => {
      await setWidth(user, "130", "Height");
      const rotation = field("Fabric rotation") as HTMLSelectElement;
      expect(rotation.value).toBe("true");
      expect(rotation).toBeDisabled();
      expect(screen.getByText(/Rotated automatically/)).toBeInTheDocument();
    },
  },
  {
    rule: "rotation is editable only when possible: not when the width exceeds the usable width (product rule R16)",
    run: async (user) => {
      expect(field("Fabric rotation")).toBeEnabled();
      await setWidth(user, "130");
      expect(field("Fabric rotation")).toBeDisabled();
    },
  },
  {
    rule: "with a patterned fabric rotation is 'n/a' (product rule R16)",
    setup: { config: { fabric_collection: "textilene90", fabric_color: "tweed_black" } },
    run: () => {
      const rotation = field("Fabric rotation") as HTMLSelectElement;
      expect(rotation.value).toBe("n/a");
      expect(rotation).toBeDisabled();
      expect(screen.getByText(/Patterned fabric/)).toBeInTheDocument();
    },
  },
  {
    rule: "clear window forces the seam to 'na', only jumbo housing and only its fabric (product rule R62)",
    run: async (user) => {
      expect(optionValues("Fabric collection")).not.toContain("clear_view_30");
      await user.click(screen.getByRole("switch", { name: /^Clear window/ }));
      expect((field("Seam") as HTMLSelectElement).value).toBe("na");
      expect(field("Seam")).toBeDisabled();
      expect((field("Housing type") as HTMLSelectElement).value).toBe("jumbo");
      expect(optionValues("Housing type")).toEqual(["jumbo"]);
      expect(optionValues("Fabric collection")).toEqual(["clear_view_30"]);
      expect(field("Top mullion height")).toBeInTheDocument();
    },
  },
  {
    rule: "seam location options are enabled when a seam is required (product rule R63)",
    setup: { config: { unit_width_in: 200, unit_height_in: 130 } },
    run: () => {
      expect(enabledOptionValues("Seam")).toEqual(["high", "low", "specify"]);
      expect(screen.getByText("Seam").parentElement).toHaveTextContent("*");
    },
  },
  {
    rule: "options marked not enabled are disabled (track retention, mini hem bar) (product rule R64)",
    run: () => {
      expect(optionValues("Retention type")).toContain("track");
      expect(enabledOptionValues("Retention type")).not.toContain("track");
      expect(enabledOptionValues("Hem bar type")).not.toContain("mini");
    },
  },
  {
    rule: "width 32 to 300 in (product rule R14)",
    run: async (user) => {
      await setWidth(user, "20");
      expect(screen.getByText("Width must be between 32 and 300 in.")).toBeInTheDocument();
      await setWidth(user, "301");
      expect(screen.getByText("Width must be between 32 and 300 in.")).toBeInTheDocument();
    },
  },
  {
    rule: "height 24 to 240 in (product rule R14)",
    run: async (user) => {
      await setWidth(user, "241", "Height");
      expect(screen.getByText("Height must be between 24 and 240 in.")).toBeInTheDocument();
    },
  },
  {
    rule: "with clear window: width 37 to 192, height 73 to 144 (product rule R14)",
    setup: { config: { included_clear_window: true, unit_height_in: 100 } },
    run: async (user) => {
      await setWidth(user, "200");
      expect(screen.getByText("With clear window, width must be between 37 and 192 in.")).toBeInTheDocument();
      await setWidth(user, "150", "Height");
      expect(
        screen.getByText("With clear window, height must be between 73 and 144 in."),
      ).toBeInTheDocument();
    },
  },
  {
    rule: "fraction precision is 1/16 in; the picker offers 0 to 15/16 (product rule R14)",
    run: async (user) => {
      const picker = screen.getByLabelText<HTMLSelectElement>("Width fraction");
      expect(Array.from(picker.options).map((o) => o.textContent)).toEqual([
        "0 in",
        "1/16 in",
        "1/8 in",
        "3/16 in",
        "1/4 in",
        "5/16 in",
        "3/8 in",
        "7/16 in",
        "1/2 in",
        "9/16 in",
        "5/8 in",
        "11/16 in",
        "3/4 in",
        "13/16 in",
        "7/8 in",
        "15/16 in",
      ]);
      await setWidth(user, "96.03");
      expect(screen.getByText("Must be a multiple of 1/16 in.")).toBeInTheDocument();
      await setWidth(user, "96");
      await user.selectOptions(picker, "15");
      expect(screen.queryByText("Must be a multiple of 1/16 in.")).toBeNull();
    },
  },
  {
    rule: "buildout quantity minimum 1, step 1 (product rule R61)",
    run: async (user) => {
      await user.click(screen.getByRole("switch", { name: /^Buildout/ }));
      const quantity = field("Quantity");
      expect(quantity).toHaveAttribute("min", "1");
      expect(quantity).toHaveAttribute("step", "1");
      await user.clear(quantity);
      await user.type(quantity, "0");
      await user.tab();
      expect(screen.getByText("Quantity must be a whole number of at least 1.")).toBeInTheDocument();
    },
  },
  {
    rule: "required selects carry a required mark (motor brand, type, side, cord, retention type and cap) (product rule R65)",
    run: () => {
      for (const label of [
        "Motor brand",
        "Motor type",
        "Motor side",
        "Motor cord",
        "Retention type",
        "Retention cap",
      ])
        expect(screen.getByText(label).parentElement).toHaveTextContent("*");
    },
  },
];

describe("configuration editor: the product rules of a unit's configuration, visibly", () => {
  it.each(RULES.map((r) => [r.rule, r] as const))("%s", async (_rule, { setup, run }) => {
    const { user } = await openEditor(setup);
    await run(user);
  });
});

describe("housing advice (product rule R15)", () => {
  it("over 18 ft with standard housing: the recommendation can be cancelled, Confirm switches to jumbo", async () => {
    const { user } = await openEditor();
    await setWidth(user, "240");
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent(HOUSING_RECOMMEND_MESSAGE);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect((field("Housing type") as HTMLSelectElement).value).toBe("standard");
    await setWidth(user, "241");
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Confirm" }));
    expect((field("Housing type") as HTMLSelectElement).value).toBe("jumbo");
  });

  it("over 21 ft: jumbo required, no cancel, switches to jumbo", async () => {
    const { user } = await openEditor();
    await setWidth(user, "264");
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent(HOUSING_REQUIRE_MESSAGE);
    expect(within(dialog).queryByRole("button", { name: "Cancel" })).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect((field("Housing type") as HTMLSelectElement).value).toBe("jumbo");
  });
});

describe("live price and Save", () => {
  it("prices in the browser with the server's book; after Save the server's figures are shown and equal", async () => {
    let saved: Configuration | null = null;
    const { user, calls } = await openEditor({
      extra: {
        "configurations.update": (input) => {
          const { id: _id, ...config } = input as Configuration & { id: number };
          saved = config;
          return { data: serverRow(defaultConfiguration(config), { id: 42, quote_id: 5 }) };
        },
      },
    });
    expect(screen.getByTestId("price-source")).toHaveTextContent("Saved price");
    await setWidth(user, "150");
    expect(screen.getByTestId("price-source")).toHaveTextContent("Live estimate");
    const live = priceConfiguration(defaultConfiguration({ unit_name: "Patio left", unit_width_in: 150 }), {
      priceBook: defaultPriceBook,
      markup: 1.43,
    });
    if (!live.ok) throw new Error("the test unit must be valid");
    const liveText = formatUSD(live.breakdown.unit_total);
    expect(screen.getByTestId("unit-total")).toHaveTextContent(liveText);
    expect(screen.getByTestId("customer-price")).toHaveTextContent(formatUSD(live.breakdown.customer_price));

    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(MESSAGES.updated)).toBeInTheDocument();
    expect(screen.getByTestId("price-source")).toHaveTextContent("Saved price");
    expect(screen.getByTestId("unit-total")).toHaveTextContent(liveText);
    expect(saved).not.toBeNull();
    expect(calls.some((c) => c.path === "configurations.update")).toBe(true);
    expect(calls.some((c) => c.path === "pricing.priceBook")).toBe(true);
  });

  it("Save with no change toasts 'No changes in data.' and sends nothing", async () => {
    const { user, calls } = await openEditor();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(MESSAGES.noChanges)).toBeInTheDocument();
    expect(calls.some((c) => c.path === "configurations.update")).toBe(false);
  });

  it("Save with problems marks the fields and sends nothing", async () => {
    const { user, calls } = await openEditor();
    await user.selectOptions(field("Motor brand"), "alpha");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/correct the highlighted fields/)).toBeInTheDocument();
    expect(field("Motor type")).toHaveAttribute("aria-invalid", "true");
    expect(calls.some((c) => c.path === "configurations.update")).toBe(false);
  });

  it("names the fields that need attention; each name, and Save, moves the focus to its field (product rule R51)", async () => {
    const { user } = await openEditor();
    await user.selectOptions(field("Motor brand"), "alpha");
    expect(await screen.findByTestId("unit-total-missing")).toHaveTextContent(/fields? needs? attention/);
    const named = screen.getByRole("list", { name: "Fields that need attention" });
    const names = within(named).getAllByRole("button");
    expect(names.length).toBeGreaterThan(0);
    await user.click(within(named).getByRole("button", { name: "Motor type" }));
    expect(field("Motor type")).toHaveFocus();
    expect(field("Motor type")).toHaveAttribute("aria-invalid", "true");
    // Save goes to the first one named, the highest on the form.
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(field(names[0]!.textContent)).toHaveFocus();
  });

  it("shows the manufacturer's list price to staff only", async () => {
    await openEditor({ roleId: 3 });
    expect(screen.getByTestId("list-price")).toBeInTheDocument();
  });

  it("dealers do not see the list price", async () => {
    await openEditor({ roleId: 6 });
    expect(screen.queryByTestId("list-price")).toBeNull();
    expect(screen.getByTestId("order-code").textContent).not.toBe("");
  });

  it("Duplicate toasts 'Duplicated successfully.' and opens the copy", async () => {
    const { user, router } = await openEditor({
      extra: { "configurations.duplicate": { data: { id: 43, quote_id: 5 } } },
    });
    await user.click(screen.getByRole("button", { name: "Duplicate" }));
    expect(await screen.findByText(MESSAGES.duplicated)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/configurations/43"));
  });
});

describe("editability by quote status and role (product rule R6)", () => {
  it("dealer at status 1: editable, Unit Contents and Save shown", async () => {
    await openEditor({ status: 1, roleId: 6 });
    expect(screen.getByRole("heading", { name: "Unit Contents" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save" })).toBeInTheDocument();
    expect(field("Motor brand")).toBeEnabled();
  });

  it("dealer at status 30: read-only, no Save, a prefilled contact-support e-mail", async () => {
    await openEditor({ status: 30, roleId: 6 });
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Unit Contents" })).toBeNull();
    // A document, not greyed-out controls (decision 199).
    expect(controlsOnForm()).toBe(0);
    expect(valueOf("Motor brand")).toMatch(/\w/);
    expect(valueOf("Unit name")).toBe("Patio left");
    const link = screen.getByRole("link", { name: /Contact customer support/ });
    const href = link.getAttribute("href") ?? "";
    expect(href.startsWith("mailto:customerservice@screenspanel.example?")).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf("?") + 1));
    const text = `${params.get("subject")}\n${params.get("body")}`;
    expect(text).toContain("Gulf Coast Shade & Screen");
    expect(text).toContain("Patio left");
    expect(text).toContain("Pending quote id: 5");
    expect(text).toContain(window.location.href);
    // Read-only: values, not a task — no required marks.
    expect(screen.getByText("Motor brand").parentElement).not.toHaveTextContent("*");
  });

  it("staff at status 30: editable with Save", async () => {
    await openEditor({ status: 30, roleId: 3 });
    expect(screen.getByRole("button", { name: "Save" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Contact customer support/ })).toBeNull();
  });

  it.each([
    [6, "dealer", true],
    [3, "staff", false],
  ] as const)(
    "status 50 (%s, %s): read-only, no Save; the ordered message for dealers only",
    async (roleId, _who, told) => {
      await openEditor({ status: 50, roleId });
      expect(screen.queryByText(MESSAGES.configurationOrdered) !== null).toBe(told);
      if (!told) expect(screen.getByText("Read-only")).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
      expect(screen.queryByRole("button", { name: "Duplicate" })).toBeNull();
      expect(controlsOnForm()).toBe(0);
      expect(valueOf("Width")).toMatch(/"$/);
    },
  );
});

describe("creation routes", () => {
  it("logs an error and shows 'Invalid server response' when the created unit has no id", async () => {
    const { default: NewConfigurationPage } = await import("./new-configuration-page");
    const { mockTrpc, signIn, makeAgent } = await import("./test-utils");
    signIn(makeAgent(6));
    mockTrpc({ "configurations.create": { data: { quote_id: 5 } } });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { router } = renderRoutes(
      [{ path: "/panel/quotes/:id/new-configuration", element: <NewConfigurationPage /> }],
      "/panel/quotes/5/new-configuration",
    );
    expect((await screen.findAllByText(MESSAGES.invalidServerResponse)).length).toBeGreaterThan(0);
    expect(error).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe("/panel/quotes/5/new-configuration");
    error.mockRestore();
  });

  it("a refusal shows the real status and the catalogue message, the server's words in the toast", async () => {
    const { default: NewConfigurationPage } = await import("./new-configuration-page");
    const { mockTrpc, signIn, makeAgent } = await import("./test-utils");
    signIn(makeAgent(6));
    mockTrpc({ "configurations.create": { error: 403, errors: ["The quote is locked."] } });
    renderRoutes(
      [{ path: "/panel/quotes/:id/new-configuration", element: <NewConfigurationPage /> }],
      "/panel/quotes/5/new-configuration",
    );
    expect(await screen.findByText("Error: 403")).toBeInTheDocument();
    expect(screen.getByText(errorForStatus(403).message)).toBeInTheDocument();
    expect(await screen.findByText("The quote is locked.")).toBeInTheDocument();
    expect(screen.queryByText("Error: 400")).toBeNull();
  });

  it.each(["/panel/quotes/5/new-configuration", "/panel/new-configuration/5"])(
    "%s creates a unit on the quote and opens it",
    async (path) => {
      const { default: NewConfigurationPage } = await import("./new-configuration-page");
      const { mockTrpc, signIn, makeAgent } = await import("./test-utils");
      signIn(makeAgent(6));
      const calls = mockTrpc({ "configurations.create": { data: { id: 77, quote_id: 5 } } });
      const { router } = renderRoutes(
        [
          { path: "/panel/quotes/:id/new-configuration", element: <NewConfigurationPage /> },
          { path: "/panel/new-configuration/:quoteId", element: <NewConfigurationPage /> },
        ],
        path,
      );
      await waitFor(() => expect(router.state.location.pathname).toBe("/panel/configurations/77"));
      expect(calls.find((c) => c.path === "configurations.create")?.input).toEqual({ quote_id: 5 });
    },
  );
});

describe("the dealer's price level and discount (decision 149)", () => {
  it("the live price and its bridge use the quote's terms: the level's factor, then the discount line", async () => {
    const terms = { level: "Premier", factor: 0.52, discount_pct: 5 };
    const { user } = await openEditor({
      extra: { "pricing.forQuote": { data: { version: defaultPriceBook.version, frozen: false, terms } } },
    });
    await setWidth(user, "150");
    const live = priceConfiguration(
      defaultConfiguration({ unit_name: "Patio left", unit_width_in: 150, included_retention: true }),
      { priceBook: defaultPriceBook, markup: 1.43, terms },
    );
    if (!live.ok) throw new Error("the test unit must be valid");
    expect(screen.getByTestId("unit-total")).toHaveTextContent(formatUSD(live.breakdown.unit_total));
    const bridge = screen.getByTestId("price-bridge");
    expect(bridge).toHaveTextContent("Premier level (× 0.52)");
    expect(bridge).toHaveTextContent("Dealer discount (5%)");
    expect(screen.getByTestId("bridge-dealer_discount")).toHaveTextContent(
      `−${formatUSD(live.breakdown.dealer_discount)}`,
    );
  });
});
