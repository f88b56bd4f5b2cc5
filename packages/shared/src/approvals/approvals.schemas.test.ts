import { describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES } from './approvals.constants';
import {
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
