import { z } from 'zod';
import { APPROVAL_KINDS } from '../approvals';
import { SHIFT_SWAP_STATUSES } from '../attendance';

/** Where a request a notification is about may stand: the engine's statuses, and a shift swap's teammate steps. */
export const NOTIFICATION_REQUEST_STATUSES = SHIFT_SWAP_STATUSES;
export type NotificationRequestStatus = (typeof NOTIFICATION_REQUEST_STATUSES)[number];

/** The header's notifications panel (spec 1 §2.3): a per-user feed with unread state. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** An in-app path to open (e.g. /LeaveApproval/HRMS3/ROLE_MANAGER), or "". */
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  /** The request the notification is about (approval engine), and where that request stands now. */
  request: z
    .object({ kind: z.enum(APPROVAL_KINDS), id: z.number().int(), status: z.enum(NOTIFICATION_REQUEST_STATUSES).nullable() })
    .nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/**
 * GET notifications: newest first, one page, how many are unread in all, and how many requests wait for the
 * caller's own answer with no unread entry about them (a teammate's shift swap whose notice was read but not
 * yet accepted or declined): the bell counts unread + toAnswer, each thing to do once.
 */
export const notificationFeedSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
  toAnswer: z.number().int(),
});
export type NotificationFeed = z.infer<typeof notificationFeedSchema>;

export const notificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).optional(),
  size: z.coerce.number().int().min(1).max(100).optional(),
});
