import { ZDealerSignatureSettings } from "@screens/domain/schemas";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { makeAgent, makeDealer } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render-app";
import { expectMarksOfSchema } from "@/test/required-marks";
import { mockSession, mockTrpc } from "@/test/trpc";
import { SignatureSettingsCard } from "./signature-settings-card";

const dealer = makeDealer();

describe("signature settings", () => {
  it("a deposit's value, once a deposit is asked, is marked as the settings' schema requires (decision 193)", async () => {
    mockSession(makeAgent({ role_id: 4 }));
    mockTrpc({});
    renderWithProviders(<SignatureSettingsCard dealer={dealer} editable />);
    const kind = await screen.findByLabelText(/^Deposit on acceptance/);
    expect(screen.queryByLabelText(/^Deposit \(%\)/)).not.toBeInTheDocument();
    await userEvent.selectOptions(kind, "percent");
    expectMarksOfSchema(kind.closest("form")!, z.object(ZDealerSignatureSettings), {
      deposit_kind: "Deposit on acceptance",
      deposit_value: "Deposit (%)",
    });
  });
});
