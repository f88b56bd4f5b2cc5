import { describe, expect, it } from 'vitest';
import { API_TOKEN_MESSAGES } from '../../apitokens';
import { AUDIT_MESSAGES } from '../../audit';
import { IMPORT_MESSAGES } from '../../imports';
import { JOBS_MESSAGES, SCHEDULE_LABELS } from '../../jobs';
import { MAIL_MESSAGES } from '../../mail';
import { REPORTS_MESSAGES } from '../../reports';
import { SSO_MESSAGES } from '../../sso';
import { en, flattenCatalogue, MESSAGE_KEYS } from '../en';
import { hi } from '../hi';

const english = flattenCatalogue(en);
const hindi = flattenCatalogue(hi);

describe('the tools beyond the spec in the catalogues (reports, audit, mail and jobs, import, SSO, API tokens)', () => {
  it('takes the English of messages and labels from the shared constants', () => {
    expect(en.messages.reports).toEqual(REPORTS_MESSAGES);
    expect(en.messages.audit).toEqual(AUDIT_MESSAGES);
    expect(en.messages.mail).toEqual(MAIL_MESSAGES);
    expect(en.messages.jobs).toEqual(JOBS_MESSAGES);
    expect(en.messages.sso).toEqual(SSO_MESSAGES);
    expect(en.messages.apiTokens).toEqual(API_TOKEN_MESSAGES);
    for (const [key, text] of Object.entries(IMPORT_MESSAGES))
      if (typeof text === 'string') expect((en.messages.imports as Record<string, string>)[key]).toBe(text);
    expect(en.tools.jobs.labels).toEqual(SCHEDULE_LABELS);
    expect(en.tools.reports.title).toBe(REPORTS_MESSAGES.title);
    expect(en.tools.audit.title).toBe(AUDIT_MESSAGES.title);
  });

  it('has Hindi for every key of these screens and their server messages', () => {
    const areas = [
      'tools.',
      ...['reports', 'audit', 'mail', 'jobs', 'imports', 'sso', 'apiTokens', 'webhooks'].map((a) => `messages.${a}.`),
    ];
    for (const area of areas) {
      const missing = [...english.keys()].filter((key) => key.startsWith(area) && !hindi.has(key));
      expect(missing, area).toEqual([]);
    }
  });

  it('finds the key of a message the server sends in English', () => {
    expect(MESSAGE_KEYS.get(MAIL_MESSAGES.retried)).toBe('messages.mail.retried');
    expect(MESSAGE_KEYS.get(API_TOKEN_MESSAGES.scopesRequired)).toBe('messages.apiTokens.scopesRequired');
    expect(MESSAGE_KEYS.get(SSO_MESSAGES.discoveryFailed)).toBe('messages.sso.discoveryFailed');
  });
});
