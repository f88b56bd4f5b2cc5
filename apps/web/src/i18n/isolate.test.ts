import { ar } from '@hrms/shared/i18n/ar';
import { enCore } from '@hrms/shared/i18n/en-core';
import { hi } from '@hrms/shared/i18n/hi';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { INTERPOLATION, isolateValue, isolatingFormatter } from './isolate';
import { withPluralForms } from './plural-forms';

const FSI = '\u2068';
const PDI = '\u2069';

/** An i18next set up as the web app's (./index.ts), with the three catalogues loaded. */
async function translator() {
  const instance = i18next.createInstance().use(isolatingFormatter);
  await instance.init({
    lng: 'en',
    fallbackLng: 'en',
    interpolation: INTERPOLATION,
    nsSeparator: false,
    resources: {
      en: { translation: enCore },
      hi: { translation: withPluralForms(hi, 'hi') },
      ar: { translation: withPluralForms(ar, 'ar') },
    },
  });
  return instance;
}

describe('values in right-to-left text (issue 33 point 11)', () => {
  it('isolates a value only for a right-to-left language', () => {
    expect(isolateValue('HRMS4', 'ar')).toBe(`${FSI}HRMS4${PDI}`);
    expect(isolateValue(12, 'ar')).toBe(`${FSI}12${PDI}`);
    expect(isolateValue('HRMS4', 'en')).toBe('HRMS4');
    expect(isolateValue('HRMS4', 'hi')).toBe('HRMS4');
    expect(isolateValue('', 'ar')).toBe('');
    expect(isolateValue(undefined, 'ar')).toBeUndefined();
  });

  it('wraps each interpolated value in Arabic, and leaves English and Hindi exactly as before', async () => {
    const i18n = await translator();
    const values = { type: 'Sick Leave', start: '2026-03-02', end: '2026-03-04' };
    expect(i18n.t('leave.filed', { ...values, lng: 'en' })).toBe('Sick Leave from 2026-03-02 to 2026-03-04');
    expect(i18n.t('leave.filed', { ...values, lng: 'hi' })).toBe('Sick Leave, 2026-03-02 से 2026-03-04 तक');
    expect(i18n.t('leave.filed', { ...values, lng: 'ar' })).toBe(
      `${FSI}Sick Leave${PDI} من ${FSI}2026-03-02${PDI} إلى ${FSI}2026-03-04${PDI}`,
    );
    expect(i18n.t('leave.balanceOf', { employeeId: 'HRMS4', lng: 'ar' })).toBe(`رصيد إجازات ${FSI}HRMS4${PDI}`);
    expect(i18n.t('pages.onboardingWelcomeName', { name: 'Asha Rao', lng: 'en' })).toBe('Welcome, Asha Rao!');
  });

  it('isolates the count of a plural, and finds Arabic’s own plural form', async () => {
    const i18n = await translator();
    expect(i18n.t('common.days', { count: 3, lng: 'en' })).toBe('3 days');
    expect(i18n.t('common.days', { count: 3, lng: 'hi' })).toBe('3 दिन');
    expect(i18n.t('common.days', { count: 3, lng: 'ar' })).toBe(`${FSI}3${PDI} أيام`);
    expect(i18n.t('common.days', { count: 11, lng: 'ar' })).toBe(`${FSI}11${PDI} يومًا`);
    expect(i18n.t('common.days', { count: 1, lng: 'ar' })).toBe(`${FSI}1${PDI} يوم`);
  });
});
