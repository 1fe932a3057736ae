import type { TDealer } from "@screens/domain/schemas";
import { ZDealerSignatureSettings } from "@screens/domain/schemas";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { makeAgent } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render-app";
import { expectMarksOfSchema } from "@/test/required-marks";
import { mockSession, mockTrpc } from "@/test/trpc";
import { SignatureSettingsCard } from "./signature-settings-card";

const dealer: TDealer = {
  id: 11,
  account_id: 2,
  account_number: "D-000011",
  company_name: "Sunset Shades",
  email: "hello@sunset.example",
  phone: "(813) 555-0100",
  address_1: "1 Bay St",
  address_2: null,
  city: "Tampa",
  state: "FL",
  zip_code: "33606",
  country: "USA",
  website: null,
  discount: 0,
  can_create_dealers: false,
  quote_terms: "50% deposit.",
  quote_validity_days: 30,
  expiry_reminder: true,
  default_markup: 1.43,
  max_discount_sales_manager: 25,
  max_discount_representative: 10,
  max_discount_purchaser: 0,
  auto_submit_on_accept: false,
  deposit_kind: "none",
  deposit_value: 0,
  price_level_id: null,
  price_level: null,
  logo_updated_at: null,
  status: 1,
  created_by: 1,
  created_at: "2026-01-01T10:00:00Z",
};

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
