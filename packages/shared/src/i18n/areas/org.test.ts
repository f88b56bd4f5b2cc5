import { describe, expect, it } from 'vitest';
import { RECHECK_FORM } from '../../common';
import { DOCUMENT_MESSAGES, ONBOARDING_FILE_LABELS, ONBOARDING_SECTIONS } from '../../documents';
import { EXAM_MESSAGES } from '../../exams';
import * as organization from '../../organization';
import { CAREER_MESSAGES, INTERVIEW_MESSAGES, INTERVIEW_STATUSES, JOB_TYPE_LABELS, WORK_MODE_LABELS } from '../../recruitment';
import { en, flattenCatalogue, MESSAGE_KEYS } from '../en';
import { hi } from '../hi';
import { orgEn } from './org.en';

const english = flattenCatalogue(en);
const hindi = flattenCatalogue(hi);

describe('organisation, exams, recruitment, onboarding documents and payroll search catalogues (issue 19 point 3)', () => {
  it('takes the English of messages and labels from the shared spec constants', () => {
    expect(en.messages.organization).toEqual(organization.ORGANIZATION_MESSAGES);
    expect(en.messages.departments).toEqual(organization.DEPARTMENT_MESSAGES);
    expect(en.messages.designations).toEqual(organization.DESIGNATION_MESSAGES);
    expect(en.messages.dateFormat).toEqual(organization.DATE_FORMAT_MESSAGES);
    expect(en.messages.careers).toEqual(CAREER_MESSAGES);
    expect(en.messages.documents).toEqual(DOCUMENT_MESSAGES);
    expect(en.messages.onboarding.recheck).toBe(RECHECK_FORM);
    for (const [key, text] of Object.entries(EXAM_MESSAGES))
      if (typeof text === 'string') expect((en.messages.exams as Record<string, string>)[key]).toBe(text);
    for (const [key, text] of Object.entries(INTERVIEW_MESSAGES))
      if (typeof text === 'string') expect((en.messages.interviews as Record<string, string>)[key]).toBe(text);
    expect(en.recruitment.confirmDeleteInterview.replace('{{name}}', 'Asha')).toBe(INTERVIEW_MESSAGES.confirmDelete('Asha'));
    expect(en.recruitment.jobTypes).toEqual(JOB_TYPE_LABELS);
    expect(en.recruitment.workModes).toEqual(WORK_MODE_LABELS);
    expect(Object.keys(en.recruitment.statuses)).toEqual([...INTERVIEW_STATUSES]);
    expect(Object.values(en.organization.weekOffs)).toEqual([...organization.WEEK_OFF_OPTIONS]);
    expect(en.onboardingDocuments.fileLabels).toEqual(ONBOARDING_FILE_LABELS);
    expect(Object.keys(en.onboardingDocuments.sections)).toEqual(ONBOARDING_SECTIONS.map((s) => s.title));
  });

  it('has Hindi for every key of these screens and their messages, the onboarding documents included', () => {
    const keys = [...flattenCatalogue(orgEn).keys(), ...flattenCatalogue(en.messages.documents, 'messages.documents').keys()];
    expect(keys.length).toBeGreaterThan(400);
    expect(keys.filter((key) => !hindi.has(key))).toEqual([]);
  });

  it('finds the key of a message the server sends, so the web shows it in Hindi', () => {
    expect(MESSAGE_KEYS.get(organization.DEPARTMENT_MESSAGES.duplicate)).toBe('messages.departments.duplicate');
    expect(MESSAGE_KEYS.get(EXAM_MESSAGES.noAttemptsLeft)).toBe('messages.exams.noAttemptsLeft');
    expect(MESSAGE_KEYS.get(CAREER_MESSAGES.cancelledLocked)).toBe('messages.careers.cancelledLocked');
    expect(hindi.get('messages.departments.duplicate')).not.toBe(organization.DEPARTMENT_MESSAGES.duplicate);
    expect(english.get('messages.exams.noAttemptsLeft')).toBe(EXAM_MESSAGES.noAttemptsLeft);
  });
});
