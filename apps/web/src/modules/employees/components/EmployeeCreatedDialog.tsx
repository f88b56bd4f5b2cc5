import { type EmployeeCreated, ROLE_LABELS, type Role } from '@hrms/shared';
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';

type Props = {
  created: (EmployeeCreated & { name: string; email: string; role?: Role }) | null;
  onClose: () => void;
  onAssignRole: (employeeId: string) => void;
};

function Secret({ label, value, testId }: { label: string; value: string; testId: string }) {
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
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/** Shows the generated employee ID and one-time password once, right after creation (DESIGN §8.7). */
export function EmployeeCreatedDialog({ created, onClose, onAssignRole }: Props) {
  return (
    <Modal opened={created !== null} onClose={onClose} title={<Text fw={700}>Employee created</Text>} centered>
      {created && (
        <Stack>
          <Text size="sm">
            <b>{created.name}</b> has been created.
          </Text>
          <Secret label="Employee ID" value={created.employeeId} testId="created-employee-id" />
          <Secret label="One-time password" value={created.temporaryPassword} testId="created-password" />
          <Alert color="yellow" variant="light" title="Shown only once">
            This password will not be shown again. It has also been e-mailed to {created.email}.
          </Alert>
          <Text size="sm" c="dimmed">
            {created.role
              ? `${created.employeeId} has the role ${ROLE_LABELS[created.role]}.`
              : `${created.employeeId} starts as a new joiner (onboarding) until you assign a role.`}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Done
            </Button>
            {!created.role && <Button onClick={() => onAssignRole(created.employeeId)}>Assign a role</Button>}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
