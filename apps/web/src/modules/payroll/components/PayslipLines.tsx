import { SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { linesByKind } from '../payroll-display';
import type { Payslip } from '../payroll-engine.types';
import { TotalsGrid } from './TotalsGrid';
import { useRupees } from './use-rupees';

/** A payslip: its days, its lines grouped by kind with each group's total, and the totals. */
export function PayslipLines({
  payslip,
  showDays = true,
}: {
  payslip: Omit<Payslip, 'employeeId' | 'name' | 'month'>;
  showDays?: boolean;
}) {
  const { t } = useTranslation();
  const { rupees } = useRupees();
  const groups = linesByKind(payslip.lines);
  return (
    <Stack gap="md">
      {showDays && (
        <Text size="sm" c="dimmed" data-testid="payslip-days">
          {t('pay.days', { paid: payslip.paidDays, days: payslip.daysInMonth })}
          {payslip.lopDays > 0 && ` · ${t('pay.columns.lopDays')}: ${payslip.lopDays}`}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {groups.map((group) => {
          const heading = t(`pay.kindGroups.${group.kind}`);
          return (
            <Stack key={group.kind} gap={4}>
              <Title order={4}>{heading}</Title>
              <Table aria-label={t('pay.payslips.linesLabel', { group: heading })} verticalSpacing={4}>
                <Table.Tbody>
                  {group.lines.map((line) => (
                    <Table.Tr key={line.code}>
                      <Table.Td>
                        <Text size="sm">{line.name}</Text>
                        <Text size="xs" c="dimmed">
                          {line.code}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid={`line-${line.code}`}>
                        {rupees(line.amount)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          );
        })}
      </SimpleGrid>
      <TotalsGrid totals={payslip} />
    </Stack>
  );
}
