import { seedScaleProfileChangeRequests } from '../modules/approvals/approvals.scale';
import { seedScaleProfiles } from '../modules/profile/profile.scale';
import type { ScaleStep } from './scale-context';

/**
 * Set-based fills run by `npm run seed:scale` after the people, their accounts and employments exist
 * (one INSERT … SELECT per table over the generated numbers; see scale-context.ts). Later modules
 * (leave, attendance, timesheets, payroll…) append their step here.
 */
export const SCALE_STEPS: ScaleStep[] = [
  { name: 'profile sections', run: seedScaleProfiles },
  { name: 'profile-change requests', run: seedScaleProfileChangeRequests },
];
