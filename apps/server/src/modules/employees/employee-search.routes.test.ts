import { EMPLOYEE_SEARCH_COUNT_CAP } from '@hrms/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, OTHER_ADMIN, useTestApp } from '../../test/helpers';
import { NEW_PERSON } from '../../test/people';
import { EMPLOYEE_SEARCH_SORTS_UP_TO } from './employee-search.repository';
import { employees } from './employees.tables';

const t = useTestApp();
const list = (who: string, query: Record<string, string>) =>
  t.call(who, { method: 'GET', url: '/hrmsapplication/employee/getAll', query: { pageNumber: '0', size: '10', ...query } });
const ids = (res: { json: () => { employeeId: string }[] }) => res.json().map((r) => r.employeeId);

const person = (n: number) => ({
  ...NEW_PERSON,
  employeeId: `ZED${n}`,
  organizationId: 'ORG1',
  prefix: 'Mr',
  firstname: 'Zed',
  lastname: `Typer${n}`,
  email: `zed${n}@typing.example`,
});

describe('employee search as people type it', () => {
  it('matches 1–2 characters at the start of an id, name or e-mail, and 3 or more anywhere', async () => {
    // Ananya Rao (HRMS4) starts with "an"; Manish Pandey (HRMS16) only holds it inside his names
    const two = ids(await list(ADMIN, { search: 'AN', size: '50' }));
    expect(two).toContain('HRMS4');
    expect(two).not.toContain('HRMS16');
    expect(ids(await list(ADMIN, { search: 'ani', size: '50' }))).toContain('HRMS16');
    const h = await list(ADMIN, { search: 'h' });
    expect(h.headers['x-total-count']).toBe('35'); // every HRMS id, each person once however many fields match
    expect(h.headers['x-total-more']).toBeUndefined();
    // a later page of a set under the cap is cut from the matches in id order
    const second = await list(ADMIN, { search: 'h', pageNumber: '1' });
    expect(ids(second)).toEqual(Array.from({ length: 10 }, (_, i) => `HRMS${i + 11}`));
    expect(second.headers['x-total-count']).toBe('35');
    expect(ids(await list(ADMIN, { search: '_' }))).toEqual([]);
    expect(ids(await list(ADMIN, { search: '%' }))).toEqual([]);
    expect(ids(await list(OTHER_ADMIN, { search: 'ka' }))).toEqual([]);
    // a page past the end still tells the total
    const beyond = await list(ADMIN, { search: 'kavya', pageNumber: '3' });
    expect(ids(beyond)).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('1');
    const exactlyFull = await list(ADMIN, { search: 'hrms1', size: '11' });
    expect(ids(exactlyFull)).toHaveLength(11);
    expect(exactlyFull.headers['x-total-count']).toBe('11');
  });

  it('matches an id by its start only, names and e-mail anywhere, and counts a person matched both ways once', async () => {
    expect(ids(await list(ADMIN, { search: 'hrms35' }))).toEqual(['HRMS35']);
    expect(ids(await list(ADMIN, { search: 'RMS35' }))).toEqual([]);
    const qox = { ...person(1), employeeId: 'QOX1', firstname: 'Aqox', email: 'aqox@typing.example' };
    await t.database.db.insert(employees).values(qox);
    const both = await list(ADMIN, { search: 'qox', size: '1' }); // a full page is counted: QOX1 by id and by name, once
    expect(ids(both)).toEqual(['QOX1']);
    expect(both.headers['x-total-count']).toBe('1');
  });

  it('counts a search up to the cap and says there are more, paging forwards past it', async () => {
    await t.database.db.insert(employees).values(Array.from({ length: EMPLOYEE_SEARCH_COUNT_CAP + 5 }, (_, i) => person(i + 1)));
    // a prefix of two letters and a term matched anywhere are both counted to the cap
    for (const search of ['ze', 'zed']) {
      const first = await list(ADMIN, { search });
      expect(first.headers['x-total-count']).toBe(String(EMPLOYEE_SEARCH_COUNT_CAP));
      expect(first.headers['x-total-more']).toBe('true');
      expect(ids(first)).toEqual(['ZED1', 'ZED2', 'ZED3', 'ZED4', 'ZED5', 'ZED6', 'ZED7', 'ZED8', 'ZED9', 'ZED10']);
      const beyond = await list(ADMIN, { search, pageNumber: String(EMPLOYEE_SEARCH_COUNT_CAP / 10) });
      expect(ids(beyond)).toEqual(['ZED101', 'ZED102', 'ZED103', 'ZED104', 'ZED105']);
    }
    const exact = await list(ADMIN, { search: 'zed10' });
    expect(exact.headers['x-total-count']).toBe('7'); // ZED10, ZED100–ZED105
    expect(exact.headers['x-total-more']).toBeUndefined();
    expect(ids(await list(ADMIN, { search: 'zed10', size: '3', pageNumber: '1' }))).toEqual(['ZED102', 'ZED103', 'ZED104']);
    expect(ids(await list(OTHER_ADMIN, { search: 'ze' }))).toEqual([]);
  });

  it('past the cap, pages a long term the same whether its matches are sorted or the id order is walked', async () => {
    const some = EMPLOYEE_SEARCH_COUNT_CAP + 5;
    const many = EMPLOYEE_SEARCH_SORTS_UP_TO + 5;
    const walker = (n: number) => ({
      ...person(n),
      employeeId: `QUW${n}`,
      firstname: n <= some ? 'Quw' : 'Equw',
      lastname: `Walker${n}`,
      email: `quw${n}@walking.example`,
    });
    await t.database.db.insert(employees).values(Array.from({ length: some }, (_, i) => walker(i + 1)));
    const pages = async () => [
      ids(await list(ADMIN, { search: 'quw' })),
      ids(await list(ADMIN, { search: 'walker', size: '4', pageNumber: '25' })),
      ids(await list(ADMIN, { search: 'quw', pageNumber: String(some / 10 - 0.5) })),
    ];
    const sorted = await pages(); // 105 matches: cut from the matches
    expect(sorted[0]).toEqual(Array.from({ length: 10 }, (_, i) => `QUW${i + 1}`));
    expect(sorted[1]).toEqual(['QUW101', 'QUW102', 'QUW103', 'QUW104']);
    expect(sorted[2]).toEqual(['QUW101', 'QUW102', 'QUW103', 'QUW104', 'QUW105']);
    await t.database.db.insert(employees).values(Array.from({ length: many - some }, (_, i) => walker(i + some + 1)));
    const walked = await pages(); // 505 matches: the id order is walked, and finds the same pages
    expect(walked.slice(0, 2)).toEqual(sorted.slice(0, 2));
    expect(walked[2]).toEqual([
      'QUW101',
      'QUW102',
      'QUW103',
      'QUW104',
      'QUW105',
      'QUW106',
      'QUW107',
      'QUW108',
      'QUW109',
      'QUW110',
    ]);
    const last = await list(ADMIN, { search: 'quw', pageNumber: String((many - 5) / 10) });
    expect(ids(last)).toEqual(['QUW501', 'QUW502', 'QUW503', 'QUW504', 'QUW505']);
    expect(last.headers['x-total-more']).toBe('true');
  });
});

describe('the trigram index behind searches anywhere', () => {
  it('keeps its list of entries not yet merged small, since every search reads it whole', async () => {
    const result = await t.database.db.execute<{ options: string[] }>(
      sql`select reloptions as options from pg_class where relname = 'employees_search_trgm_idx'`,
    );
    expect(result.rows[0]?.options).toEqual(['gin_pending_list_limit=64']);
  });
});
