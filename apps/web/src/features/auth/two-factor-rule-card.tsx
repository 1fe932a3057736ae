import { MESSAGES } from "@screens/domain/messages";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Skeleton } from "@/components/ui/skeleton";
import { toastError, toastSuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";

/**
 * A company's rule that its admins sign in with an authenticator app (docs/decisions/141-two-factor-sign-in.md):
 * the manufacturer account's binds its admins (roles 1 and 2), a dealer's its dealer admins.
 */
export function TwoFactorRuleCard({
  company,
  id,
  editable,
}: {
  company: "account" | "dealer";
  id: number;
  editable: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const read = company === "account" ? trpc.security.accountTwoFactorRule : trpc.security.dealerTwoFactorRule;
  const rule = useQuery(read.queryOptions({ id }));
  const set = useMutation(
    (company === "account"
      ? trpc.security.setAccountTwoFactorRule
      : trpc.security.setDealerTwoFactorRule
    ).mutationOptions(),
  );
  const data = rule.data;
  const who = company === "account" ? "manufacturer admins" : "dealer admins";

  const change = async (required: boolean) => {
    try {
      const answer = await set.mutateAsync({ id, require_admin_two_factor: required });
      queryClient.setQueryData(read.queryKey({ id }), answer);
      toastSuccess(
        MESSAGES.updated,
        required
          ? `Two-factor sign-in is now required of ${who}. Those without it set it up at their next sign-in.`
          : `Two-factor sign-in is no longer required of ${who}.`,
      );
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-5 text-muted-foreground" />
          Sign-in security
        </CardTitle>
        <CardDescription>
          Require {who} to sign in with a code from an authenticator app as well as their password.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {!data ? (
          <Skeleton className="h-10 w-full" />
        ) : (
          <>
            <label className="flex items-start gap-3 text-sm">
              <Checkbox
                className="mt-0.5"
                checked={data.require_admin_two_factor}
                disabled={!editable || set.isPending}
                onChange={(event) => void change(event.target.checked)}
              />
              <span>
                <span className="font-medium">Require two-factor sign-in for admins</span>
                <span className="block text-muted-foreground">
                  Admins who have not set it up are asked to at their next sign-in.
                </span>
              </span>
            </label>
            <p className="text-sm text-muted-foreground">
              {data.admins_with_two_factor} of {data.admins} {data.admins === 1 ? "admin uses" : "admins use"}{" "}
              two-factor sign-in.
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
