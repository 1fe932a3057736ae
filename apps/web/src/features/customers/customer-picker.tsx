import type { TCustomer } from "@screens/domain/schemas";
import { Check, ChevronsUpDown, UserPlus, UserX } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandSeparator,
} from "@/components/ui/command";
import { Dialog } from "@/components/ui/dialog";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { fullName } from "@/lib/format";
import { cn } from "@/lib/utils";
import { knownCountry, NewCustomerForm } from "./new-customer-form";

export type PickerCustomer = Pick<
  TCustomer,
  | "id"
  | "first_name"
  | "last_name"
  | "email"
  | "address_1"
  | "address_2"
  | "city"
  | "state"
  | "zip_code"
  | "country"
>;

/** The customer's postal address as the quote's shipping address: name, street, city line, country. */
export function shippingAddressOf(customer: PickerCustomer): string {
  const cityLine = [customer.city, [customer.state, customer.zip_code].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return [fullName(customer), customer.address_1, customer.address_2, cityLine, customer.country]
    .map((line) => line?.trim())
    .filter(Boolean)
    .join("\n");
}

export interface CustomerPickerProps {
  /** The chosen customer's id ("" for none). */
  value: string;
  customers: PickerCustomer[];
  onChoose: (customer: PickerCustomer | null) => void;
  /** The dealer a new customer is created under; null: no creating in place. */
  dealerId: number | null;
  /** The new customer's country to start with (the dealer's). */
  defaultCountry?: string | null;
  canCreate: boolean;
  disabled?: boolean;
  id?: string;
}

/**
 * The quote form's customer field (decision 082): a searchable list of the dealer's active
 * customers, "No customer", and "New customer..." which creates one in place and chooses it.
 */
export function CustomerPicker({
  value,
  customers,
  onChoose,
  dealerId,
  defaultCountry,
  canCreate,
  disabled,
  id,
}: CustomerPickerProps) {
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const chosen = customers.find((customer) => String(customer.id) === value);
  const choose = (customer: PickerCustomer | null) => {
    onChoose(customer);
    setOpen(false);
  };
  return (
    <>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            id={id}
            type="button"
            variant="outline"
            role="combobox"
            aria-expanded={open}
            disabled={disabled}
            className="w-full min-w-0 justify-between font-normal"
          >
            <span className={cn("truncate", !chosen && "text-muted-foreground")}>
              {chosen ? fullName(chosen) : "No customer"}
            </span>
            <ChevronsUpDown aria-hidden="true" className="opacity-50" />
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-(--radix-popover-trigger-width) min-w-72">
          <Command>
            <CommandInput placeholder="Search customers..." aria-label="Search customers" />
            <CommandList>
              <CommandEmpty>No customer matches.</CommandEmpty>
              <CommandGroup>
                <CommandItem value="__none" keywords={["no customer"]} onSelect={() => choose(null)}>
                  <UserX aria-hidden="true" />
                  No customer
                </CommandItem>
                {customers.map((customer) => (
                  <CommandItem
                    key={customer.id}
                    value={String(customer.id)}
                    keywords={[fullName(customer), customer.email ?? "", customer.city ?? ""]}
                    onSelect={() => choose(customer)}
                  >
                    <Check
                      aria-hidden="true"
                      className={cn(String(customer.id) === value ? "opacity-100" : "opacity-0")}
                    />
                    <span className="flex min-w-0 flex-col">
                      <span className="truncate">{fullName(customer)}</span>
                      <span className="truncate text-xs text-muted-foreground">
                        {[customer.city, customer.email].filter(Boolean).join(" · ")}
                      </span>
                    </span>
                  </CommandItem>
                ))}
              </CommandGroup>
              {canCreate && dealerId !== null && (
                <>
                  <CommandSeparator />
                  <CommandGroup>
                    <CommandItem
                      value="__new"
                      keywords={["new customer", "create", "add"]}
                      onSelect={() => {
                        setOpen(false);
                        setCreating(true);
                      }}
                    >
                      <UserPlus aria-hidden="true" />
                      New customer...
                    </CommandItem>
                  </CommandGroup>
                </>
              )}
            </CommandList>
          </Command>
        </PopoverContent>
      </Popover>
      {dealerId !== null && (
        <NewCustomerDialog
          open={creating}
          onOpenChange={setCreating}
          dealerId={dealerId}
          defaultCountry={defaultCountry}
          onCreated={(customer) => {
            setCreating(false);
            onChoose(customer);
          }}
        />
      )}
    </>
  );
}

function NewCustomerDialog({
  open,
  onOpenChange,
  dealerId,
  defaultCountry,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  dealerId: number;
  defaultCountry?: string | null;
  onCreated: (customer: TCustomer) => void;
}) {
  const country = knownCountry(defaultCountry) ?? "USA";
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="New customer"
      description="Saved with your customers and chosen for this quote."
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl"
    >
      {/* The dialog renders in a portal, but React still bubbles its submit to the quote's form. */}
      <div onSubmit={(event) => event.stopPropagation()}>
        {open && (
          <NewCustomerForm
            dealerId={dealerId}
            country={country}
            createdMessage={(customer) =>
              `${fullName(customer)} is now one of your customers, chosen for this quote.`
            }
            onCancel={() => onOpenChange(false)}
            onCreated={onCreated}
          />
        )}
      </div>
    </Dialog>
  );
}
