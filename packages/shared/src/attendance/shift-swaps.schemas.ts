import { z } from 'zod';
import { APPROVAL_COMMENTS_MAX, APPROVAL_STATUSES } from '../approvals';
import { ISO_DATE, parseIsoDate } from '../common';

export const SHIFT_SWAP_MESSAGES = {
  colleagueRequired: 'Choose the colleague to swap with.',
  dateInvalid: 'Date must be yyyy-MM-dd.',
  reasonInvalid: 'Say why, in at most 500 characters.',
  notYourself: 'You cannot swap a shift with yourself.',
  notYourTeam: 'You can swap only with someone in your team (with the same reporting manager).',
  inThePast: 'A day in the past cannot be swapped.',
  notRostered: 'You have no shift that day.',
  colleagueNotRostered: 'Your colleague has no shift that day.',
  sameShift: 'You both have the same shift that day: there is nothing to swap.',
  rosterChanged: 'The roster of that day changed since the swap was asked for; ask again.',
  notFound: 'Shift swap not found.',
  filed: 'Your shift swap was sent to your teammate: once they accept it, it goes for approval.',
  accepted: 'You accepted the swap; it now waits for approval.',
  declined: 'You declined the swap.',
  notThePartner: 'Only the teammate named in the swap can accept or decline it.',
  notAwaitingPartner: 'This swap no longer waits for the teammate’s answer.',
  awaitingPartner: 'This swap waits for the teammate to accept it first.',
  commentsTooLong: `Comments cannot be longer than ${APPROVAL_COMMENTS_MAX} characters.`,
} as const;

const M = SHIFT_SWAP_MESSAGES;

/**
 * Where a shift swap stands: it waits for the named teammate first (PENDING_PARTNER), who accepts it —
 * then the approval engine's statuses — or declines it (DECLINED, closed).
 */
export const SHIFT_SWAP_STATUSES = ['PENDING_PARTNER', ...APPROVAL_STATUSES, 'DECLINED'] as const;
export type ShiftSwapStatus = (typeof SHIFT_SWAP_STATUSES)[number];
/** The two statuses a swap has beyond the engine's. */
export const SHIFT_SWAP_PARTNER_STATUS_LABELS = {
  PENDING_PARTNER: 'Waiting for the teammate',
  DECLINED: 'Declined by the teammate',
} as const satisfies Partial<Record<ShiftSwapStatus, string>>;

/** POST attendance/swaps: the caller and a colleague exchange their shifts (and sites) on one day. */
export const shiftSwapCreateSchema = z.object({
  withEmployeeId: z.string({ error: M.colleagueRequired }).trim().min(1, M.colleagueRequired).max(50, M.colleagueRequired),
  date: z.string({ error: M.dateInvalid }).refine((v) => ISO_DATE.test(v) && parseIsoDate(v) !== null, M.dateInvalid),
  reason: z.string({ error: M.reasonInvalid }).trim().max(500, M.reasonInvalid).default(''),
});
export type ShiftSwapCreate = z.output<typeof shiftSwapCreateSchema>;

/** GET attendance/swaps: `mine` (the caller's own), `awaiting` (waiting for the caller's decision), `team` (decided or not, of the caller's people). */
export const shiftSwapListQuerySchema = z.object({
  view: z.enum(['mine', 'awaiting', 'team']).default('mine'),
});
export type ShiftSwapListQuery = z.output<typeof shiftSwapListQuerySchema>;

export const shiftSwapSchema = z.object({
  id: z.number().int(),
  employeeId: z.string(),
  employeeName: z.string(),
  withEmployeeId: z.string(),
  withName: z.string(),
  date: z.string(),
  shift: z.string(),
  withShift: z.string(),
  reason: z.string(),
  status: z.enum(SHIFT_SWAP_STATUSES),
  comments: z.string(),
  /** What the teammate said when accepting or declining. */
  partnerComments: z.string(),
  awaitingMe: z.boolean(),
  /** The caller is the named teammate and the swap waits for their answer. */
  awaitingMyAnswer: z.boolean(),
  createdAt: z.string(),
});
export type ShiftSwap = z.output<typeof shiftSwapSchema>;

/** POST attendance/swaps/{id}/accept · decline: the named teammate's answer, with an optional comment. */
export const shiftSwapAnswerSchema = z.object({
  comments: z.string({ error: M.commentsTooLong }).trim().max(APPROVAL_COMMENTS_MAX, M.commentsTooLong).default(''),
});
export type ShiftSwapAnswer = z.output<typeof shiftSwapAnswerSchema>;
export const shiftSwapAnsweredSchema = z.object({
  id: z.number().int(),
  status: z.enum(SHIFT_SWAP_STATUSES),
  message: z.string(),
});

/** GET attendance/swaps/partners: the caller's teammates rostered that day on another shift than the caller's. */
export const swapPartnersQuerySchema = z.object({
  date: z.string({ error: M.dateInvalid }).refine((v) => ISO_DATE.test(v) && parseIsoDate(v) !== null, M.dateInvalid),
});
export const swapPartnerSchema = z.object({ employeeId: z.string(), name: z.string(), shift: z.string() });
export type SwapPartner = z.output<typeof swapPartnerSchema>;
