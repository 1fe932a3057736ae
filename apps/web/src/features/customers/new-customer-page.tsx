import { useQuery } from "@tanstack/react-query";
import { LoadingScreen } from "@/components/feedback/loading-screen";
import { Card } from "@/components/ui/card";
import { useAuth } from "@/features/auth/auth-context";
import { useIdParam } from "@/features/lists/use-id-param";
import { BackButton } from "@/features/shell/back-button";
import { Page } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";
import { fullName } from "@/lib/format";
import { useTRPC } from "@/lib/trpc";
import { useAppNavigate } from "@/lib/navigation";
import { knownCountry, NewCustomerForm } from "./new-customer-form";

/** /panel/dealers/{id}/new-customer: customers start active (status 1). */
export default function NewCustomerPage() {
  const trpc = useTRPC();
  const dealerId = useIdParam();
  const navigate = useAppNavigate();
  // Country starts as the dealer's own: the signed-in dealer's (no request), else the route dealer's.
  const { agent } = useAuth();
  const own = agent?.dealer && agent.dealer.id === dealerId ? agent.dealer.country : undefined;
  const dealer = useQuery(
    trpc.dealers.get.queryOptions(
      { id: dealerId },
      { enabled: own === undefined && dealerId > 0, retry: false },
    ),
  );
  const waiting = own === undefined && dealerId > 0 && dealer.isLoading;
  const country = knownCountry(own) ?? knownCountry(dealer.data?.country) ?? "USA";
  return (
    <Page permission="customer.c">
      <PageHeader
        back={<BackButton />}
        title="New Customer"
        description="Customers are records kept by the dealer."
      />
      <Card className="p-5">
        {waiting ? (
          <LoadingScreen fullScreen={false} />
        ) : (
          <NewCustomerForm
            dealerId={dealerId}
            country={country}
            createdMessage={(customer) => `${fullName(customer)} is now one of your customers.`}
            onCancel={() => void navigate(-1)}
            onCreated={(customer) => void navigate(`/panel/customers/${customer.id}`)}
          />
        )}
      </Card>
    </Page>
  );
}
