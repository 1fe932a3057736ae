import { RECORD_STATUS } from "@screens/domain";
import type { Prisma, PrismaClient } from "../db/client.js";

type Tx = Prisma.TransactionClient | PrismaClient;

/**
 * The room a line joins on its quote (decision 161): an existing room of the quote's units or
 * accessories written otherwise ("lanai", "LANAI") is that room, in the spelling it already has, so
 * one opening is never two groups; a new name is taken as typed (already trimmed by ZLineRoom).
 */
export async function quoteRoom(tx: Tx, quoteId: number, room: string | null): Promise<string | null> {
  if (room === null) return null;
  const live = { quote_id: quoteId, status: { not: RECORD_STATUS.INACTIVE } };
  const where = { ...live, room: { equals: room, mode: "insensitive" as const } };
  const [unit, accessory] = await Promise.all([
    tx.configuration.findFirst({ where, select: { room: true }, orderBy: { id: "asc" } }),
    tx.quoteAccessory.findFirst({ where, select: { room: true }, orderBy: { id: "asc" } }),
  ]);
  return unit?.room ?? accessory?.room ?? room;
}

/** A change of a line's room as the history names it: room “Lanai” → “Garage”. */
export function roomChange(before: string | null, after: string | null): string | null {
  if (before === after) return null;
  const name = (room: string | null) => (room === null ? "none" : `“${room}”`);
  return `room ${name(before)} → ${name(after)}`;
}
