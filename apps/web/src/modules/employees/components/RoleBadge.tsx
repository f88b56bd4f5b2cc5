import { ROLE_LABELS, type Role } from '@hrms/shared';
import { Badge } from '@mantine/core';

const COLORS: Record<Role, string> = {
  ROLE_ROOT: 'grape',
  ROLE_ADMIN: 'red',
  ROLE_HR: 'teal',
  ROLE_MANAGER: 'indigo',
  ROLE_EMPLOYEE: 'blue',
  ROLE_ONBOARDING: 'orange',
};

/** A role as a small coloured label ("New joiner" for onboarding). */
export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge color={COLORS[role]} variant="light" size="sm" radius="sm">
      {role === 'ROLE_ONBOARDING' ? 'New joiner' : ROLE_LABELS[role]}
    </Badge>
  );
}
