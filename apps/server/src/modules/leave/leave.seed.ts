import { addDays, type LeaveGender, type LeaveType, leaveDuration, leaveTypeLabel, todayIso } from '@hrms/shared';
import type { Executor } from '../../db/client';
import { routingOf } from '../approvals';
import { findEmployee, fullName } from '../employees';
import { notifications } from '../notifications';
import { syncLedger } from './leave.ledger';
import * as repo from './leave.repository';
import { leaveRequests, leaveTypes } from './leave.tables';

/** The nine types of spec 3 §9 with believable yearly counts; earned and compensation leave carry forward. */
const DEMO_TYPES: {
  leaveType: LeaveType;
  count: number;
  carryForward: boolean;
  cap: number | null;
  description: string;
  gender?: LeaveGender;
}[] = [
  { leaveType: 'SICKLEAVE', count: 12, carryForward: false, cap: null, description: 'For illness or medical appointments.' },
  { leaveType: 'EARNLEAVE', count: 18, carryForward: true, cap: 10, description: 'Planned time off, earned monthly.' },
  { leaveType: 'CASUALLEAVE', count: 8, carryForward: false, cap: null, description: 'Short personal errands.' },
  {
    leaveType: 'MATERNITYLEAVE',
    count: 90,
    carryForward: false,
    cap: null,
    description: 'Before and after childbirth.',
    gender: 'FEMALE',
  },
  { leaveType: 'MARRIAGELEAVE', count: 5, carryForward: false, cap: null, description: 'For your own wedding.' },
  { leaveType: 'PATERNITYLEAVE', count: 10, carryForward: false, cap: null, description: 'For a new father.', gender: 'MALE' },
  { leaveType: 'RELIGIOUSFESTIVALLEAVES', count: 3, carryForward: false, cap: null, description: 'Festivals of your faith.' },
  { leaveType: 'COMPENSATIONLEAVES', count: 6, carryForward: true, cap: 3, description: 'For working on holidays.' },
  {
    leaveType: 'MENSTRUATIONLEAVES',
    count: 12,
    carryForward: false,
    cap: null,
    description: 'One day a month.',
    gender: 'FEMALE',
  },
];

type Demo = {
  employeeId: string;
  leaveName: LeaveType;
  /** Start, relative to today. */
  start: number;
  days: number;
  half?: boolean;
  reason: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED';
  by?: { step: 'manager' | 'hr'; id: string; comments: string };
  /** An approved leave later cancelled: debited, then reversed. */
  reversed?: boolean;
};

/** A year of history; the pending ones wait for HRMS3 (manager) and HRMS2 (HR). */
const DEMO_LEAVE: Demo[] = [
  {
    employeeId: 'HRMS4',
    leaveName: 'SICKLEAVE',
    start: -300,
    days: 2,
    reason: 'Viral fever.',
    status: 'APPROVED',
    by: { step: 'manager', id: 'HRMS3', comments: 'Get well soon.' },
  },
  {
    employeeId: 'HRMS4',
    leaveName: 'EARNLEAVE',
    start: -200,
    days: 4,
    reason: 'Family trip to Coorg.',
    status: 'APPROVED',
    by: { step: 'hr', id: 'HRMS2', comments: 'Enjoy the trip.' },
  },
  {
    employeeId: 'HRMS4',
    leaveName: 'CASUALLEAVE',
    start: -120,
    days: 1,
    reason: 'Bank work.',
    status: 'REJECTED',
    by: { step: 'manager', id: 'HRMS3', comments: 'Release week; please pick another day.' },
  },
  { employeeId: 'HRMS4', leaveName: 'CASUALLEAVE', start: -100, days: 1, reason: 'Passport appointment.', status: 'CANCELLED' },
  {
    employeeId: 'HRMS4',
    leaveName: 'EARNLEAVE',
    start: -60,
    days: 2,
    reason: 'Sister’s graduation.',
    status: 'CANCELLED',
    by: { step: 'manager', id: 'HRMS3', comments: 'Approved.' },
    reversed: true,
  },
  {
    employeeId: 'HRMS4',
    leaveName: 'EARNLEAVE',
    start: -30,
    days: 2,
    half: true,
    reason: 'Moving house.',
    status: 'APPROVED',
    by: { step: 'manager', id: 'HRMS3', comments: 'Fine, hand over the on-call.' },
  },
  {
    employeeId: 'HRMS4',
    leaveName: 'SICKLEAVE',
    start: 10,
    days: 2,
    reason: 'Minor surgery, doctor’s note attached.',
    status: 'PENDING',
  },
  {
    employeeId: 'HRMS4',
    leaveName: 'CASUALLEAVE',
    start: 20,
    days: 1,
    half: true,
    reason: 'Parent-teacher meeting.',
    status: 'PENDING',
  },
  {
    employeeId: 'HRMS11',
    leaveName: 'EARNLEAVE',
    start: -75,
    days: 3,
    reason: 'Diwali at home.',
    status: 'APPROVED',
    by: { step: 'manager', id: 'HRMS3', comments: 'Happy Diwali!' },
  },
  {
    employeeId: 'HRMS11',
    leaveName: 'EARNLEAVE',
    start: 14,
    days: 3,
    reason: 'Cousin’s wedding in Hyderabad.',
    status: 'PENDING',
  },
  { employeeId: 'HRMS12', leaveName: 'SICKLEAVE', start: 3, days: 1, reason: 'Dental treatment.', status: 'PENDING' },
  {
    employeeId: 'HRMS12',
    leaveName: 'EARNLEAVE',
    start: -45,
    days: 5,
    reason: 'Trek in Himachal.',
    status: 'REJECTED',
    by: { step: 'hr', id: 'HRMS2', comments: 'Not enough notice for five days.' },
  },
  {
    employeeId: 'HRMS13',
    leaveName: 'SICKLEAVE',
    start: -150,
    days: 1,
    reason: 'Migraine.',
    status: 'APPROVED',
    by: { step: 'manager', id: 'HRMS3', comments: 'Take care.' },
  },
  { employeeId: 'HRMS17', leaveName: 'MARRIAGELEAVE', start: 30, days: 5, reason: 'My wedding!', status: 'PENDING' },
  { employeeId: 'HRMS23', leaveName: 'CASUALLEAVE', start: 7, days: 1, reason: 'Vehicle registration.', status: 'PENDING' },
  { employeeId: 'HRMS10', leaveName: 'EARNLEAVE', start: 21, days: 3, reason: 'Year-end break.', status: 'PENDING' },
  {
    employeeId: 'HRMS3',
    leaveName: 'EARNLEAVE',
    start: 40,
    days: 3,
    reason: 'Conference in Bengaluru, then rest.',
    status: 'PENDING',
  },
  {
    employeeId: 'HRMS3',
    leaveName: 'SICKLEAVE',
    start: -20,
    days: 1,
    reason: 'Fever.',
    status: 'APPROVED',
    by: { step: 'hr', id: 'HRMS2', comments: 'Get well soon.' },
  },
  // Out this week, so who's out, the team calendar and the approval screen show someone on first start.
  {
    employeeId: 'HRMS13',
    leaveName: 'CASUALLEAVE',
    start: 2,
    days: 2,
    reason: 'Moving house.',
    status: 'APPROVED',
    by: { step: 'manager', id: 'HRMS3', comments: 'Cover agreed with Pooja.' },
  },
  {
    employeeId: 'HRMS28',
    leaveName: 'SICKLEAVE',
    start: 0,
    days: 1,
    half: true,
    reason: 'Doctor’s appointment.',
    status: 'APPROVED',
    by: { step: 'manager', id: 'HRMS27', comments: 'Take care.' },
  },
  {
    employeeId: 'HRMS20',
    leaveName: 'EARNLEAVE',
    start: 1,
    days: 3,
    reason: 'Family visit.',
    status: 'APPROVED',
    by: { step: 'manager', id: 'HRMS6', comments: 'Enjoy.' },
  },
];

const at = (iso: string) => new Date(`${iso}T09:30:00Z`);

/** Leave types, ledgers (last year and this year) and a year of leave history for the demo people. */
export async function seedDemoLeave(tx: Executor, organizationId: string) {
  const types = await tx
    .insert(leaveTypes)
    .values(
      DEMO_TYPES.map((t) => ({
        organizationId,
        leaveType: t.leaveType,
        count: t.count,
        carryForward: t.carryForward,
        carryForwardCap: t.cap,
        description: t.description,
        gender: t.gender ?? 'ALL',
      })),
    )
    .returning();
  const today = todayIso();
  const thisYear = Number(today.slice(0, 4));
  const people = new Set<string>();
  for (const demo of DEMO_LEAVE) {
    const employee = await findEmployee(tx, demo.employeeId);
    if (!employee || employee.organizationId !== organizationId) continue;
    people.add(demo.employeeId);
    const startDate = addDays(today, demo.start);
    const endDate = addDays(startDate, demo.days - 1);
    const duration = leaveDuration(startDate, endDate, Boolean(demo.half))!;
    // Applied a week before a past leave; a future one was applied in the last few days, never after today.
    const applied = demo.start > 0 ? addDays(today, -((demo.start % 4) + 1)) : addDays(startDate, -7);
    const decided = at(addDays(applied, 1) > today ? today : addDays(applied, 1));
    const [row] = await tx
      .insert(leaveRequests)
      .values({
        organizationId,
        employeeId: demo.employeeId,
        leaveName: demo.leaveName,
        startDate,
        endDate,
        isHalfDay: Boolean(demo.half),
        duration,
        reason: demo.reason,
        status: demo.status,
        createdAt: at(applied),
        updatedAt: demo.reversed ? at(addDays(applied, 3)) : demo.by ? decided : at(applied),
        ...(demo.by?.step === 'manager'
          ? { managerDecidedBy: demo.by.id, managerComments: demo.by.comments, managerDecidedAt: decided }
          : {}),
        ...(demo.by?.step === 'hr' ? { hrDecidedBy: demo.by.id, hrComments: demo.by.comments, hrDecidedAt: decided } : {}),
      })
      .returning();
    await seedNotifications(tx, organizationId, demo, {
      id: row!.id,
      startDate,
      endDate,
      duration,
      applied,
      decided,
      name: fullName(employee),
    });
    const year = Number(startDate.slice(0, 4));
    const note = `${leaveTypeLabel(demo.leaveName)}, ${startDate} to ${endDate} (${duration} day${duration === 1 ? '' : 's'})`;
    if (demo.status === 'APPROVED' || demo.reversed) {
      await repo.appendLedger(tx, [
        {
          organizationId,
          employeeId: demo.employeeId,
          leaveType: demo.leaveName,
          year,
          kind: 'DEBIT',
          days: -duration,
          leaveRequestId: row!.id,
          note,
          createdBy: demo.by?.id ?? null,
          createdAt: decided,
        },
      ]);
    }
    if (demo.reversed) {
      await repo.appendLedger(tx, [
        {
          organizationId,
          employeeId: demo.employeeId,
          leaveType: demo.leaveName,
          year,
          kind: 'REVERSAL',
          days: duration,
          leaveRequestId: row!.id,
          note: `Cancelled: ${note}`,
          createdBy: demo.employeeId,
          createdAt: at(addDays(applied, 3)),
        },
      ]);
    }
  }
  for (const employeeId of people) {
    const employee = (await findEmployee(tx, employeeId))!;
    const person = { organizationId, employeeId, doj: employee.doj };
    await syncLedger(tx, person, types, `${thisYear - 1}-12-31`);
    await syncLedger(tx, person, types, today);
  }
}

/** What the feed would have said: pending requests to their deciders, recent decisions to the requester. */
async function seedNotifications(
  tx: Executor,
  organizationId: string,
  demo: Demo,
  r: { id: number; startDate: string; endDate: string; duration: number; applied: string; decided: Date; name: string },
) {
  // linked to the request, as the engine's own notifications are: the page opens on it, the feed shows its state
  const request = { requestKind: 'leave', requestId: r.id };
  const what = `${leaveTypeLabel(demo.leaveName)}, ${r.startDate} to ${r.endDate} (${r.duration} day${r.duration === 1 ? '' : 's'})`;
  if (demo.status === 'PENDING') {
    const routing = await routingOf(tx, demo.employeeId);
    const rows = [routing.managerId, routing.hrId]
      .filter((id): id is string => Boolean(id))
      .map((id) => ({
        organizationId,
        employeeId: id,
        title: `New leave request from ${r.name}`,
        body: `${r.name} (${demo.employeeId}) asks for your approval: ${what}.`,
        link: `/LeaveApproval/${id}/${id === routing.hrId ? 'ROLE_HR' : 'ROLE_MANAGER'}?request=${r.id}`,
        ...request,
        createdAt: at(r.applied),
      }));
    if (rows.length) await tx.insert(notifications).values(rows);
  } else if (demo.by && (demo.status === 'APPROVED' || demo.status === 'REJECTED')) {
    const verb = demo.status === 'APPROVED' ? 'approved' : 'rejected';
    await tx.insert(notifications).values({
      organizationId,
      employeeId: demo.employeeId,
      title: `Your leave request was ${verb}`,
      body: `Your leave request (${what}) was ${verb}. Comments: ${demo.by.comments}`,
      link: `/LeaveStatus/${demo.employeeId}?request=${r.id}`,
      ...request,
      createdAt: r.decided,
      readAt: r.decided.getTime() < Date.now() - 14 * 86_400_000 ? r.decided : null,
    });
  }
}
