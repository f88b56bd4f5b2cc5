import {
  bulkDecisionMessage,
  en,
  insufficientBalanceMessage,
  LEAVE_MESSAGES,
  PAYROLL_ENGINE_MESSAGES,
  PAYROLL_LABELS,
  PAYROLL_MESSAGES,
  TIMESHEET_MESSAGES,
} from '@hrms/shared';
import { ar } from '@hrms/shared/i18n/ar';
import { hi } from '@hrms/shared/i18n/hi';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, translateMessage } from './index';
import { INTERPOLATION, isolatingFormatter } from './isolate';
import { withPluralForms } from './plural-forms';

/** Unicode's first-strong isolate and its pop around a value in a right-to-left sentence. */
const isolated = (value: string) => `\u2068${value}\u2069`;

describe('a server message in the user’s language, by its code and values (issue 27 point 4)', () => {
  beforeAll(async () => {
    await i18n.use(isolatingFormatter).init({
      lng: 'hi',
      fallbackLng: 'en',
      resources: {
        en: { translation: en },
        hi: { translation: withPluralForms(hi, 'hi') },
        ar: { translation: withPluralForms(ar, 'ar') },
      },
      interpolation: INTERPOLATION,
      nsSeparator: false,
    });
  });

  it('translates by the code and params the server sent', async () => {
    await i18n.changeLanguage('hi');
    const english = insufficientBalanceMessage('SICKLEAVE', 2, 0);
    const coded = { code: 'leave.insufficientBalance', params: { available: '2', type: 'Sick Leave' } };
    expect(translateMessage(english, coded)).toBe(
      `छुट्टी का शेष पर्याप्त नहीं है: आपके पास ${hi.leaveTypes?.SICKLEAVE} के केवल 2 दिन बचे हैं।`,
    );
    await i18n.changeLanguage('ar');
    expect(translateMessage(english, coded)).toBe(
      `رصيد الإجازات غير كافٍ: بقي لك ${isolated('2')} يوم من ${isolated(ar.leaveTypes?.SICKLEAVE ?? '')}.`,
    );
  });

  it('without a code, finds the template the English was filled from (a shared rule’s message in a form)', async () => {
    await i18n.changeLanguage('hi');
    expect(translateMessage(TIMESHEET_MESSAGES.dayOverLimit('2026-01-05'))).toBe(
      '2026-01-05 को सभी परियोजनाओं में मिलाकर 24 घंटे से अधिक।',
    );
    expect(translateMessage(bulkDecisionMessage(3, 1, 'approve'))).toBe('3 अनुरोध स्वीकृत हुए; 1 पर निर्णय नहीं लिया जा सका।');
    await i18n.changeLanguage('ar');
    expect(translateMessage(TIMESHEET_MESSAGES.weekLocked('APPROVED'))).toBe(
      `حالة هذا الأسبوع ${isolated('approved')} ولم يعد من الممكن تغييره.`,
    );
  });

  it('a payroll formula error and a custom field’s refused value, by code or by their English (issue 27 point 4)', async () => {
    await i18n.changeLanguage('hi');
    expect(translateMessage(PAYROLL_ENGINE_MESSAGES.unknownName('HRA', 'BASIK'))).toBe(
      'घटक HRA: सूत्र में BASIK है, जो न इस संरचना का घटक है और न CTC, MONTHLY_CTC, DAYS_IN_MONTH, PAID_DAYS, LOP_DAYS में से कोई।',
    );
    expect(translateMessage(PAYROLL_MESSAGES.money(PAYROLL_LABELS.basicPay))).toBe('मूल वेतन में केवल अंक हो सकते हैं (अधिकतम 10)।');
    const refused = { code: 'customFields.labelled.notOption', params: { label: 'T-shirt' } };
    expect(translateMessage('T-shirt: Choose one of the options.', refused)).toBe('T-shirt: विकल्पों में से एक चुनें।');
    await i18n.changeLanguage('ar');
    // the organisation's own label is a value: isolated, so its direction does not disturb the Arabic around it
    expect(translateMessage('T-shirt: Choose one of the options.', refused)).toBe(`${isolated('T-shirt')}: اختر أحد الخيارات.`);
    expect(translateMessage(PAYROLL_ENGINE_MESSAGES.slabsOrder(1))).toBe(
      `يجب أن تبدأ الشريحة ${isolated('2')} مباشرة بعد نهاية الشريحة السابقة، ولا يجوز أن تبقى مفتوحة إلا الشريحة الأخيرة.`,
    );
  });

  it('keeps the exact sentence match, English in English, and anything unknown as sent', async () => {
    await i18n.changeLanguage('hi');
    expect(translateMessage(LEAVE_MESSAGES.leaveTypeExists)).toBe(hi.messages?.leave?.leaveTypeExists);
    expect(translateMessage('Something the catalogue does not know.')).toBe('Something the catalogue does not know.');
    expect(translateMessage('Anything', { code: 'no.such.code' })).toBe('Anything');
    await i18n.changeLanguage('en');
    const english = TIMESHEET_MESSAGES.notAssigned('P1', '2026-01-05');
    expect(translateMessage(english)).toBe(english);
  });
});
