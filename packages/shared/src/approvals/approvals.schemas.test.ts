import { describe, expect, it } from 'vitest';
import { APPROVAL_BULK_MAX, APPROVAL_MESSAGES, bulkDecisionMessage } from './approvals.constants';
import {
  approvalBulkDecisionSchema,
  approvalCommentsFormSchema,
  approvalDecisionSchema,
  approvalListQuerySchema,
  profileApprovalsResponseSchema,
  profileChangeRequestSchema,
} from './approvals.schemas';

const item = {
  id: 7,
  employeeId: 'HRMS4',
  employeeName: 'Ananya Rao',
  fieldName: 'phoneNumber',
  oldValue: '9876500000',
  newValue: '9123456780',
  status: 'PENDING',
  comments: '',
};

describe('approval comments', () => {
  it.each([[''], ['   '], [null], [undefined]])('refuses %j with "Comments are mandatory."', (comments) => {
    const result = approvalCommentsFormSchema.safeParse({ comments });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Comments are mandatory.');
  });

  it('trims the comments it accepts', () => {
    expect(approvalCommentsFormSchema.parse({ comments: '  Looks right.  ' })).toEqual({ comments: 'Looks right.' });
  });

  it('refuses comments longer than 250 characters', () => {
    const result = approvalCommentsFormSchema.safeParse({ comments: 'x'.repeat(251) });
    expect(result.error?.issues[0]?.message).toBe(APPROVAL_MESSAGES.commentsTooLong);
    expect(approvalCommentsFormSchema.safeParse({ comments: 'x'.repeat(250) }).success).toBe(true);
  });
});

describe('approval decision body', () => {
  it('takes the id and comments from the whole item the client sends and drops the rest', () => {
    const parsed = approvalDecisionSchema.parse({ ...item, status: 'APPROVED', comments: ' ok ' });
    expect(parsed).toEqual({ id: 7, comments: 'ok' });
  });

  it('accepts an id sent as a string', () => {
    expect(approvalDecisionSchema.parse({ id: '12', comments: 'fine' }).id).toBe(12);
  });

  it('refuses a body without an id or without comments', () => {
    expect(approvalDecisionSchema.safeParse({ comments: 'fine' }).error?.issues[0]?.message).toBe(APPROVAL_MESSAGES.notFound);
    expect(approvalDecisionSchema.safeParse({ id: 1 }).error?.issues[0]?.message).toBe('Comments are mandatory.');
  });
});

describe('response shapes', () => {
  it('describes a request row with the spec fields and a known status', () => {
    expect(profileChangeRequestSchema.parse(item)).toEqual(item);
    expect(profileChangeRequestSchema.safeParse({ ...item, status: 'WHATEVER' }).success).toBe(false);
    expect(profileChangeRequestSchema.safeParse({ ...item, comments: null }).success).toBe(false);
  });

  it('wraps the approvals list in {approvals}', () => {
    expect(profileApprovalsResponseSchema.parse({ approvals: [item] }).approvals).toHaveLength(1);
  });

  it('requires an employeeId on list queries and reads page and size as numbers', () => {
    expect(approvalListQuerySchema.parse({ employeeId: 'HRMS3', page: '0', size: '40' })).toEqual({
      employeeId: 'HRMS3',
      page: 0,
      size: 40,
    });
    expect(approvalListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});

describe('bulk decisions', () => {
  const base = { kind: 'leave', verdict: 'approve', comments: ' Checked. ' };
  it('takes 1 to APPROVAL_BULK_MAX ids of one kind with one trimmed comment', () => {
    expect(approvalBulkDecisionSchema.parse({ ...base, ids: ['3', 4] })).toEqual({ ...base, comments: 'Checked.', ids: [3, 4] });
    const ids = Array.from({ length: APPROVAL_BULK_MAX }, (_, i) => i + 1);
    expect(approvalBulkDecisionSchema.safeParse({ ...base, ids }).success).toBe(true);
  });
  it.each([
    [{ ids: [] }, APPROVAL_MESSAGES.bulkEmpty],
    [{ ids: Array.from({ length: APPROVAL_BULK_MAX + 1 }, (_, i) => i + 1) }, APPROVAL_MESSAGES.bulkTooMany],
  ])('refuses %j', (patch, message) => {
    const result = approvalBulkDecisionSchema.safeParse({ ...base, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
  it("takes a blank comment as empty: whether it may go through is the engine's rule (decisionCommentMissing)", () => {
    expect(approvalBulkDecisionSchema.parse({ ...base, ids: [1], comments: '  ' }).comments).toBe('');
  });
  it('refuses an unknown kind or verdict and ids that are not positive integers', () => {
    for (const patch of [{ kind: 'payroll' }, { verdict: 'maybe' }, { ids: [0] }, { ids: ['x'] }, { ids: [1.5] }])
      expect(approvalBulkDecisionSchema.safeParse({ ...base, ids: [1], ...patch }).success).toBe(false);
  });
  it('says how many went through', () => {
    expect(bulkDecisionMessage(2, 0, 'approve')).toBe('2 requests approved.');
    expect(bulkDecisionMessage(1, 2, 'reject')).toBe('1 request rejected; 2 could not be decided.');
  });
});
