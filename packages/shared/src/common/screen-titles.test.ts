import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes';
import { documentTitleFor } from './screen-titles';

describe('documentTitleFor', () => {
  it('names the screen before the product', () => {
    expect(documentTitleFor('/LeaveApproval/HRMS3/ROLE_MANAGER')).toBe('Leave approvals – HRMS');
    expect(documentTitleFor('/leaverequest')).toBe('Apply for leave – HRMS');
    expect(documentTitleFor('/')).toBe('Login – HRMS');
  });

  it('gives every route of the table its own screen name', () => {
    for (const route of ROUTES) {
      const path = route.path.replace(/:[A-Za-z]+\??/g, 'X1');
      expect(documentTitleFor(path), route.path).toMatch(/^.+ – HRMS$/);
    }
  });

  it('says when a path leads nowhere', () => {
    expect(documentTitleFor('/no/such/screen')).toBe('Page not found – HRMS');
  });
});
