import {
  BANK_FIELDS,
  EARNINGS_FIELDS,
  groupDigits,
  PAYROLL_LABELS as L,
  PAYROLL_MESSAGES as M,
  maskAccountNumber,
  type PayrollSection,
  payFrequencyLabel,
  SALARY_MONEY_FIELDS,
} from '@hrms/shared';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PayrollSectionName } from '../payroll.api';

type Line = [label: string, value: string];

function SectionCard(props: { title: string; lines: Line[] | null; onEdit?: () => void; editLabel: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="xs">
        <Title order={4}>{props.title}</Title>
        {props.onEdit && (
          <Button size="xs" variant="light" onClick={props.onEdit} aria-label={props.editLabel}>
            {props.lines ? 'Edit' : 'Add'}
          </Button>
        )}
      </Group>
      {props.lines ? (
        <Stack gap={6}>
          {props.lines.map(([label, value]) => (
            <Group key={label} justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm" c="dimmed">
                {label}
              </Text>
              <Text size="sm" fw={500} ta="right" style={{ wordBreak: 'break-word' }}>
                {value || '—'}
              </Text>
            </Group>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {M.noData}
        </Text>
      )}
    </Card>
  );
}

type Props = {
  data: PayrollSection;
  /** Admins edit each section; the employee's own page is read-only. */
  onEdit?: (section: PayrollSectionName) => void;
  /** Show only the last four digits of the account number. */
  maskAccount?: boolean;
};

/** The four payroll cards (spec 2 §2): employee info, salary, earnings, bank details. */
export function PayrollCards({ data, onEdit, maskAccount }: Props) {
  const info = data.onboardingEmployeeInformationDTO;
  const salary = data.getSalaryDTO;
  const earnings = data.getEarningsDetailsDTO;
  const bank = data.getBankDetailsDTO;
  const edit = (section: PayrollSectionName) => (onEdit ? () => onEdit(section) : undefined);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <SectionCard
        title="Employee Information"
        editLabel="Edit employee information"
        onEdit={edit('employeeInfo')}
        lines={[
          [L.employeeId, info.employeeId],
          [L.employeeName, info.employeeName],
          [L.department, info.department],
          [L.designation, info.designation],
          [L.location, info.location],
        ]}
      />
      <SectionCard
        title="Salary"
        editLabel="Edit salary"
        onEdit={edit('salary')}
        lines={
          salary && [
            [L.payFrequency, payFrequencyLabel(salary.payFrequency)],
            ...SALARY_MONEY_FIELDS.map((k): Line => [L[k], groupDigits(salary[k])]),
          ]
        }
      />
      <SectionCard
        title="Earnings"
        editLabel="Edit earnings"
        onEdit={edit('earnings')}
        lines={earnings && EARNINGS_FIELDS.map((k): Line => [L[k], groupDigits(earnings[k])])}
      />
      <SectionCard
        title="Bank Details"
        editLabel="Edit bank details"
        onEdit={edit('bankDetails')}
        lines={
          bank &&
          BANK_FIELDS.map((k): Line => [L[k], k === 'bankAccountNumber' && maskAccount ? maskAccountNumber(bank[k]) : bank[k]])
        }
      />
    </SimpleGrid>
  );
}
