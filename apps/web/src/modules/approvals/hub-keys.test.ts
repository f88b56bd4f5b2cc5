import { ar } from '@hrms/shared/i18n/ar';
import { enScreens as en } from '@hrms/shared/i18n/en-screens';
import { hi } from '@hrms/shared/i18n/hi';
import { describe, expect, it } from 'vitest';
import { HUB_KEYS } from './hub-keys';

// the page builds `approvals.${key}Text`, which the catalogue's types cannot check
describe('the approvals hub cards', () => {
  for (const [language, catalogue] of [
    ['en', en],
    ['hi', hi],
    ['ar', ar],
  ] as const) {
    it(`have a title and a description in ${language}`, () => {
      const approvals = (catalogue as unknown as { approvals: Record<string, unknown> }).approvals;
      const missing = HUB_KEYS.flatMap((key) => [key, `${key}Text`]).filter((key) => typeof approvals[key] !== 'string');
      expect(missing).toEqual([]);
    });
  }
});
