import type { ProfileField, ProfileRequestStatus } from '@hrms/shared';
import type { Executor } from '../../db/client';
import { findEmployee, toProfile, updateEmployee } from '../employees';
import { profileChangeRequests } from './approvals.tables';

type DemoRequest = {
  employeeId: string;
  fieldName: ProfileField;
  newValue: string;
  daysAgo: number;
  status: ProfileRequestStatus;
  decidedBy?: { step: 'manager' | 'hr'; by: string; comments: string; daysAgo: number };
};

/** Believable requests for the demo people: some waiting for HRMS3 (manager) or HRMS2 (HR), some decided. */
const DEMO_REQUESTS: DemoRequest[] = [
  { employeeId: 'HRMS4', fieldName: 'phoneNumber', newValue: '9845012345', daysAgo: 2, status: 'PENDING' },
  { employeeId: 'HRMS11', fieldName: 'maritialStatus', newValue: 'Married', daysAgo: 3, status: 'PENDING' },
  { employeeId: 'HRMS12', fieldName: 'bloodGroup', newValue: 'B +ve', daysAgo: 4, status: 'PENDING' },
  { employeeId: 'HRMS23', fieldName: 'phoneNumber', newValue: '9900112233', daysAgo: 1, status: 'PENDING' },
  {
    employeeId: 'HRMS4',
    fieldName: 'bloodGroup',
    newValue: 'A +ve',
    daysAgo: 40,
    status: 'APPROVED',
    decidedBy: { step: 'hr', by: 'HRMS2', comments: 'Updated after the annual health check-up report.', daysAgo: 38 },
  },
  {
    employeeId: 'HRMS4',
    fieldName: 'fatherName',
    newValue: 'Ramesh Kumar Rao',
    daysAgo: 30,
    status: 'REJECTED',
    decidedBy: {
      step: 'manager',
      by: 'HRMS3',
      comments: 'The name on your ID proof is Ramesh Rao; no change needed.',
      daysAgo: 29,
    },
  },
  {
    employeeId: 'HRMS10',
    fieldName: 'phoneNumber',
    newValue: '9812398123',
    daysAgo: 20,
    status: 'APPROVED',
    decidedBy: { step: 'manager', by: 'HRMS3', comments: 'Verified with the new SIM card details.', daysAgo: 19 },
  },
  {
    employeeId: 'HRMS9',
    fieldName: 'middlename',
    newValue: 'Kumar',
    daysAgo: 15,
    status: 'REJECTED',
    decidedBy: { step: 'manager', by: 'HRMS3', comments: 'Please attach proof of the name change first.', daysAgo: 14 },
  },
  {
    employeeId: 'HRMS17',
    fieldName: 'maritialStatus',
    newValue: 'Married',
    daysAgo: 12,
    status: 'APPROVED',
    decidedBy: { step: 'hr', by: 'HRMS2', comments: 'Congratulations! Marriage certificate received.', daysAgo: 11 },
  },
  {
    employeeId: 'HRMS20',
    fieldName: 'bloodGroup',
    newValue: 'AB -ve',
    daysAgo: 9,
    status: 'REJECTED',
    decidedBy: { step: 'hr', by: 'HRMS2', comments: 'It must match the medical report on file.', daysAgo: 8 },
  },
];

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** Demo profile-change requests; approved ones are already applied to the employee record. */
export async function seedProfileChangeRequests(tx: Executor, organizationId: string) {
  for (const demo of DEMO_REQUESTS) {
    const employee = await findEmployee(tx, demo.employeeId);
    if (!employee || employee.organizationId !== organizationId) continue;
    const oldValue = toProfile(employee)[demo.fieldName];
    const decided = demo.decidedBy;
    await tx.insert(profileChangeRequests).values({
      organizationId,
      employeeId: demo.employeeId,
      fieldName: demo.fieldName,
      oldValue,
      newValue: demo.newValue,
      status: demo.status,
      createdAt: daysAgo(demo.daysAgo),
      updatedAt: daysAgo(decided?.daysAgo ?? demo.daysAgo),
      ...(decided?.step === 'manager'
        ? { managerDecidedBy: decided.by, managerComments: decided.comments, managerDecidedAt: daysAgo(decided.daysAgo) }
        : {}),
      ...(decided?.step === 'hr'
        ? { hrDecidedBy: decided.by, hrComments: decided.comments, hrDecidedAt: daysAgo(decided.daysAgo) }
        : {}),
    });
    if (demo.status === 'APPROVED') await updateEmployee(tx, demo.employeeId, { [demo.fieldName]: demo.newValue });
  }
}
