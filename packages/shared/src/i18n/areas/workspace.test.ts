import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS, BANNER_TEXT, QUOTES, quoteForHour, quoteIndexForHour } from '../../dashboard';
import { ORGCHART_LABELS, ORGCHART_MESSAGES } from '../../orgchart';
import { experienceDuration, experienceParts } from '../../profile';
import { en, flattenCatalogue, MESSAGE_KEYS } from '../en';
import { hi } from '../hi';
import { workspaceEn } from './workspace.en';

const hindi = flattenCatalogue(hi);
const fill = (text: string, values: Record<string, unknown>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

describe('the organisation chart, Associate 360, the calendar and the dashboards’ own texts in the catalogues', () => {
  it('takes the English from the shared constants', () => {
    expect(en.messages.orgChart).toEqual(ORGCHART_MESSAGES);
    expect(en.orgChart).toMatchObject(ORGCHART_LABELS);
    expect(fill(en.orgChart.openProfileOf, { name: 'Asha' })).toBe(`${ORGCHART_LABELS.openProfile}: Asha`);
    expect(Object.values(en.dashboard.quotes)).toEqual([...QUOTES]);
    for (const hour of [0, 7, 13, 23]) expect(en.dashboard.quotes[String(quoteIndexForHour(hour))]).toBe(quoteForHour(hour));
    expect(Object.values(en.dashboard.announcements)).toEqual(ANNOUNCEMENTS.map((a) => ({ ...a })));
    expect(en.dashboard.banner).toBe(BANNER_TEXT);
  });

  it("spells an experience's duration as experienceDuration does", () => {
    for (const [from, to] of [
      ['2019-01-07', '2021-04-11'],
      ['2020-01-31', '2020-03-01'],
    ] as const) {
      expect(fill(en.experience.duration, experienceParts(from, to))).toBe(experienceDuration(from, to));
    }
  });

  it('has Hindi for every key of these texts', () => {
    const keys = [
      ...flattenCatalogue(workspaceEn).keys(),
      ...[...flattenCatalogue(en).keys()].filter((key) => /^(dashboard\.|leave\.ledger\.|shell\.|pages\.)/.test(key)),
      'experience.duration',
    ];
    expect(keys.length).toBeGreaterThan(80);
    expect(keys.filter((key) => !hindi.has(key))).toEqual([]);
  });

  it("finds the organisation chart's toasts, so they show in Hindi", () => {
    expect(MESSAGE_KEYS.get(ORGCHART_MESSAGES.loaded)).toBe('messages.orgChart.loaded');
    expect(hindi.get('messages.orgChart.loaded')).not.toBe(ORGCHART_MESSAGES.loaded);
  });
});
