import {
  BANK_FIELDS,
  EARNINGS_FIELDS,
  groupDigits,
  maskAccountNumber,
  type PayrollSection,
  payPeriodsNamed,
  payPeriodsOf,
  SALARY_MONEY_FIELDS,
} from '@hrms/shared';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PayrollSectionName } from '../payroll.api';

type Line = [label: string, value: string];

function SectionCard(props: { title: string; lines: Line[] | null; onEdit?: () => void; editLabel: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="xs">
        <Title order={4}>{props.title}</Title>
        {props.onEdit && (
          <Button size="xs" variant="light" onClick={props.onEdit} aria-label={props.editLabel}>
            {props.lines ? t('common.edit') : t('common.add')}
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
          {t('messages.payroll.noData')}
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
  const { t } = useTranslation();
  const label = (field: string) => t(`payroll.labels.${field}`);
  // A number of pay periods (or the English name of one) reads as its name; other words stay as typed.
  const frequency = (value: string) => {
    const periods = payPeriodsOf(value) ?? payPeriodsNamed(value);
    if (periods === undefined) return value;
    return t(`payroll.frequencies.${periods}`, { defaultValue: t('payroll.periodsAYear', { periods }) });
  };
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <SectionCard
        title={t('payroll.employeeInformation')}
        editLabel={t('payroll.editEmployeeInformation')}
        onEdit={edit('employeeInfo')}
        lines={[
          [label('employeeId'), info.employeeId],
          [label('employeeName'), info.employeeName],
          [label('department'), info.department],
          [label('designation'), info.designation],
          [label('location'), info.location],
        ]}
      />
      <SectionCard
        title={t('payroll.salary')}
        editLabel={t('payroll.editSalary')}
        onEdit={edit('salary')}
        lines={
          salary && [
            [label('payFrequency'), frequency(salary.payFrequency)],
            ...SALARY_MONEY_FIELDS.map((k): Line => [label(k), groupDigits(salary[k])]),
          ]
        }
      />
      <SectionCard
        title={t('payroll.earnings')}
        editLabel={t('payroll.editEarnings')}
        onEdit={edit('earnings')}
        lines={earnings && EARNINGS_FIELDS.map((k): Line => [label(k), groupDigits(earnings[k])])}
      />
      <SectionCard
        title={t('payroll.bankDetails')}
        editLabel={t('payroll.editBankDetails')}
        onEdit={edit('bankDetails')}
        lines={
          bank &&
          BANK_FIELDS.map(
            (k): Line => [label(k), k === 'bankAccountNumber' && maskAccount ? maskAccountNumber(bank[k]) : bank[k]],
          )
        }
      />
    </SimpleGrid>
  );
}
