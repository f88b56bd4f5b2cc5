import { PAYROLL_EMPLOYER_MESSAGES as M } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { DEMO_ORGANIZATION_ID as DEMO_ORG } from '../../seed/demo-people';
import { ADMIN, EMPLOYEE, HR, MANAGER, OTHER_ADMIN, OTHER_ORG, useTestApp } from '../../test/helpers';

const t = useTestApp();
const URL = '/hrmsapplication/payroll/employer';
const read = (who: string | null) => t.call(who, { method: 'GET', url: URL });
const save = (who: string, payload: Record<string, unknown>) => t.call(who, { method: 'PUT', url: URL, payload });
const details = {
  tan: 'MUMA98765C',
  pan: 'AABCA9876D',
  addressLine1: '12 Marine Drive',
  addressLine2: '',
  city: 'Mumbai',
  state: 'Maharashtra',
  pinCode: '400020',
};
const audits = async (organizationId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'payrollEmployer'), eq(auditLog.organizationId, organizationId)));

describe('payroll/employer: the organisation as the deductor (TAN, PAN, address)', () => {
  it('the demo organisation has its seeded details; admins may change them, HR reads them', async () => {
    const admin = await read(ADMIN);
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({
      tan: 'BLRA12345B',
      pan: 'AAFCA1234K',
      city: 'Bengaluru',
      recorded: true,
      editable: true,
    });
    const hr = await read(HR);
    expect(hr.statusCode).toBe(200);
    expect(hr.json()).toMatchObject({ tan: 'BLRA12345B', editable: false });
  });

  it('employees, managers and the signed-out may not read; HR, employees and managers may not write', async () => {
    expect((await read(EMPLOYEE)).statusCode).toBe(403);
    expect((await read(MANAGER)).statusCode).toBe(403);
    expect((await read(null)).statusCode).toBe(401);
    for (const who of [HR, EMPLOYEE, MANAGER]) expect((await save(who, details)).statusCode, who).toBe(403);
    expect((await read(ADMIN)).json().tan).toBe('BLRA12345B'); // none of those wrote
  });

  it("another organisation sees only its own: none recorded until its admin saves, and never the demo's", async () => {
    const other = await read(OTHER_ADMIN);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({
      tan: '',
      pan: '',
      addressLine1: '',
      addressLine2: '',
      city: '',
      state: '',
      pinCode: '',
      recorded: false,
      editable: true,
    });
    const saved = await save(OTHER_ADMIN, { ...details, tan: ' muma98765c ', pan: 'aabca9876d' });
    expect(saved.statusCode).toBe(200);
    // codes are upper-cased and trimmed
    expect(saved.json()).toEqual({ ...details, recorded: true, editable: true });
    expect((await read(OTHER_ADMIN)).json()).toMatchObject({ tan: 'MUMA98765C', recorded: true });
    expect((await read(ADMIN)).json().tan).toBe('BLRA12345B');
    const rows = await audits(OTHER_ORG);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: OTHER_ADMIN, action: 'create', employeeId: null, after: { tan: 'MUMA98765C' } });
  });

  it('bad input: 400 with the shared message on the field, nothing written', async () => {
    const before = (await read(ADMIN)).json();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...details, tan: 'MUM98765C' }, 'tan', M.tan],
      [{ ...details, tan: 'MUMA9876CC' }, 'tan', M.tan],
      [{ ...details, pan: 'AABC9876DD' }, 'pan', M.pan],
      [{ ...details, pan: 12345 }, 'pan', M.pan],
      [{ ...details, addressLine1: '  ' }, 'addressLine1', M.addressLine1],
      [{ ...details, addressLine2: 'x'.repeat(101) }, 'addressLine2', M.addressLine2],
      [{ ...details, city: '' }, 'city', M.city],
      [{ ...details, state: 'x'.repeat(51) }, 'state', M.state],
      [{ ...details, pinCode: '040020' }, 'pinCode', M.pinCode],
      [{ ...details, pinCode: '40002' }, 'pinCode', M.pinCode],
      [{ tan: details.tan }, 'pan', M.pan],
    ];
    for (const [payload, field, message] of cases) {
      const res = await save(ADMIN, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(payload)).toBe(message);
    }
    expect((await read(ADMIN)).json()).toEqual(before);
  });

  it('a change is audited with what was there before', async () => {
    const saved = await save(ADMIN, { ...details, tan: 'BLRA54321Z', city: 'Bengaluru', state: 'Karnataka', pinCode: '560103' });
    expect(saved.statusCode).toBe(200);
    const [row] = (await audits(DEMO_ORG)).filter((r) => r.actorId === ADMIN);
    expect(row).toMatchObject({
      action: 'update',
      employeeId: null,
      before: { tan: 'BLRA12345B' },
      after: { tan: 'BLRA54321Z', city: 'Bengaluru' },
    });
  });
});
