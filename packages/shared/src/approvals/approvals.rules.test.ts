import { describe, expect, it } from 'vitest';
import { approverEndpoint, PROFILE_FIELDS } from './approvals.constants';
import {
  approvalStep,
  changedProfileFields,
  filterProfileRequests,
  pageOf,
  profileFieldLabel,
  profileStatusLabel,
} from './approvals.rules';

const profile = {
  prefix: 'Mrs ',
  firstname: 'Ananya',
  middlename: '',
  lastname: 'Rao',
  email: 'ananya.rao@acme.example',
  countryCode: '+91',
  phoneNumber: '9876531676',
  maritialStatus: 'Married',
  dob: '1990-05-17',
  gender: 'Female',
  fatherName: 'Ramesh Rao',
  doj: '2022-01-02',
  bloodGroup: 'AB +ve',
};

const rows = [
  {
    id: 1,
    employeeId: 'HRMS4',
    employeeName: 'Ananya Rao',
    fieldName: 'phoneNumber',
    oldValue: '1',
    newValue: '2',
    status: 'PENDING',
    comments: '',
  },
  {
    id: 2,
    employeeId: 'HRMS4',
    employeeName: 'Ananya Rao',
    fieldName: 'maritialStatus',
    oldValue: 'Married',
    newValue: 'Single',
    status: 'PENDING',
    comments: '',
  },
  {
    id: 3,
    employeeId: 'HRMS10',
    employeeName: 'Rohan Gupta',
    fieldName: 'phoneNumber',
    oldValue: '3',
    newValue: '4',
    status: 'REJECTED',
    comments: 'Wrong number',
  },
];

describe('changedProfileFields', () => {
  it('lists one change per field that differs, with old and new values as strings', () => {
    const changes = changedProfileFields(profile, { ...profile, phoneNumber: '9123456780', maritialStatus: 'Single' });
    expect(changes).toEqual([
      { fieldName: 'phoneNumber', oldValue: '9876531676', newValue: '9123456780' },
      { fieldName: 'maritialStatus', oldValue: 'Married', newValue: 'Single' },
    ]);
  });

  it('finds nothing when every field is the same', () => {
    expect(changedProfileFields(profile, { ...profile })).toEqual([]);
  });

  it('treats a missing value as an empty string', () => {
    expect(changedProfileFields({ ...profile, middlename: null }, profile)).toEqual([]);
  });

  it('covers the thirteen personal-details fields', () => {
    expect(PROFILE_FIELDS).toHaveLength(13);
  });
});

describe('labels', () => {
  it('shows statuses readably and unknown ones as returned', () => {
    expect(profileStatusLabel('PENDING')).toBe('Pending');
    expect(profileStatusLabel('MANAGER_APPROVED')).toBe('Approved by manager');
    expect(profileStatusLabel('APPROVED')).toBe('Approved');
    expect(profileStatusLabel('REJECTED')).toBe('Rejected');
    expect(profileStatusLabel('ON_HOLD')).toBe('ON_HOLD');
  });

  it('names fields readably', () => {
    expect(profileFieldLabel('maritialStatus')).toBe('Marital status');
    expect(profileFieldLabel('somethingElse')).toBe('somethingElse');
  });
});

describe('approverEndpoint', () => {
  it('uses manager endpoints for ROLE_MANAGER, hr for ROLE_HR and nothing for any other role', () => {
    expect(approverEndpoint('ROLE_MANAGER')).toBe('manager');
    expect(approverEndpoint('ROLE_HR')).toBe('hr');
    expect(approverEndpoint('ROLE_EMPLOYEE')).toBeNull();
    expect(approverEndpoint('ROLE_ADMIN')).toBeNull();
    expect(approverEndpoint(undefined)).toBeNull();
  });
});

describe('filterProfileRequests', () => {
  it('filters by employee id, employee name and field name', () => {
    expect(filterProfileRequests(rows, { employeeId: 'HRMS10' }).map((r) => r.id)).toEqual([3]);
    expect(filterProfileRequests(rows, { employeeName: 'Ananya Rao' }).map((r) => r.id)).toEqual([1, 2]);
    expect(filterProfileRequests(rows, { fieldName: 'phoneNumber' }).map((r) => r.id)).toEqual([1, 3]);
    expect(filterProfileRequests(rows, { employeeId: 'HRMS4', fieldName: 'phoneNumber' }).map((r) => r.id)).toEqual([1]);
  });

  it('searches every column case-insensitively, including the readable field and status names', () => {
    expect(filterProfileRequests(rows, { search: 'wrong' }).map((r) => r.id)).toEqual([3]);
    expect(filterProfileRequests(rows, { search: 'marital' }).map((r) => r.id)).toEqual([2]);
    expect(filterProfileRequests(rows, { search: 'rejected' }).map((r) => r.id)).toEqual([3]);
    expect(filterProfileRequests(rows, { search: '  ' })).toHaveLength(3);
  });
});

describe('pageOf', () => {
  const seven = [1, 2, 3, 4, 5, 6, 7];
  it('cuts 3 rows per page and counts the pages', () => {
    expect(pageOf(seven, 1, 3)).toEqual({ rows: [1, 2, 3], page: 1, pageCount: 3 });
    expect(pageOf(seven, 3, 3)).toEqual({ rows: [7], page: 3, pageCount: 3 });
  });

  it('clamps the page and keeps one page for an empty list', () => {
    expect(pageOf(seven, 9, 5)).toEqual({ rows: [6, 7], page: 2, pageCount: 2 });
    expect(pageOf([], 1, 5)).toEqual({ rows: [], page: 1, pageCount: 1 });
  });
});

describe('approvalStep (the engine step machine)', () => {
  const base = { asManager: false, asHr: false, hasManager: true, hasHr: true, multiLevel: false };
  it('single-level: the first decider settles it', () => {
    expect(approvalStep('PENDING', { ...base, asManager: true }, 'approve')).toEqual({
      ok: true,
      step: 'manager',
      status: 'APPROVED',
    });
    expect(approvalStep('PENDING', { ...base, asHr: true }, 'approve')).toEqual({ ok: true, step: 'hr', status: 'APPROVED' });
    expect(approvalStep('PENDING', { ...base, asHr: true }, 'reject')).toEqual({ ok: true, step: 'hr', status: 'REJECTED' });
  });
  it('multi-level: manager first, HR final, rejection final', () => {
    const multi = { ...base, multiLevel: true };
    expect(approvalStep('PENDING', { ...multi, asManager: true }, 'approve')).toEqual({
      ok: true,
      step: 'manager',
      status: 'MANAGER_APPROVED',
    });
    expect(approvalStep('PENDING', { ...multi, asHr: true }, 'approve')).toEqual({ ok: false, reason: 'managerFirst' });
    expect(approvalStep('MANAGER_APPROVED', { ...multi, asHr: true }, 'approve')).toEqual({
      ok: true,
      step: 'hr',
      status: 'APPROVED',
    });
    expect(approvalStep('MANAGER_APPROVED', { ...multi, asManager: true }, 'approve')).toEqual({
      ok: false,
      reason: 'alreadyDecided',
    });
    expect(approvalStep('PENDING', { ...multi, asManager: true }, 'reject')).toEqual({
      ok: true,
      step: 'manager',
      status: 'REJECTED',
    });
    expect(approvalStep('PENDING', { ...multi, asHr: true, hasManager: false }, 'approve')).toEqual({
      ok: true,
      step: 'hr',
      status: 'APPROVED',
    });
    expect(approvalStep('PENDING', { ...multi, asManager: true, hasHr: false }, 'approve')).toEqual({
      ok: true,
      step: 'manager',
      status: 'APPROVED',
    });
  });
  it('decided, cancelled and strangers are refused', () => {
    expect(approvalStep('APPROVED', { ...base, asHr: true }, 'approve')).toEqual({ ok: false, reason: 'alreadyDecided' });
    expect(approvalStep('CANCELLED', { ...base, asManager: true }, 'reject')).toEqual({ ok: false, reason: 'alreadyDecided' });
    expect(approvalStep('PENDING', base, 'approve')).toEqual({ ok: false, reason: 'notYourDecision' });
  });
});
