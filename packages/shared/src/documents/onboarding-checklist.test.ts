import { describe, expect, it } from 'vitest';
import { ONBOARDING_EXPECTED_FILES } from './onboarding.schemas';
import {
  checklistProgress,
  FIRST_DAY_ITEMS_MAX,
  firstDayItemInputSchema,
  firstDayOrderSchema,
  ONBOARDING_CHECKLIST_MESSAGES as M,
  moveItem,
  ONBOARDING_CHECKLIST_DOCUMENTS,
} from './onboarding-checklist';

const id = (n: number) => `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`;
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('the onboarding checklist rules', () => {
  it('asks for the documents HR waits for from every joiner', () => {
    expect(ONBOARDING_CHECKLIST_DOCUMENTS).toEqual(ONBOARDING_EXPECTED_FILES);
  });

  it('counts what is done', () => {
    expect(checklistProgress([{ done: true }, { done: false }, { done: true }])).toEqual({ done: 2, total: 3 });
    expect(checklistProgress([])).toEqual({ done: 0, total: 0 });
  });

  it('trims a first-day title and keeps it to 1–80 characters', () => {
    expect(firstDayItemInputSchema.parse({ title: '  Meet your buddy ' })).toEqual({ title: 'Meet your buddy' });
    expect(firstMessage(firstDayItemInputSchema.safeParse({ title: '   ' }))).toBe(M.titleRequired);
    expect(firstMessage(firstDayItemInputSchema.safeParse({}))).toBe(M.titleRequired);
    expect(firstMessage(firstDayItemInputSchema.safeParse({ title: 'x'.repeat(81) }))).toBe(M.titleTooLong);
    expect(firstDayItemInputSchema.safeParse({ title: 'x'.repeat(80) }).success).toBe(true);
  });

  it('takes an order naming each item once, at most the list’s limit', () => {
    expect(firstDayOrderSchema.safeParse({ itemIds: [id(1), id(2)] }).success).toBe(true);
    expect(firstMessage(firstDayOrderSchema.safeParse({ itemIds: [id(1), id(1)] }))).toBe(M.orderMismatch);
    expect(firstDayOrderSchema.safeParse({ itemIds: [] }).success).toBe(false);
    expect(firstDayOrderSchema.safeParse({ itemIds: ['nope'] }).success).toBe(false);
    const tooMany = Array.from({ length: FIRST_DAY_ITEMS_MAX + 1 }, (_, i) => id(i));
    expect(firstDayOrderSchema.safeParse({ itemIds: tooMany }).success).toBe(false);
  });

  it('moves an item up or down one place, and not past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
