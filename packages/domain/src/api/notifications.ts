import { z } from "zod";
import { checkPermission, type Permissions } from "../permissions.js";
import { isStaff, ROLE } from "../roles.js";
import { ZId, ZTimestamp } from "./common.js";
import { ZFlag } from "./quotes.js";

/**
 * What a panel user can be told (docs/decisions/165-notifications-to-whom-asked.md). Each event has
 * its audience: "quote" events reach the quote's owner and the dealer's users who follow all of its
 * quotes; "managers" events its admins and sales managers; "approvers" the manufacturer's staff who
 * may approve (order create). Every recipient sees it in the panel; the e-mail is their choice.
 */
export const NOTIFICATION_EVENTS = [
  "customer_accepted",
  "customer_declined",
  "quote_approved",
  "order_status_changed",
  "order_shipped",
  "discount_approval",
  "price_book_published",
  "quote_submitted",
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export type NotificationAudience = "quote" | "managers" | "approvers";

export const NOTIFICATION_EVENT_INFO: Record<
  NotificationEvent,
  { label: string; description: string; audience: NotificationAudience }
> = {
  customer_accepted: {
    label: "Customer accepted a quote",
    description: "The homeowner signed a quote you sent.",
    audience: "quote",
  },
  customer_declined: {
    label: "Customer declined a quote",
    description: "The homeowner declined a quote, with their reason.",
    audience: "quote",
  },
  quote_approved: {
    label: "Quote approved",
    description: "The manufacturer approved a quote (awaiting payment, or ordered with its acknowledgement).",
    audience: "quote",
  },
  order_status_changed: {
    label: "Order status changed",
    description: "An order moved to a new status at the manufacturer.",
    audience: "quote",
  },
  order_shipped: {
    label: "Order shipped",
    description: "An order shipped: carrier and tracking.",
    audience: "quote",
  },
  discount_approval: {
    label: "Discount approval requested",
    description: "A representative asks you to approve a discount above their limit.",
    audience: "managers",
  },
  price_book_published: {
    label: "New prices published",
    description: "The manufacturer publishes new prices and what they do to your open drafts.",
    audience: "managers",
  },
  quote_submitted: {
    label: "Quote submitted for approval",
    description: "A dealer submitted a quote that awaits your approval.",
    audience: "approvers",
  },
};

/** How a user hears of an event besides the panel's list: at once, in one e-mail a day, or not. */
export const NOTIFICATION_EMAIL_CHOICES = ["immediate", "digest", "off"] as const;
export type NotificationEmailChoice = (typeof NOTIFICATION_EMAIL_CHOICES)[number];

/** The daily digest goes at this hour of the recipient's day (decision 166). */
export const DIGEST_HOUR = 7;

/** Only the approvers' own event may wait for the daily digest (decision 166). */
export const digestAllowed = (event: NotificationEvent) => event === "quote_submitted";

/** The events a user of this role and these permissions can receive (their preferences list). */
export function notificationEventsFor(user: {
  role_id: number;
  dealer_id: number | null;
  permissions: Permissions;
}): NotificationEvent[] {
  return NOTIFICATION_EVENTS.filter((event) => {
    const { audience } = NOTIFICATION_EVENT_INFO[event];
    if (audience === "quote") return checkPermission(user.permissions, "quote.r");
    if (audience === "managers")
      return (
        user.dealer_id !== null &&
        (user.role_id === ROLE.DEALER_ADMIN || user.role_id === ROLE.DEALER_SALES_MANAGER)
      );
    return isStaff(user.role_id) && checkPermission(user.permissions, "order.c");
  });
}

/** Following all of a dealer's quotes is for that dealer's own users. */
export const allQuotesAllowed = (event: NotificationEvent, user: { dealer_id: number | null }) =>
  NOTIFICATION_EVENT_INFO[event].audience === "quote" && user.dealer_id !== null;

export const ZNotification = z.object({
  id: z.number(),
  event: z.enum(NOTIFICATION_EVENTS),
  title: z.string(),
  body: z.string().nullable(),
  /** A panel path. */
  link: z.string(),
  quote_id: z.number().nullable(),
  read_at: ZTimestamp.nullable(),
  created_at: ZTimestamp,
});
export type TNotification = z.infer<typeof ZNotification>;

export const NOTIFICATION_PAGE = { default: 20, max: 100 } as const;

/** GET /notifications: newest first; `cursor` is the last id seen; `unread=true` only the unread. */
export const ZNotificationListQuery = z.object({
  cursor: ZId.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, { error: `limit must be from 1 to ${NOTIFICATION_PAGE.max}.` })
    .max(NOTIFICATION_PAGE.max, { error: `limit must be from 1 to ${NOTIFICATION_PAGE.max}.` })
    .default(NOTIFICATION_PAGE.default),
  unread: ZFlag.optional(),
});
export type TNotificationListQuery = z.input<typeof ZNotificationListQuery>;

export const ZNotificationList = z.object({
  items: z.array(ZNotification),
  unread_count: z.number(),
  /** The id to pass as `cursor` for the next page; null on the last. */
  next_cursor: z.number().nullable(),
});
export type TNotificationList = z.infer<typeof ZNotificationList>;

export const ZUnreadCount = z.object({ count: z.number() });

export const ZNotificationPreference = z.object({
  event: z.enum(NOTIFICATION_EVENTS),
  label: z.string(),
  description: z.string(),
  email: z.enum(NOTIFICATION_EMAIL_CHOICES),
  all_quotes: z.boolean(),
  /** What this user may choose for the event. */
  digest_allowed: z.boolean(),
  all_quotes_allowed: z.boolean(),
});
export type TNotificationPreference = z.infer<typeof ZNotificationPreference>;

export const ZNotificationPreferences = z.object({
  preferences: z.array(ZNotificationPreference),
  /** The zone whose 7:00 the digest goes at: the user's own, else the one saved with the choice, else UTC. */
  digest_time_zone: z.string(),
});
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;

/** PUT /notification-preferences: the events to change (others keep theirs). */
export const ZUpdateNotificationPreferences = z.object({
  preferences: z
    .array(
      z.object({
        event: z.enum(NOTIFICATION_EVENTS, { error: "event: not an event you can be told of." }),
        email: z.enum(NOTIFICATION_EMAIL_CHOICES, {
          error: "email: choose immediate, digest or off.",
        }),
        all_quotes: z.boolean().optional(),
      }),
    )
    .max(NOTIFICATION_EVENTS.length * 2),
  /** The browser's zone, kept for the digest when the user has none of its own. */
  time_zone: z.string().trim().max(64).nullable().optional(),
});
export type TUpdateNotificationPreferences = z.infer<typeof ZUpdateNotificationPreferences>;
