import { z } from 'zod';
import { ONBOARDING_EXPECTED_FILES } from './onboarding.schemas';

/**
 * A new joiner's onboarding checklist (beyond the spec, issue 33): the documents HR waits for
 * (ONBOARDING_EXPECTED_FILES), the details the spec's onboarding flow asks for (its PersonalDetails step and the
 * Government ID section's names and numbers), and the organisation's own first-day items the joiner ticks off.
 */
export const ONBOARDING_CHECKLIST_SECTIONS = ['documents', 'details', 'firstDay'] as const;
export type OnboardingChecklistSection = (typeof ONBOARDING_CHECKLIST_SECTIONS)[number];

/** The details items: the personal details on record, and the Aadhar and PAN names and numbers of the onboarding form. */
export const ONBOARDING_DETAIL_ITEMS = ['personalDetails', 'aadharDetails', 'panDetails'] as const;
export type OnboardingDetailItem = (typeof ONBOARDING_DETAIL_ITEMS)[number];

/** The documents items, one per expected file. */
export const ONBOARDING_CHECKLIST_DOCUMENTS = ONBOARDING_EXPECTED_FILES;

/** At most this many first-day items per organisation; a title is 1 to 80 characters. */
export const FIRST_DAY_ITEMS_MAX = 30;
export const FIRST_DAY_TITLE_MAX = 80;

export const ONBOARDING_CHECKLIST_MESSAGES = {
  titleRequired: 'Enter the item.',
  titleTooLong: 'At most 80 characters.',
  titleExists: 'This item is already on the list.',
  tooMany: 'The first-day list holds at most 30 items.',
  itemNotFound: 'This first-day item does not exist.',
  orderMismatch: 'The order must name every first-day item once.',
  viewDenied: "You may not see this person's onboarding checklist.",
  tickDenied: 'Only the new joiner ticks off their own first-day items.',
  loadFailed: 'Could not load the onboarding checklist. Please try again.',
  added: 'Item added.',
  renamed: 'Item renamed.',
  removed: 'Item removed.',
  reordered: 'Order saved.',
} as const;
const M = ONBOARDING_CHECKLIST_MESSAGES;

/** One line of the checklist. `key` is a file field or detail name, or the first-day item's id. */
export const onboardingChecklistItemSchema = z.object({
  section: z.enum(ONBOARDING_CHECKLIST_SECTIONS),
  key: z.string(),
  /** The first-day item's title as the organisation wrote it; empty for documents and details (the app names those). */
  title: z.string(),
  done: z.boolean(),
});
export type OnboardingChecklistItem = z.infer<typeof onboardingChecklistItemSchema>;

/** GET documents/onboarding-checklist. */
export const onboardingChecklistSchema = z.object({
  employeeId: z.string(),
  done: z.number().int(),
  total: z.number().int(),
  items: z.array(onboardingChecklistItemSchema),
});
export type OnboardingChecklist = z.infer<typeof onboardingChecklistSchema>;

export const onboardingChecklistQuerySchema = z.object({
  employeeId: z.string().trim().min(1).max(50).optional(),
});

export const firstDayItemParamsSchema = z.object({ itemId: z.uuid() });

/** PUT documents/onboarding-checklist/first-day/{itemId}: tick (true) or untick (false). */
export const firstDayTickSchema = z.object({ done: z.boolean() });

const title = z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(FIRST_DAY_TITLE_MAX, M.titleTooLong);

/** POST documents/first-day-items and PATCH documents/first-day-items/{itemId}. */
export const firstDayItemInputSchema = z.object({ title });
export type FirstDayItemInput = z.infer<typeof firstDayItemInputSchema>;

/** PUT documents/first-day-items/order: every item's id once, in the new order. */
export const firstDayOrderSchema = z.object({
  itemIds: z
    .array(z.uuid())
    .min(1, M.orderMismatch)
    .max(FIRST_DAY_ITEMS_MAX, M.orderMismatch)
    .refine((ids) => new Set(ids).size === ids.length, M.orderMismatch),
});

export const firstDayItemSchema = z.object({
  itemId: z.string(),
  title: z.string(),
  position: z.number().int(),
});
export type FirstDayItem = z.infer<typeof firstDayItemSchema>;

/** Done and total over the checklist's items. */
export function checklistProgress(items: readonly { done: boolean }[]) {
  return { done: items.filter((item) => item.done).length, total: items.length };
}

/** The list with one item moved up (-1) or down (+1); unchanged at either end. */
export function moveItem<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const to = index + step;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to] as T, next[index] as T];
  return next;
}
