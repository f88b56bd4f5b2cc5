import { type EmployeeCreated, ROLE_LABELS, type Role } from '@hrms/shared';
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';

type Props = {
  created: (EmployeeCreated & { name: string; email: string; role?: Role }) | null;
  onClose: () => void;
  onAssignRole: (employeeId: string) => void;
};

function Secret({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Code fz="lg" fw={700} data-testid={testId} style={{ wordBreak: 'break-all' }}>
          {value}
        </Code>
      </div>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button size="compact-sm" variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : 'blue'} onClick={copy}>
            {copied ? t('people.copied') : t('people.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/** Shows the generated employee ID and one-time password once, right after creation (DESIGN §8.7). */
export function EmployeeCreatedDialog({ created, onClose, onAssignRole }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={created !== null} onClose={onClose} title={<Text fw={700}>{t('employees.created.title')}</Text>} centered>
      {created && (
        <Stack>
          <Text size="sm">
            <Trans t={t} i18nKey="employees.created.hasBeenCreated" values={{ name: created.name }} components={{ b: <b /> }} />
          </Text>
          <Secret label={t('employees.created.employeeId')} value={created.employeeId} testId="created-employee-id" />
          {created.temporaryPassword && (
            <Secret label={t('employees.created.password')} value={created.temporaryPassword} testId="created-password" />
          )}
          <Alert color="yellow" variant="light" title={t('employees.created.shownOnce')}>
            {t('employees.created.notShownAgain', { email: created.email })}
          </Alert>
          <Text size="sm" c="dimmed">
            {created.role
              ? t('employees.created.hasRole', {
                  employeeId: created.employeeId,
                  role: t(`employees.roles.${created.role}`, { defaultValue: ROLE_LABELS[created.role] }),
                })
              : t('employees.created.startsAsNewJoiner', { employeeId: created.employeeId })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('employees.created.done')}
            </Button>
            {!created.role && (
              <Button onClick={() => onAssignRole(created.employeeId)}>{t('employees.created.assignRole')}</Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
