import { describe, expect, it } from 'vitest';
import * as shared from '../index';
import {
  CURRENT_EMPLOYMENT_MESSAGES,
  CUSTOM_FIELD_LABELLED_TEMPLATES,
  checkCustomFieldValue,
  PAYROLL_ENGINE_MESSAGES as EM,
  FORMULA_VARIABLES,
  PAYROLL_ENGINE_LABELS,
  PAYROLL_LABELS,
  PAYROLL_MESSAGES,
  payrollMonthField,
  ptSlabsBodySchema,
  sharedSentences,
} from '../index';
import { ar } from './ar';
import { en, flattenCatalogue, resolveMessage } from './en';
import { hi } from './hi';

const english = flattenCatalogue(en.messages, '');
const hindi = flattenCatalogue(hi.messages ?? {}, '');
const arabic = flattenCatalogue(ar.messages ?? {}, '');

/**
 * Messages of the shared sets that are not server messages: confirmation dialogs the web writes itself
 * (their keys live outside `messages`), a search hint, a checklist line, notices (translated with the
 * notifications), the parser's words put into a syntax message.
 */
const NOT_SERVER_MESSAGES = new Set([
  'ASSIGNMENT_MESSAGES.confirmDelete',
  'EDUCATION_MESSAGES.confirmDelete',
  'EXPERIENCE_MESSAGES.confirmDelete',
  'FAMILY_MESSAGES.confirmDelete',
  'HOLIDAY_MESSAGES.confirmDelete',
  'INTERVIEW_MESSAGES.confirmDelete',
  'NATIONAL_ID_MESSAGES.confirmDelete',
  'PROJECT_MESSAGES.confirmDelete',
  'EMPLOYEE_MESSAGES.searchMoreThan',
  'EXIT_MESSAGES.returnAsset',
  'TIMESHEET_MESSAGES.weekTotalWithoutDays',
  'PAYROLL_RUN_MESSAGES.published',
  'PAYROLL_RUN_MESSAGES.publishedBody',
]);

/** Sample values for a message built from values; a label-built one is called with each label it is built from. */
const SAMPLE_CALLS: Record<string, unknown[][]> = {
  'ADDRESS_MESSAGES.required': [['Pincode']],
  'ADDRESS_MESSAGES.place': [['Town']],
  'ADDRESS_MESSAGES.saved': [['Office Address']],
  'ADDRESS_MESSAGES.alreadyExists': [['Office Address']],
  'ADDRESS_MESSAGES.notFound': [['Present Address']],
  'PAYROLL_ENGINE_MESSAGES.cycle': [['HRA', ['HRA', 'BASIC', 'HRA']]],
  'PAYROLL_ENGINE_MESSAGES.codeFormat': [['hra'], ['']],
  'PAYROLL_ENGINE_MESSAGES.syntax': [['HRA', '"#" is not allowed', 3]],
  'PAYROLL_ENGINE_MESSAGES.slabsOrder': [[1]],
  'PAYROLL_ENGINE_MESSAGES.slabRange': [[0]],
  'PAYROLL_ENGINE_MESSAGES.date': [[PAYROLL_ENGINE_LABELS.effectiveFrom], [PAYROLL_ENGINE_LABELS.proofsDue]],
  'PAYROLL_ENGINE_MESSAGES.days': [[PAYROLL_ENGINE_LABELS.lopDays]],
  'PAYROLL_ENGINE_MESSAGES.amount': [[PAYROLL_ENGINE_LABELS.amount], [PAYROLL_ENGINE_LABELS.tds]],
  'PAYROLL_ENGINE_MESSAGES.flag': [[PAYROLL_ENGINE_LABELS.pfWage], [PAYROLL_ENGINE_LABELS.metro]],
  'PAYROLL_ENGINE_MESSAGES.wholeRupees': [[PAYROLL_ENGINE_LABELS.februaryAmount]],
  'PAYROLL_MESSAGES.required': [[PAYROLL_LABELS.basicPay], [PAYROLL_LABELS.employeeId], [PAYROLL_LABELS.ifscCode]],
  'PAYROLL_MESSAGES.text': [[PAYROLL_LABELS.bankName]],
  'PAYROLL_MESSAGES.money': [[PAYROLL_LABELS.bonus]],
  'PERFORMANCE_MESSAGES.tooLong': [['Comments', 2000]],
};

/** Every message of the shared message sets (`*_MESSAGES`, `*_TEMPLATES`), by its name, as the server sends it. */
function serverMessages(): [string, string][] {
  const out: [string, string][] = [];
  const walk = (name: string, value: unknown) => {
    if (NOT_SERVER_MESSAGES.has(name)) return;
    if (typeof value === 'string') out.push([name, value]);
    else if (typeof value === 'function') {
      const calls = SAMPLE_CALLS[name] ?? [Array.from({ length: value.length }, (_, i) => `V${i + 1}`)];
      for (const args of calls) out.push([name, (value as (...a: unknown[]) => string)(...args)]);
    } else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(`${name}.${key}`, inner);
  };
  for (const [name, value] of Object.entries(shared)) if (/_(MESSAGES|TEMPLATES)$/.test(name)) walk(name, value);
  return out;
}

describe('every message the server can throw has a code, in English, Hindi and Arabic (issue 27 point 4)', () => {
  const shares = sharedSentences(en.messages);

  it('walks every shared message set: each message is a catalogue sentence or filled from a catalogue template', () => {
    const messages = serverMessages();
    expect(messages.length).toBeGreaterThan(900);
    const missing = messages.filter(([, text]) => !shares.has(text) && !resolveMessage(text));
    expect(missing).toEqual([]);
  });

  it('each code has its Hindi and Arabic with the same placeholders', () => {
    const names = (text: string | undefined) => [...(text ?? '').matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [, text] of serverMessages()) {
      const codes = shares.get(text) ?? [resolveMessage(text)!.code];
      for (const code of codes) {
        const key = english.has(code) ? code : `${code}_other`;
        expect(hindi.get(key), `hi ${code}`).toBeTruthy();
        expect(arabic.get(key), `ar ${code}`).toBeTruthy();
        expect(names(hindi.get(key)), `hi ${code}`).toEqual(names(english.get(key)));
        expect(names(arabic.get(key)), `ar ${code}`).toEqual(names(english.get(key)));
      }
    }
  });

  it('a sentence several codes share gets no guessed code on the server, and reads the same under each code', () => {
    expect(shares.size).toBeGreaterThan(0);
    for (const [text, codes] of shares) {
      expect(resolveMessage(text), text).toBeUndefined();
      expect(new Set(codes.map((code) => hindi.get(code))).size, `hi: ${codes.join(', ')}`).toBe(1);
      expect(new Set(codes.map((code) => arabic.get(code))).size, `ar: ${codes.join(', ')}`).toBe(1);
    }
    // the custom fields' two names for one sentence are thrown with their codes (customfields.filters / .service)
    expect(shares.get('There is no such custom field.')).toEqual(['customFields.unknownField', 'customFields.notFound']);
  });
});

describe('the payroll engine’s messages carry their code and values', () => {
  it('formula and structure messages are templates whose values travel as params', () => {
    expect(resolveMessage(EM.unknownName('HRA', 'BASIC'))).toEqual({
      code: 'payrollEngine.unknownName',
      params: { code: 'HRA', name: 'BASIC' },
    });
    expect(EM.unknownName('A', 'B')).toContain(`nor one of ${FORMULA_VARIABLES.join(', ')}.`);
    expect(resolveMessage(EM.syntax('HRA', '"#" is not allowed', 4))).toEqual({
      code: 'payrollEngine.syntax',
      params: { code: 'HRA', position: '4', detail: '"#" is not allowed' },
    });
    expect(resolveMessage(EM.cycle('HRA', ['HRA', 'BASIC', 'HRA']))).toEqual({
      code: 'payrollEngine.cycle',
      params: { code: 'HRA', path: 'HRA → BASIC → HRA' },
    });
    expect(resolveMessage(EM.codeFormat(''))).toEqual({ code: 'payrollEngine.codeFormatEmpty' });
    expect(resolveMessage(EM.codeFormat('hra'))).toEqual({ code: 'payrollEngine.codeFormat', params: { code: 'hra' } });
    expect(resolveMessage(EM.noRulePack('2019-20'))).toEqual({ code: 'payrollEngine.noRulePack', params: { fy: '2019-20' } });
    // the spec's English kept exactly
    expect(EM.duplicateCode('HRA')).toBe('Component HRA appears more than once; each component needs its own code.');
    expect(EM.slabRange(0)).toBe('Slab 1: "to" must not be below "from".');
  });

  it('a slab rule broken in a request names its slab as a value', () => {
    const parsed = ptSlabsBodySchema.safeParse({
      slabs: [
        { from: 0, to: 100, amount: 0, februaryAmount: null },
        { from: 200, to: 150, amount: 200, februaryAmount: null },
      ],
    });
    const messages = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    expect(messages.map(resolveMessage)).toEqual([
      { code: 'payrollEngine.slabRange', params: { slab: '2' } },
      { code: 'payrollEngine.slabsOrder', params: { slab: '2' } },
    ]);
    const month = payrollMonthField.safeParse('2026-13');
    expect(resolveMessage(month.error?.issues[0]?.message ?? '')).toEqual({ code: 'payrollEngine.month' });
  });

  it('a message built from a fixed field name is spelled out per name, so each has its own code', () => {
    expect(resolveMessage(EM.amount(PAYROLL_ENGINE_LABELS.rentPaidMonthly))).toEqual({
      code: 'payrollEngine.amount.rentPaidMonthly',
    });
    expect(resolveMessage(PAYROLL_MESSAGES.money(PAYROLL_LABELS.basicPay))).toEqual({ code: 'payrollFields.money.basicPay' });
    expect(resolveMessage(PAYROLL_MESSAGES.text(PAYROLL_LABELS.branch))).toEqual({ code: 'payrollFields.text.branch' });
    expect(hindi.get('payrollFields.money.basicPay')).toBe('मूल वेतन में केवल अंक हो सकते हैं (अधिकतम 10)।');
  });
});

describe('messages with values elsewhere', () => {
  it('the reporting line’s cycle names both people as values', () => {
    expect(resolveMessage(CURRENT_EMPLOYMENT_MESSAGES.cycle('HRMS1', 'HRMS9'))).toEqual({
      code: 'currentEmployment.cycle',
      params: { employeeId: 'HRMS1', managerId: 'HRMS9' },
    });
    expect(CURRENT_EMPLOYMENT_MESSAGES.cycle('HRMS1', 'HRMS9')).toBe(
      'HRMS9 already reports to HRMS1, directly or through others; this reporting line would form a cycle.',
    );
  });

  it('a custom field’s refused value names the field’s label as a value, with the field’s own sentence', () => {
    const checked = checkCustomFieldValue({ type: 'NUMBER', options: [], required: true }, 'ten');
    expect(checked).toMatchObject({ ok: false, problem: 'notNumber' });
    if (checked.ok) return;
    const template = CUSTOM_FIELD_LABELLED_TEMPLATES[checked.problem];
    expect(template).toBe(`{{label}}: ${checked.message}`);
    expect(resolveMessage(`Cost centre: ${checked.message}`)).toEqual({
      code: 'customFields.labelled.notNumber',
      params: { label: 'Cost centre' },
    });
  });
});
