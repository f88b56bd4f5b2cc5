import { describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES, bulkDecisionMessage, PROFILE_FIELD_LABELS, PROFILE_REQUEST_STATUS_LABELS } from '../approvals';
import { ATTENDANCE_MESSAGES, ATTENDANCE_TYPE_OPTIONS, inaccuratePositionMessage, outsideFenceMessage } from '../attendance';
import { FORGOT_PASSWORD_MESSAGES, LOGIN_MESSAGES } from '../auth';
import { OTHER_SCREEN_TITLES } from '../common';
import { ADMIN_HEADER_LINKS, adminTiles, DASHBOARD_MESSAGES, homeGreeting, homeTiles } from '../dashboard';
import { insufficientBalanceMessage, LEAVE_MESSAGES, LEAVE_TYPE_LABELS, LEDGER_KIND_LABELS, WHOS_OUT_MESSAGES } from '../leave';
import { MENU_GROUPS, MENU_LABELS } from '../navigation';
import { NOTIFICATION_MESSAGES } from '../notifications';
import { PAY_PERIOD_NAMES, PAYROLL_LABELS, PAYROLL_MESSAGES } from '../payroll';
import * as profile from '../profile';
import { ROLES } from '../roles';
import { HEADER_TITLES } from '../routes';
import { SEARCH_MESSAGES } from '../search';
import { TIMESHEET_MESSAGES } from '../timesheets';
import { ar } from './ar';
import { documentsAr, documentsEn, documentsHi, documentText, FSI, PDI } from './documents';
import { EXTRA_PLURAL_FORMS, en, flattenCatalogue, MESSAGE_KEYS, resolveMessage } from './en';
import { enCore } from './en-core';
import { enScreens } from './en-screens';
import { hi } from './hi';
import { LANGUAGE_MESSAGES, LANGUAGES, pickLanguage } from './languages';

const english = flattenCatalogue(en);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** The English key a translated key stands for: a language's own plural form ("days_few") stands for "days_other". */
const PLURAL_FORM = new RegExp(`_(${EXTRA_PLURAL_FORMS.join('|')})$`);
const englishKeyOf = (key: string) => (PLURAL_FORM.test(key) ? key.replace(PLURAL_FORM, '_other') : key);

describe('message catalogues (issue 19 point 3)', () => {
  it('English is the spec constants themselves, not copies', () => {
    expect(en.messages.login).toEqual(LOGIN_MESSAGES);
    expect(en.messages.forgotPassword).toEqual(FORGOT_PASSWORD_MESSAGES);
    expect(en.messages.leave).toEqual(LEAVE_MESSAGES);
    expect(en.messages.dashboard).toEqual(DASHBOARD_MESSAGES);
    expect(en.messages.notifications).toEqual(NOTIFICATION_MESSAGES);
    expect(en.messages.search).toEqual(SEARCH_MESSAGES);
    expect(en.messages.language).toEqual(LANGUAGE_MESSAGES);
    expect(en.nav.pages).toEqual(MENU_LABELS);
    expect(Object.entries(en.nav.groups)).toEqual(MENU_GROUPS.map((g) => [g.module, g.label]));
    expect(en.screens).toEqual(OTHER_SCREEN_TITLES);
    expect(Object.values(en.headerTitles)).toEqual(HEADER_TITLES.map((h) => h.title));
    expect(en.leaveTypes).toEqual(LEAVE_TYPE_LABELS);
    expect(en.ledgerKinds).toEqual(LEDGER_KIND_LABELS);
    expect(en.statuses).toEqual(PROFILE_REQUEST_STATUS_LABELS);
    expect(en.messages.approvals).toEqual(APPROVAL_MESSAGES);
    expect(en.messages.attendance).toEqual(ATTENDANCE_MESSAGES);
    expect(en.messages.whosOut).toEqual(WHOS_OUT_MESSAGES);
    const { confirmDelete, ...familyTexts } = profile.FAMILY_MESSAGES;
    expect(en.messages.family).toEqual(familyTexts);
    expect(en.family.confirmDelete.replace('{{name}}', 'Asha')).toBe(confirmDelete('Asha'));
    for (const [key, text] of Object.entries(profile.ADDRESS_MESSAGES))
      if (typeof text === 'string') expect((en.messages.address as Record<string, unknown>)[key]).toBe(text);
    expect(en.address.fields).toEqual(profile.ADDRESS_FIELD_LABELS);
    expect(en.address.kinds).toEqual(profile.ADDRESS_KIND_LABELS);
    expect(en.messages.address.required.pincode).toBe(profile.ADDRESS_MESSAGES.required(profile.ADDRESS_FIELD_LABELS.pincode));
    expect(en.messages.address.place.town).toBe(profile.ADDRESS_MESSAGES.place(profile.ADDRESS_FIELD_LABELS.town));
    expect(en.messages.address.saved.office).toBe(profile.ADDRESS_MESSAGES.saved(profile.ADDRESS_KIND_LABELS.office));
    expect(en.messages.address.notFound.present).toBe(profile.ADDRESS_MESSAGES.notFound(profile.ADDRESS_KIND_LABELS.present));
    expect(en.messages.travel).toMatchObject(profile.TRAVEL_MESSAGES);
    const { label, min, max } = profile.TRAVEL_LETTER_FIELDS.issuingAuthority;
    expect(en.messages.travel.fields.issuingAuthority).toEqual(profile.lettersFieldMessages(label, min, max));
    const { confirmDelete: confirmIdDelete, ...nationalIdTexts } = profile.NATIONAL_ID_MESSAGES;
    expect(en.messages.nationalId).toEqual(nationalIdTexts);
    expect(en.nationalId.confirmDelete.replace('{{type}}', 'PAN Card')).toBe(confirmIdDelete('PAN Card'));
    expect(en.nationalId.types).toEqual(profile.NATIONAL_ID_TYPE_LABELS);
    for (const [key, text] of Object.entries(profile.EDUCATION_MESSAGES))
      if (typeof text === 'string') expect((en.messages.education as Record<string, unknown>)[key]).toBe(text);
    expect(en.education.levels).toEqual(profile.EDUCATION_LEVEL_LABELS);
    expect(en.education.confirmDelete.replace('{{level}}', 'SSC')).toBe(profile.EDUCATION_MESSAGES.confirmDelete('SSC'));
    expect(en.education.names.boardName).toBe(profile.educationLabels('SSC').university);
    expect(en.messages.education.names.schoolName.required).toBe(`${profile.educationLabels('SSC').institution} is required.`);
    for (const [key, text] of Object.entries(profile.EXPERIENCE_MESSAGES))
      if (typeof text === 'string') expect((en.messages.experience as Record<string, unknown>)[key]).toBe(text);
    expect(en.experience.confirmDelete.replace('{{organisation}}', 'Acme')).toBe(
      profile.EXPERIENCE_MESSAGES.confirmDelete('Acme'),
    );
    const { cycle: _cycle, ...currentEmploymentTexts } = profile.CURRENT_EMPLOYMENT_MESSAGES;
    expect(en.messages.currentEmployment).toEqual({ ...currentEmploymentTexts, ...profile.CURRENT_EMPLOYMENT_TEMPLATES });
    for (const [key, text] of Object.entries(PAYROLL_MESSAGES))
      if (typeof text === 'string') expect((en.messages.payroll as Record<string, unknown>)[key]).toBe(text);
    expect(en.payroll.labels).toEqual(PAYROLL_LABELS);
    expect(en.payroll.frequencies).toEqual(PAY_PERIOD_NAMES);
    for (const [key, text] of Object.entries(TIMESHEET_MESSAGES))
      if (typeof text === 'string') expect((en.messages.timesheets as Record<string, string>)[key]).toBe(text);
    expect(en.timesheets.weekTotalWithoutDays.replace('{{hours}}', '7.50')).toBe(TIMESHEET_MESSAGES.weekTotalWithoutDays('7.50'));
    expect(en.profileFields).toEqual(PROFILE_FIELD_LABELS);
    for (const option of ATTENDANCE_TYPE_OPTIONS) expect(en.attendanceTypes[option.key]).toBe(option.label);
    for (const role of ROLES) for (const tile of homeTiles(role, 'X')) expect(en.tiles[tile.title]).toBe(tile.title);
    for (const tile of [...adminTiles('X'), ...ADMIN_HEADER_LINKS]) expect(en.tiles[tile.title]).toBe(tile.title);
    for (const hour of [0, 6, 13, 20]) expect(en.greetings[homeGreeting(hour)]).toBe(homeGreeting(hour));
  });

  it.each([
    ['hi', hi],
    ['ar', ar],
  ])('every %s key exists in English, with the same {{placeholders}}', (_name, catalogue) => {
    const translated = flattenCatalogue(catalogue);
    expect(translated.size).toBeGreaterThan(0);
    const unknown = [...translated.keys()].filter((key) => !english.has(englishKeyOf(key)));
    expect(unknown).toEqual([]);
    for (const [key, text] of translated) {
      const expected = placeholders(english.get(englishKeyOf(key))!);
      // a language's own plural form may leave the number out (Arabic's dual: "سنتان", two years)
      if (PLURAL_FORM.test(key))
        expect(
          placeholders(text).filter((name) => !expected.includes(name)),
          key,
        ).toEqual([]);
      else expect(placeholders(text), key).toEqual(expected);
    }
  });

  it("Hindi covers the whole shell, the menu, the login, leave, the approval queues, attendance, timesheets, who's out, the profile sections, leave types and My Pay", () => {
    const translated = flattenCatalogue(hi);
    const areas = [
      'nav.',
      'shell.',
      'pages.',
      'common.',
      'login.',
      'forgot.',
      'leave.',
      'dashboard.',
      'screens.',
      'headerTitles.',
      'tiles.',
      'greetings.',
      'leaveTypes.',
      'ledgerKinds.',
      'statuses.',
      'profileFields.',
      'attendanceTypes.',
      'approvals.',
      'attendance.',
      'messages.approvals.',
      'messages.attendance.',
      'timesheets.',
      'messages.timesheets.',
      'whosOut.',
      'messages.whosOut.',
      'family.',
      'messages.family.',
      'address.',
      'messages.address.',
      'travel.',
      'messages.travel.',
      'nationalId.',
      'messages.nationalId.',
      'education.',
      'messages.education.',
      'experience.',
      'messages.experience.',
      'currentEmployment.',
      'messages.currentEmployment.',
      'leaveTypesAdmin.',
      'payroll.',
      'messages.payroll.',
      'messages.leave.',
      'messages.login.',
      'messages.forgotPassword.',
      'messages.dashboard.',
      'messages.notifications.',
      'messages.search.',
      'messages.language.',
    ];
    for (const area of areas) {
      const missing = [...english.keys()].filter((key) => key.startsWith(area) && !translated.has(key));
      expect(missing, area).toEqual([]);
    }
  });

  it('Hindi has every English key: no screen falls back to English', () => {
    const translated = flattenCatalogue(hi);
    expect([...english.keys()].filter((key) => !translated.has(key))).toEqual([]);
  });

  it('Arabic has every English key: no screen falls back to English', () => {
    const translated = flattenCatalogue(ar);
    expect([...english.keys()].filter((key) => !translated.has(key))).toEqual([]);
  });

  it('Arabic is translated: no value with words left in English, each written in Arabic script', () => {
    // sample input a user types over is the same in every language
    const sameInEveryLanguage = new Set(['tools.mail.testPlaceholder', 'tools.webhooks.urlPlaceholder']);
    // words: lower-case letters outside the {{placeholders}} (codes such as HRMS or SSC stay in Latin)
    const hasWords = (text: string) => /[a-z]{2,}/.test(text.replace(/\{\{\w+\}\}/g, ''));
    const arabic = [...flattenCatalogue(ar)].filter(([key]) => !sameInEveryLanguage.has(key));
    const untranslated = arabic.filter(([key, text]) => english.get(key) === text && hasWords(text));
    expect(untranslated.map(([key]) => key)).toEqual([]);
    const latinOnly = arabic.filter(
      ([key, text]) => hasWords(english.get(englishKeyOf(key)) ?? '') && !/[\u0600-\u06FF]/.test(text),
    );
    expect(latinOnly.map(([key]) => key)).toEqual([]);
  });

  it('Arabic gives each plural all six of its forms (zero, one, two, few, many, other)', () => {
    const translated = flattenCatalogue(ar);
    const plurals = [...english.keys()].filter((key) => key.endsWith('_other')).map((key) => key.slice(0, -'_other'.length));
    expect(plurals.length).toBeGreaterThan(0);
    const forms = new Intl.PluralRules('ar').resolvedOptions().pluralCategories;
    const missing = plurals.flatMap((base) => forms.map((form) => `${base}_${form}`)).filter((key) => !translated.has(key));
    expect(missing).toEqual([]);
  });

  it('English is the bundled shell part plus the part loaded with the signed-in screens, no key in both', () => {
    const core = flattenCatalogue(enCore);
    const screens = flattenCatalogue(enScreens);
    expect([...screens.keys()].filter((key) => core.has(key))).toEqual([]);
    expect(core.size + screens.size).toBe(english.size);
  });

  it('maps a known server message to its key', () => {
    expect(MESSAGE_KEYS.get(LEAVE_MESSAGES.applied)).toBe('messages.leave.applied');
    expect(MESSAGE_KEYS.get(LOGIN_MESSAGES.invalidCredentials)).toBe('messages.login.invalidCredentials');
    expect(MESSAGE_KEYS.get('Something the catalogue does not know')).toBeUndefined();
  });

  it('finds the code and values of a message built from values (issue 27 point 4)', () => {
    const cases: [string, string, Record<string, string>][] = [
      [insufficientBalanceMessage('SICKLEAVE', 1, 0), 'leave.insufficientBalanceOne', { available: '1', type: 'Sick Leave' }],
      [insufficientBalanceMessage('SICKLEAVE', 2.5, 0), 'leave.insufficientBalance', { available: '2.5', type: 'Sick Leave' }],
      [
        insufficientBalanceMessage('CASUALLEAVE', 0, 2),
        'leave.insufficientBalanceWaiting',
        { available: '0', type: 'Casual Leave', pending: '2' },
      ],
      [bulkDecisionMessage(1, 0, 'approve'), 'approvals.bulkApprovedOne', { decided: '1' }],
      [bulkDecisionMessage(3, 2, 'reject'), 'approvals.bulkRejectedFailed', { decided: '3', failed: '2' }],
      [outsideFenceMessage('Pune Office', 1500), 'timeAttendance.outsideFence', { distance: '1.5 km', site: 'Pune Office' }],
      [
        inaccuratePositionMessage('Pune Office', 80.4),
        'timeAttendance.inaccuratePosition',
        { accuracy: '80', site: 'Pune Office' },
      ],
      [TIMESHEET_MESSAGES.dayOverLimit('2026-01-05'), 'timesheets.dayOverLimit', { date: '2026-01-05' }],
      [TIMESHEET_MESSAGES.weekLocked('APPROVED'), 'timesheets.weekLocked', { status: 'approved' }],
      [TIMESHEET_MESSAGES.notAssigned('P1', '2026-01-05'), 'timesheets.notAssigned', { projectCode: 'P1', date: '2026-01-05' }],
      [profile.EDUCATION_MESSAGES.yearWindow(1950, 2026), 'education.yearWindow', { from: '1950', to: '2026' }],
    ];
    for (const [text, code, params] of cases) expect(resolveMessage(text), text).toEqual({ code, params });
    // the English the catalogue gives a code is the template the message was filled from
    expect(LEAVE_MESSAGES.notFound).toBe(en.messages.leave.notFound);
    expect(resolveMessage(LEAVE_MESSAGES.notFound)).toEqual({ code: 'leave.notFound' });
  });

  it("guesses the browser's language when it is one we have, else English", () => {
    expect(LANGUAGES).toContain('hi');
    expect(pickLanguage(['hi-IN', 'en-US'])).toBe('hi');
    expect(pickLanguage(['fr-FR', 'ar-EG'])).toBe('ar');
    expect(pickLanguage(['fr-FR', 'de'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });

  describe("the server's mails and PDFs (issue 33)", () => {
    const documents = flattenCatalogue(documentsEn);
    it.each([
      ['hi', documentsHi, /[\u0900-\u097F]/],
      ['ar', documentsAr, /[\u0600-\u06FF]/],
    ])('%s has every key, with the same {{placeholders}}, written in its own script', (_name, catalogue, script) => {
      const translated = flattenCatalogue(catalogue);
      expect([...documents.keys()].filter((key) => !translated.has(key))).toEqual([]);
      expect([...translated.keys()].filter((key) => !documents.has(key))).toEqual([]);
      for (const [key, text] of translated) {
        expect(placeholders(text), key).toEqual(placeholders(documents.get(key)!));
        expect(script.test(text), key).toBe(true);
      }
    });

    it('fills values in, isolated in Arabic, and nests phrases', () => {
      expect(documentText('en', 'mail.dear', { name: 'Asha' })).toBe('Dear Asha,');
      expect(documentText('hi', 'mail.dear', { name: 'Asha' })).toBe('प्रिय Asha,');
      expect(documentText('ar', 'mail.dear', { name: 'Asha' })).toBe(`عزيزي ${FSI}Asha${PDI}،`);
      expect(documentText('hi', 'mail.approvals.sentTitle', { kind: { key: 'mail.kinds.leave' } })).toBe(
        'स्वीकृति के लिए भेजा गया: छुट्टी',
      );
    });
  });
});
