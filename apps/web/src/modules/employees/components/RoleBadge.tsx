import { ROLE_LABELS, type Role } from '@hrms/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[role]} variant="light" size="sm" radius="sm">
      {role === 'ROLE_ONBOARDING' ? t('employees.newJoiner') : t(`employees.roles.${role}`, { defaultValue: ROLE_LABELS[role] })}
    </Badge>
  );
}
