import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRupees } from './use-rupees';

type Totals = { employees?: number; gross: number; deductions: number; net: number; employerCost?: number };

/** A run's (or a payslip's) totals as a row of figures. */
export function TotalsGrid({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  const { rupees } = useRupees();
  const figures: [key: string, value: string][] = [
    ...(totals.employees === undefined ? [] : [['employees', String(totals.employees)] as [string, string]]),
    ['gross', rupees(totals.gross)],
    ['deductions', rupees(totals.deductions)],
    ['net', rupees(totals.net)],
    ...(totals.employerCost === undefined ? [] : [['employerCost', rupees(totals.employerCost)] as [string, string]]),
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: figures.length }} spacing="sm">
      {figures.map(([key, value]) => (
        <Paper key={key} withBorder radius="md" p="sm">
          <Text size="xs" c="dimmed">
            {t(`pay.totals.${key}`)}
          </Text>
          <Text fw={700} size="lg" data-testid={`total-${key}`}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
