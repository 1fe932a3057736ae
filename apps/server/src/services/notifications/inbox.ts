import {
  allQuotesAllowed,
  digestAllowed,
  NOTIFICATION_EVENT_INFO,
  NOTIFICATION_PAGE,
  notificationEventsFor,
  type Agent,
  type NotificationEmailChoice,
  type NotificationEvent,
  type TNotification,
  type TNotificationList,
  type TNotificationPreferences,
  type TUpdateNotificationPreferences,
} from "@screens/domain";
import type { PrismaClient } from "../../db/client.js";
import { badRequest, notFound } from "../../http/errors.js";
import { iso } from "../convert.js";
import { isTimeZone } from "../reports/period.js";

/**
 * The bell's list (decision 165): a user reads and marks only its own notifications; another
 * user's id answers 404 like one that does not exist.
 */

type Row = {
  id: number;
  event: string;
  title: string;
  body: string | null;
  link: string;
  quote_id: number | null;
  read_at: Date | null;
  created_at: Date;
};

function toNotification(row: Row): TNotification {
  return {
    id: row.id,
    event: row.event as TNotification["event"],
    title: row.title,
    body: row.body,
    link: row.link,
    quote_id: row.quote_id,
    read_at: row.read_at ? iso(row.read_at) : null,
    created_at: iso(row.created_at),
  };
}

export function unreadCount(prisma: PrismaClient, agent: Agent): Promise<number> {
  return prisma.notification.count({ where: { user_id: agent.id, read_at: null } });
}

/** The agent's notifications, newest first, a page at a time (`cursor`: the last id seen). */
export async function listNotifications(
  prisma: PrismaClient,
  agent: Agent,
  query: { cursor?: number; limit?: number; unread?: boolean } = {},
): Promise<TNotificationList> {
  const limit = query.limit ?? NOTIFICATION_PAGE.default;
  const [rows, count] = await Promise.all([
    prisma.notification.findMany({
      where: {
        user_id: agent.id,
        ...(query.unread ? { read_at: null } : {}),
        ...(query.cursor ? { id: { lt: query.cursor } } : {}),
      },
      orderBy: { id: "desc" },
      take: limit + 1,
    }),
    unreadCount(prisma, agent),
  ]);
  const page = rows.slice(0, limit);
  return {
    items: page.map(toNotification),
    unread_count: count,
    next_cursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** Marks one of the agent's notifications read (reading it again changes nothing). */
export async function markRead(prisma: PrismaClient, agent: Agent, id: number): Promise<TNotification> {
  await prisma.notification.updateMany({
    where: { id, user_id: agent.id, read_at: null },
    data: { read_at: new Date() },
  });
  const row = await prisma.notification.findFirst({ where: { id, user_id: agent.id } });
  if (!row) throw notFound();
  return toNotification(row);
}

/** Marks every unread notification of the agent read; answers how many were. */
export async function markAllRead(prisma: PrismaClient, agent: Agent): Promise<{ updated: number }> {
  const { count } = await prisma.notification.updateMany({
    where: { user_id: agent.id, read_at: null },
    data: { read_at: new Date() },
  });
  return { updated: count };
}

/** The zone the agent's digest counts its 7:00 in (decision 166). */
export function digestZone(user: { time_zone: string | null }, saved: string | null | undefined): string {
  for (const zone of [user.time_zone, saved]) if (zone && isTimeZone(zone)) return zone;
  return "UTC";
}

/** The agent's choice for each event it can receive; an event without a row shows its default. */
export async function notificationPreferences(
  prisma: PrismaClient,
  agent: Agent,
): Promise<TNotificationPreferences> {
  const rows = await prisma.notificationPreference.findMany({ where: { user_id: agent.id } });
  const byEvent = new Map(rows.map((row) => [row.event, row]));
  const events = notificationEventsFor(agent);
  return {
    preferences: events.map((event) => {
      const row = byEvent.get(event);
      return {
        event,
        label: NOTIFICATION_EVENT_INFO[event].label,
        description: NOTIFICATION_EVENT_INFO[event].description,
        email: (row?.email as NotificationEmailChoice | undefined) ?? "immediate",
        all_quotes: allQuotesAllowed(event, agent) ? (row?.all_quotes ?? false) : false,
        digest_allowed: digestAllowed(event),
        all_quotes_allowed: allQuotesAllowed(event, agent),
      };
    }),
    digest_time_zone: digestZone(agent, rows.find((row) => row.time_zone)?.time_zone),
  };
}

/**
 * Saves the agent's choices for the events named (others keep theirs). An event the agent cannot
 * receive, a digest for an event without one, or all quotes outside a dealer is a 400 naming it.
 */
export async function updateNotificationPreferences(
  prisma: PrismaClient,
  agent: Agent,
  input: TUpdateNotificationPreferences,
): Promise<TNotificationPreferences> {
  const allowed = new Set<NotificationEvent>(notificationEventsFor(agent));
  const timeZone = input.time_zone?.trim() || null;
  if (timeZone && !isTimeZone(timeZone))
    throw badRequest(
      `time_zone: ${timeZone} is not a time zone (use an IANA name such as America/New_York).`,
    );
  for (const choice of input.preferences) {
    const label = NOTIFICATION_EVENT_INFO[choice.event].label;
    if (!allowed.has(choice.event)) throw badRequest(`${label}: you are not told of this event.`);
    if (choice.email === "digest" && !digestAllowed(choice.event))
      throw badRequest(`${label}: a daily digest is offered for submitted quotes only.`);
    if (choice.all_quotes && !allQuotesAllowed(choice.event, agent))
      throw badRequest(`${label}: only a dealer's users can follow all of its quotes.`);
  }
  await prisma.$transaction(async (tx) => {
    for (const choice of input.preferences) {
      const data = {
        email: choice.email,
        all_quotes: choice.all_quotes ?? false,
        time_zone: timeZone,
      };
      await tx.notificationPreference.upsert({
        where: { user_id_event: { user_id: agent.id, event: choice.event } },
        create: { user_id: agent.id, event: choice.event, ...data },
        update: data,
      });
    }
  });
  return notificationPreferences(prisma, agent);
}
