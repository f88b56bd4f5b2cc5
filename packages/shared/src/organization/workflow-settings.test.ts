import { describe, expect, it } from 'vitest';
import { DEFAULT_APPROVAL_SETTINGS, decisionCommentMissing } from './workflow-settings';

describe('a decision without a comment', () => {
  const optional = { commentRequired: false };
  it('is refused when rejecting, whatever the organisation says', () => {
    expect(decisionCommentMissing('  ', 'reject', optional)).toBe(true);
    expect(decisionCommentMissing('', 'reject', DEFAULT_APPROVAL_SETTINGS)).toBe(true);
  });
  it("is refused when approving under the spec's default, allowed where the organisation made comments optional", () => {
    expect(decisionCommentMissing(' ', 'approve', DEFAULT_APPROVAL_SETTINGS)).toBe(true);
    expect(decisionCommentMissing(' ', 'approve', optional)).toBe(false);
  });
  it('is never refused when there is a comment', () => {
    expect(decisionCommentMissing('Fine.', 'reject', DEFAULT_APPROVAL_SETTINGS)).toBe(false);
    expect(decisionCommentMissing('Fine.', 'approve', DEFAULT_APPROVAL_SETTINGS)).toBe(false);
  });
});
