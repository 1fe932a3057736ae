import { useMutation } from "@tanstack/react-query";
import { useState, type KeyboardEvent } from "react";
import type { TConfiguration, TQuote, TQuoteAccessory } from "@screens/domain/schemas";
import { roomSubtotals } from "@screens/pricing/money";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { formatUSD } from "@/lib/format";
import { useInvalidates } from "@/lib/invalidate";
import { toastError, toastSuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { MESSAGES } from "@screens/domain/messages";

/** The datalist every room field offers: the quote's rooms as they are written (RoomsCard renders it). */
const ROOMS_LIST = "quote-rooms";
/** ZLineRoom's bound. */
const ROOM_MAX = 60;

/** The quote's lines as the rooms group them: a saved unit's line and each accessory line (decision 161). */
export function quoteRooms(
  quote: Pick<TQuote, "screenconfigurations" | "add_on_accessories"> & {
    summary?: Pick<TQuote["summary"], "options">;
  },
) {
  // An option outside the default choice is in no subtotal, as in no total (decision 182).
  const options = new Set((quote.summary?.options ?? []).map((option) => `${option.line}:${option.id}`));
  const counted = (key: string, price: number) => (options.has(key) ? 0 : price);
  return roomSubtotals([
    ...quote.screenconfigurations
      .filter((unit) => unit.saved_at !== null)
      .map((unit) => ({
        room: unit.room,
        price: counted(`unit:${unit.id}`, unit.line_price),
      })),
    ...quote.add_on_accessories.map((line) => ({
      room: line.room,
      price: counted(`accessory:${line.id}`, line.line_price),
    })),
  ]);
}

/**
 * The rooms of the quote with the sum of their lines (decision 161), the same sums as the document's;
 * the lines without a room are named apart, so the rooms and they add up to the lines' subtotal.
 */
export function RoomsCard({ quote }: { quote: TQuote }) {
  const rooms = quoteRooms(quote);
  const names = [
    ...new Set(
      [...quote.screenconfigurations, ...quote.add_on_accessories].flatMap((line) =>
        line.room ? [line.room] : [],
      ),
    ),
  ];
  const datalist = (
    <datalist id={ROOMS_LIST}>
      {names.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
  if (rooms.length === 0) return datalist;
  const grouped = rooms.reduce((sum, room) => sum + room.subtotal, 0);
  const rest = quote.summary.lines_total - grouped;
  return (
    <Card role="region" aria-labelledby="quote-rooms-title">
      {datalist}
      <CardHeader>
        <CardTitle id="quote-rooms-title">Rooms</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm">
          {rooms.map((room) => (
            <div key={room.name} className="flex justify-between gap-4">
              <dt className="min-w-0 truncate">
                {room.name}{" "}
                <span className="text-muted-foreground">
                  ({room.lines} {room.lines === 1 ? "line" : "lines"})
                </span>
              </dt>
              <dd className="font-medium tabular-nums" data-testid="room-subtotal">
                {formatUSD(room.subtotal)}
              </dd>
            </div>
          ))}
          {Math.round(rest * 100) !== 0 && (
            <div className="flex justify-between gap-4 text-muted-foreground">
              <dt>Not in a room</dt>
              <dd className="tabular-nums">{formatUSD(rest)}</dd>
            </div>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}

/** A line's room, typed in place (the quote's rooms offered); read-only where the quote may not be edited. */
function RoomField({
  name,
  room,
  editable,
  busy,
  save,
}: {
  name: string;
  room: string | null;
  editable: boolean;
  busy: boolean;
  save: (room: string | null) => Promise<unknown>;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  if (!editable) return <span>{room ?? "—"}</span>;
  const commit = async () => {
    if (draft === null) return;
    const next = draft.trim().replace(/\s+/g, " ") || null;
    setDraft(null);
    if (next === room) return;
    try {
      await save(next);
      toastSuccess(MESSAGES.updated);
    } catch (error) {
      toastError(error);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    event.stopPropagation();
    if (event.key === "Enter") void commit();
    if (event.key === "Escape") setDraft(null);
  };
  return (
    <Input
      aria-label={`Room of ${name}`}
      list={ROOMS_LIST}
      maxLength={ROOM_MAX}
      placeholder="No room"
      className="h-7 w-full min-w-24 px-2"
      value={draft ?? room ?? ""}
      disabled={busy}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => void commit()}
      onKeyDown={onKeyDown}
    />
  );
}

/** A unit line's room (PATCH /configurations/{id} with `room`). */
export function UnitRoom({ unit, editable }: { unit: TConfiguration; editable: boolean }) {
  const trpc = useTRPC();
  const invalidates = useInvalidates();
  const update = useMutation(trpc.configurations.update.mutationOptions(invalidates("configurations")));
  return (
    <RoomField
      name={unit.unit_name || "Untitled unit"}
      room={unit.room}
      editable={editable && unit.saved_at !== null}
      busy={update.isPending}
      save={(room) => update.mutateAsync({ id: unit.id, room })}
    />
  );
}

/** An accessory line's room (PATCH /add-on-accessories/{id} with `room`). */
export function AccessoryRoom({ line, editable }: { line: TQuoteAccessory; editable: boolean }) {
  const trpc = useTRPC();
  const invalidates = useInvalidates();
  const update = useMutation(trpc.accessories.update.mutationOptions(invalidates("quotes")));
  return (
    <RoomField
      name={line.prod_name}
      room={line.room}
      editable={editable}
      busy={update.isPending}
      save={(room) => update.mutateAsync({ id: line.id, room })}
    />
  );
}
