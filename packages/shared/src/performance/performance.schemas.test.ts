import { describe, expect, it } from 'vitest';
import {
  deliverableLocked,
  deliverableSchema,
  PERFORMANCE_MESSAGES as M,
  performanceSchema,
  performanceViewerRights,
} from './performance.schemas';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('performance and deliverable forms (spec 3 §5)', () => {
  it('requires the performance id; employee id required; comments optional', () => {
    expect(performanceSchema.parse({ employeeId: 'HRMS4', managerId: 'HRMS3', performanceId: ' P1 ' })).toEqual({
      employeeId: 'HRMS4',
      managerId: 'HRMS3',
      performanceId: 'P1',
      comments: '',
    });
    expect(messages(performanceSchema.safeParse({ employeeId: '', performanceId: '' }))).toMatchObject({
      employeeId: M.employeeRequired,
      performanceId: M.performanceRequired,
    });
  });

  it('requires employee id, performance id and title; status defaults to INPROGRESS; id "" means new', () => {
    const parsed = deliverableSchema.parse({ id: '', employeeId: 'HRMS4', performanceId: 'P1', deliverableTitle: 'Ship it' });
    expect(parsed).toMatchObject({ id: null, status: 'INPROGRESS', expectedCompletedDate: '' });
    expect(messages(deliverableSchema.safeParse({ employeeId: '', performanceId: '', deliverableTitle: '' }))).toMatchObject({
      employeeId: M.employeeRequired,
      performanceId: M.performanceRequired,
      deliverableTitle: M.titleRequired,
    });
    expect(
      deliverableSchema.safeParse({ employeeId: 'a', performanceId: 'b', deliverableTitle: 'c', status: 'DONE' }).success,
    ).toBe(false);
  });
});

describe('who does what on a performance record (spec 3 §4, §6)', () => {
  it("gives the comments to the record's manager and the deliverables to everyone else", () => {
    expect(performanceViewerRights('HRMS3', { managerId: 'hrms3' })).toEqual({ canComment: true, canEditDeliverables: false });
    expect(performanceViewerRights('HRMS4', { managerId: 'HRMS3' })).toEqual({ canComment: false, canEditDeliverables: true });
  });
  it('locks a Completed deliverable', () => {
    expect(deliverableLocked({ status: 'Completed' })).toBe(true);
    expect(deliverableLocked({ status: 'INPROGRESS' })).toBe(false);
  });
});
