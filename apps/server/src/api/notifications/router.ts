import { z } from "zod";
import {
  ZIdInput,
  ZNotification,
  ZNotificationList,
  ZNotificationListQuery,
  ZNotificationPreferences,
  ZUnreadCount,
  ZUpdateNotificationPreferences,
} from "@screens/domain";
import { createTRPCRouter, protectedProcedure } from "../../trpc/trpc.js";
import {
  listNotifications,
  markAllRead,
  markRead,
  notificationPreferences,
  unreadCount,
  updateNotificationPreferences,
} from "../../services/notifications/inbox.js";

const tags = ["notifications"];

/**
 * Every signed-in user's own notifications and its choices (decision 165): never another user's,
 * whatever the role.
 */
export const notificationsRouter = createTRPCRouter({
  list: protectedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/notifications",
        tags,
        summary: "Your notifications, newest first (?unread=true, limit, cursor), and how many are unread",
      },
    })
    .input(ZNotificationListQuery)
    .output(ZNotificationList)
    .query(({ ctx, input }) => listNotifications(ctx.prisma, ctx.agent, input)),
  unreadCount: protectedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/notifications/unread-count",
        tags,
        summary: "How many of your notifications are unread (the bell's figure)",
      },
    })
    .input(z.object({}).optional())
    .output(ZUnreadCount)
    .query(async ({ ctx }) => ({ count: await unreadCount(ctx.prisma, ctx.agent) })),
  markRead: protectedProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/notifications/{id}/read",
        tags,
        summary: "Mark one notification read",
      },
    })
    .input(ZIdInput)
    .output(ZNotification)
    .mutation(({ ctx, input }) => markRead(ctx.prisma, ctx.agent, input.id)),
  markAllRead: protectedProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/notifications/read-all",
        tags,
        summary: "Mark every notification read; answers how many were unread",
      },
    })
    .input(z.object({}).optional())
    .output(z.object({ updated: z.number() }))
    .mutation(({ ctx }) => markAllRead(ctx.prisma, ctx.agent)),
  preferences: protectedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/notification-preferences",
        tags,
        summary: "For each event you can be told of: e-mail at once, daily digest or off, and all quotes",
      },
    })
    .input(z.object({}).optional())
    .output(ZNotificationPreferences)
    .query(({ ctx }) => notificationPreferences(ctx.prisma, ctx.agent)),
  updatePreferences: protectedProcedure
    .meta({
      openapi: {
        method: "PUT",
        path: "/notification-preferences",
        tags,
        summary: "Change your choices for the events named; answers them all",
      },
    })
    .input(ZUpdateNotificationPreferences)
    .output(ZNotificationPreferences)
    .mutation(({ ctx, input }) => updateNotificationPreferences(ctx.prisma, ctx.agent, input)),
});
