import { isDealerRole } from "@screens/domain/roles";
import { RECORD_STATUS } from "@screens/domain/status";
import { useQuery } from "@tanstack/react-query";
import { UsersRound } from "lucide-react";
import { Select } from "@/components/ui/select";
import { fullName } from "@/lib/format";
import { useTRPC } from "@/lib/trpc";
import type { OwnerChoice } from "./owner-filter";

/**
 * The quotes list's owner filter (docs/decisions/157-quote-owner.md): all quotes, my quotes, or, for a
 * dealer's users, one colleague's. Staff choose between all and their own: the dealers' teams are theirs.
 */
export function OwnerFilterSelect({
  agent,
  value,
  onChange,
}: {
  agent: { id: number; role_id: number };
  value: OwnerChoice;
  onChange: (choice: OwnerChoice) => void;
}) {
  const trpc = useTRPC();
  const dealerUser = isDealerRole(agent.role_id);
  const team = useQuery(
    trpc.users.list.queryOptions(
      { limit: 200, sort: "first_name" },
      { enabled: dealerUser, staleTime: 60_000 },
    ),
  );
  const colleagues = (team.data ?? []).filter(
    (user) => user.id !== agent.id && user.status === RECORD_STATUS.ACTIVE,
  );
  // A colleague chosen by address but not (yet) in the list still shows as chosen.
  const known = value === "all" || value === "mine" || colleagues.some((user) => String(user.id) === value);
  return (
    <div className="relative basis-full sm:basis-auto sm:w-52">
      <UsersRound
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 z-10 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Select
        aria-label="Owner"
        className="pl-9"
        value={value}
        onChange={(event) => onChange(event.target.value as OwnerChoice)}
      >
        <option value="all">All quotes</option>
        <option value="mine">My quotes</option>
        {colleagues.length > 0 && (
          <optgroup label="By owner">
            {colleagues.map((user) => (
              <option key={user.id} value={String(user.id)}>
                {fullName(user)}
              </option>
            ))}
          </optgroup>
        )}
        {!known && <option value={value}>Another owner</option>}
      </Select>
    </div>
  );
}
