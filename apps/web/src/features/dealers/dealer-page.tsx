import { useMutation, useQuery } from "@tanstack/react-query";
import { DealerSchema } from "@screens/domain/validation";
import { isStaff, ROLE } from "@screens/domain/roles";
import type { TDealer } from "@screens/domain/schemas";
import { Eye, FilePlus2, UserPlus } from "lucide-react";
import { useMemo } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useAuth } from "@/features/auth/auth-context";
import { EntityForm } from "@/features/forms/entity-form";
import { DEALER_FIELDS, formValues } from "@/features/forms/field-sets";
import { ProfileHeader } from "@/features/forms/profile-header";
import { useSave } from "@/features/forms/use-save";
import { useDealerOrders, useDealerQuotes, useDealerUsers } from "@/features/lists/sources";
import { TabbedLists } from "@/features/lists/tabbed-lists";
import { OrdersTable, QuotesTable, UsersTable } from "@/features/lists/tables";
import { loadErrorStatus, useIdParam } from "@/features/lists/use-id-param";
import { BackButton } from "@/features/shell/back-button";
import { Page, usePermission } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";
import { formatDate } from "@/lib/format";
import { useInvalidates } from "@/lib/invalidate";
import { useTRPC, type RouterInputs } from "@/lib/trpc";
import { BrandingCard } from "./branding-card";
import { TwoFactorRuleCard } from "@/features/auth/two-factor-rule-card";
import { dealerLevelText, levelChoiceOf, levelIdOf, priceLevelField, ZPriceLevelChoice } from "./price-level";
import { SellingSettingsCard } from "./selling-settings-card";
import { SignatureSettingsCard } from "./signature-settings-card";
import { ServicesAndTaxCard } from "./services-and-tax-card";
import { useAppNavigate } from "@/lib/navigation";

function QuotesTab({ id }: { id: number }) {
  const navigate = useAppNavigate();
  const canCreate = usePermission("quote.c");
  return (
    <QuotesTable
      name="dealer_quotes"
      source={useDealerQuotes(id)}
      onCreate={canCreate ? () => void navigate(`/panel/dealers/${id}/new-quote`) : undefined}
    />
  );
}
function OrdersTab({ id }: { id: number }) {
  return <OrdersTable name="dealer_orders" source={useDealerOrders(id)} />;
}
function UsersTab({ id }: { id: number }) {
  const navigate = useAppNavigate();
  const canCreate = usePermission("user.c");
  return (
    <UsersTable
      name="dealer_users"
      source={useDealerUsers(id)}
      onCreate={canCreate ? () => void navigate(`/panel/dealers/${id}/new-user`) : undefined}
    />
  );
}

/** Staff choose the dealer's price level beside its discount (decision 149); the schema keeps it. */
/** The dealer's form: the level's select is the staff's only (their form always sends it). */
const DealerFormSchema = DealerSchema.extend({ price_level_id: ZPriceLevelChoice.optional() });

export function DealerDetailsForm({ dealer }: { dealer: TDealer }) {
  const trpc = useTRPC();
  const save = useSave();
  const invalidates = useInvalidates();
  const { agent } = useAuth();
  const staff = !!agent && isStaff(agent.role_id);
  const update = useMutation(trpc.dealers.update.mutationOptions(invalidates("dealers")));
  const levels = useQuery(trpc.priceBooks.levels.queryOptions({}, { enabled: staff }));
  const canEdit = usePermission("dealer.u");
  const fields = useMemo(() => {
    if (!staff) return DEALER_FIELDS;
    const at = DEALER_FIELDS.findIndex((field) => field.name === "discount") + 1;
    return [...DEALER_FIELDS.slice(0, at), priceLevelField(levels.data ?? []), ...DEALER_FIELDS.slice(at)];
  }, [staff, levels.data]);
  const values = useMemo(
    () => ({ ...formValues(dealer, fields), ...(staff ? { price_level_id: levelChoiceOf(dealer) } : {}) }),
    [dealer, fields, staff],
  );
  return (
    <Card className="p-5">
      <EntityForm
        schema={DealerFormSchema}
        fields={fields}
        values={values}
        mode="edit"
        editLabel={canEdit ? "Edit Dealer" : undefined}
        // The discount (and the level) are the manufacturer's to set; the server agrees.
        readOnlyFields={staff ? [] : ["discount"]}
        confirmSave
        onSubmit={async (_values, changed) => {
          const { price_level_id: level, ...rest } = changed;
          return (
            (await save(
              "update",
              () =>
                update.mutateAsync({
                  id: dealer.id,
                  ...(rest as Omit<RouterInputs["dealers"]["update"], "id">),
                  ...(level !== undefined ? { price_level_id: levelIdOf(level) } : {}),
                }),
              undefined,
              () => `${dealer.company_name}'s details are saved.`,
            )) !== null
          );
        }}
      />
    </Card>
  );
}

/** A staff member viewing a dealer sees the panel as that dealer would (product rule R38). */
export function MasqueradeBanner({ company }: { company: string }) {
  return (
    <div
      role="status"
      className="mb-4 flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-100 px-4 py-2.5 text-sm font-medium text-amber-900"
    >
      <Eye aria-hidden="true" className="size-4" />
      masquerading as {company}
    </div>
  );
}

/** The page's tabs in order (its route's loader prefetches the open one's list). */
export const DEALER_TABS = ["quotes", "orders", "users", "details"] as const;

export default function DealerPage() {
  const trpc = useTRPC();
  const id = useIdParam();
  const navigate = useAppNavigate();
  const { agent } = useAuth();
  // Nothing is loaded without the permission <Page> checks (product rule R38).
  const canRead = usePermission("dealer.r");
  const dealer = useQuery(trpc.dealers.get.queryOptions({ id }, { retry: false, enabled: canRead }));
  const canCreateCustomer = usePermission("customer.c");
  const canCreateQuote = usePermission("quote.c");
  // Quote branding: for who may update the dealer (its admin, manufacturer admins); the server agrees.
  const canBrand = usePermission("dealer.u");
  const data = dealer.data;
  return (
    <Page permission="dealer.r" loading={dealer.isPending} error={loadErrorStatus(dealer.error)}>
      {data && (
        <>
          {agent && isStaff(agent.role_id) && <MasqueradeBanner company={data.company_name} />}
          <PageHeader
            back={<BackButton />}
            title={data.company_name}
            description={`Dealer ${data.account_number}`}
            actions={
              <>
                {canCreateCustomer && (
                  <Button
                    variant="outline"
                    onClick={() => void navigate(`/panel/dealers/${id}/new-customer`)}
                  >
                    <UserPlus aria-hidden="true" />
                    Add Customer
                  </Button>
                )}
                {canCreateQuote && (
                  <Button onClick={() => void navigate(`/panel/dealers/${id}/new-quote`)}>
                    <FilePlus2 aria-hidden="true" />
                    New Quote
                  </Button>
                )}
              </>
            }
          />
          <ProfileHeader
            name={data.company_name}
            subtitle={[data.city, data.state, data.country].filter(Boolean).join(", ")}
            status={data.status}
            facts={[
              { label: "Price level", value: dealerLevelText(data) },
              { label: "Discount", value: `${data.discount}%` },
              { label: "Phone", value: data.phone },
              { label: "Dealer since", value: formatDate(data.created_at) },
            ]}
          />
          <TabbedLists
            context="dealer"
            label="Dealer"
            tabs={[
              { value: "quotes", label: "Quotes", render: () => <QuotesTab id={id} /> },
              { value: "orders", label: "Orders", render: () => <OrdersTab id={id} /> },
              { value: "users", label: "Users", render: () => <UsersTab id={id} /> },
              {
                value: "details",
                label: "Dealer Details",
                render: () => (
                  <div className="grid gap-6">
                    <DealerDetailsForm dealer={data} />
                    {canBrand && <BrandingCard dealer={data} />}
                    {canBrand && <TwoFactorRuleCard company="dealer" id={data.id} editable />}
                    <ServicesAndTaxCard
                      dealer={data}
                      editable={!!agent && (isStaff(agent.role_id) || agent.role_id === ROLE.DEALER_ADMIN)}
                    />
                    <SellingSettingsCard
                      dealer={data}
                      editable={!!agent && (isStaff(agent.role_id) || agent.role_id === ROLE.DEALER_ADMIN)}
                    />
                    <SignatureSettingsCard
                      dealer={data}
                      editable={!!agent && (isStaff(agent.role_id) || agent.role_id === ROLE.DEALER_ADMIN)}
                    />
                  </div>
                ),
              },
            ]}
          />
        </>
      )}
    </Page>
  );
}
