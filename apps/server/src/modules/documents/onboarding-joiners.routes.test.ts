import { describe, expect, it } from 'vitest';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, useTestApp } from '../../test/helpers';
import { multipart, type Part, PDF } from './documents.test-support';

const t = useTestApp();

const joiners = (who: string, query = '') =>
  t.call(who, { method: 'GET', url: `/hrmsapplication/documents/joiners-missing-documents${query}` });
const submit = (who: string, employeeId: string, parts: Part[]) =>
  t.call(who, { method: 'POST', url: `/hrmsapplication/documents/onboarding?employeeId=${employeeId}`, ...multipart(parts) });
const pdf = (name: string): Part => ({ name, filename: `${name}.pdf`, content: PDF, contentType: 'application/pdf' });
const rowOf = async (who: string, employeeId: string) =>
  ((await joiners(who)).json() as { employeeId: string; missing: string[] }[]).find((r) => r.employeeId === employeeId);

describe('GET documents/joiners-missing-documents', () => {
  it('lists the new joiners still missing documents, with what is missing and the total', async () => {
    const res = await joiners(ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe(String(res.json().length));
    expect(await rowOf(ADMIN, ONBOARDING)).toEqual({
      employeeId: ONBOARDING,
      employeeName: 'Vikram Singh',
      doj: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      missing: ['aadharDocument', 'panDocument', 'higherEducationFile'],
    });
    // only new joiners: people with another role are never listed
    expect(await rowOf(ADMIN, EMPLOYEE)).toBeUndefined();
  });

  it('names only what is still missing after a hand-in, and drops the joiner once all is on file', async () => {
    expect((await submit(ONBOARDING, ONBOARDING, [pdf('higherEducationFile'), pdf('aadharDocument')])).statusCode).toBe(200);
    expect((await rowOf(HR, ONBOARDING))?.missing).toEqual(['panDocument']);
    expect((await submit(HR, ONBOARDING, [pdf('panDocument')])).statusCode).toBe(200);
    expect(await rowOf(ADMIN, ONBOARDING)).toBeUndefined();
  });

  it('pages with pageNumber and size', async () => {
    const created = await t.call(ADMIN, {
      method: 'POST',
      url: '/hrmsapplication/employee/create',
      payload: {
        prefix: 'Ms ',
        firstname: 'Pia',
        lastname: 'Das',
        email: 'pia.das@acme.example',
        countryCode: '+91',
        phoneNumber: '9812345670',
        maritialStatus: 'Single',
        dob: '1998-01-01',
        gender: 'Female',
        fatherName: 'Ravi Das',
        doj: '2025-04-01',
        bloodGroup: 'O +ve',
      },
    });
    const { employeeId } = created.json() as { employeeId: string };
    const all = (await joiners(ADMIN)).json() as { employeeId: string }[];
    expect(all.map((r) => r.employeeId)).toContain(employeeId);
    const first = await joiners(ADMIN, '?pageNumber=0&size=1');
    expect(first.json()).toHaveLength(1);
    expect(first.headers['x-total-count']).toBe(String(all.length));
  });

  it('shows HR only the joiners they lead (a joiner without an HR yet is the admin’s to see)', async () => {
    const rows = (await joiners(HR)).json() as { employeeId: string }[];
    const mine = (await joiners(ADMIN)).json() as { employeeId: string }[];
    expect(rows.length).toBeLessThan(mine.length);
  });

  it('refuses managers, employees and joiners with 403 and shows another organisation nothing of ours', async () => {
    for (const who of [MANAGER, EMPLOYEE, ONBOARDING]) expect((await joiners(who)).statusCode).toBe(403);
    const other = (await joiners(OTHER_ADMIN)).json() as { employeeId: string }[];
    expect(other.filter((r) => r.employeeId.startsWith('HRMS'))).toEqual([]);
  });

  it('refuses a bad page with 400, never a 5xx', async () => {
    expect((await joiners(ADMIN, '?pageNumber=-1')).statusCode).toBe(400);
    expect((await joiners(ADMIN, '?size=abc')).statusCode).toBe(400);
  });
});
