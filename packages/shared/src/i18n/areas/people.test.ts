import { describe, expect, it } from 'vitest';
import { phoneNumberProblem } from '../../common';
import {
  EMPLOYEE_MESSAGES,
  employeeCreateSchema,
  GENDER_LABELS,
  nameLengthMessages,
  noDetailsMessage,
  PROFILE_SECTIONS,
} from '../../employees';
import { HOLIDAY_MESSAGES, holidayDateProblem, holidayWindow } from '../../holidays';
import { DELIVERABLE_STATUS_LABELS, deliverableSchema, PERFORMANCE_MESSAGES } from '../../performance';
import { ASSIGNMENT_COLUMNS, ASSIGNMENT_MESSAGES, PROJECT_MESSAGES } from '../../projects';
import { ROLE_LABELS } from '../../roles';
import { en, flattenCatalogue, MESSAGE_KEYS, resolveMessage } from '../en';
import { hi } from '../hi';

const english = flattenCatalogue(en);
const hindi = flattenCatalogue(hi);

describe('the people screens in the catalogues', () => {
  it('takes the English from the spec constants', () => {
    expect(en.employees.roles).toEqual(ROLE_LABELS);
    expect(en.employees.genders).toEqual(GENDER_LABELS);
    expect(en.employees.searchMoreThan.replaceAll('{{cap}}', '1,000')).toBe(EMPLOYEE_MESSAGES.searchMoreThan('1,000'));
    for (const section of PROFILE_SECTIONS) {
      expect(en.employees.profile.tabs[section.part]).toBe(section.tab);
      expect(en.employees.profile.noDetails[section.part]).toBe(noDetailsMessage(section.missing));
    }
    for (const column of ASSIGNMENT_COLUMNS) expect(en.projects.assignments.columns[column.key]).toBe(column.label);
    expect(en.performance.statuses).toEqual(DELIVERABLE_STATUS_LABELS);
    expect(en.projects.confirmDelete.replace('{{code}}', 'P-1')).toBe(PROJECT_MESSAGES.confirmDelete('P-1'));
    expect(en.projects.assignments.confirmDelete.replace('{{name}}', 'Asha')).toBe(ASSIGNMENT_MESSAGES.confirmDelete('Asha'));
    expect(en.holidays.confirmDelete.replace('{{name}}', 'Diwali')).toBe(HOLIDAY_MESSAGES.confirmDelete('Diwali'));
  });

  it('has a key for the messages the forms and the server build from values', () => {
    const { from, to } = holidayWindow();
    // a message with values is found by its template, with the values (issue 27 point 4)
    const coded = { code: 'holidays.dateWindow', params: { from, to } };
    expect(resolveMessage(HOLIDAY_MESSAGES.dateWindow(from, to))).toEqual(coded);
    expect(resolveMessage(holidayDateProblem('1999-01-01') ?? '')).toEqual(coded);
    expect(MESSAGE_KEYS.get(nameLengthMessages('First name').min)).toBe('messages.employees.names.firstname.min');
    expect(MESSAGE_KEYS.get(phoneNumberProblem('+65', '1') ?? '')).toBe('messages.employees.phone.65');
    expect(MESSAGE_KEYS.get(PERFORMANCE_MESSAGES.tooLong('Deliverable Title', 200))).toBe(
      'messages.performance.tooLong.deliverableTitle',
    );
    const created = employeeCreateSchema.safeParse({ userRole: 'ROLE_NOPE' });
    for (const issue of created.error?.issues ?? []) expect(MESSAGE_KEYS.has(issue.message), issue.message).toBe(true);
    const deliverable = deliverableSchema.safeParse({ expectedCompletedDate: 'soon', deliverableTitle: 'x'.repeat(201) });
    for (const issue of deliverable.error?.issues ?? []) expect(MESSAGE_KEYS.has(issue.message), issue.message).toBe(true);
  });

  it('Hindi covers every key of the people screens', () => {
    const areas = [
      'people.',
      'employees.',
      'projects.',
      'performance.',
      'holidays.',
      'messages.employees.',
      'messages.profileDashboard.',
      'messages.idCard.',
      'messages.team.',
      'messages.projects.',
      'messages.assignments.',
      'messages.performance.',
      'messages.holidays.',
    ];
    for (const area of areas) {
      const keys = [...english.keys()].filter((key) => key.startsWith(area));
      expect(keys.length, area).toBeGreaterThan(0);
      expect(
        keys.filter((key) => !hindi.has(key)),
        area,
      ).toEqual([]);
    }
  });
});
