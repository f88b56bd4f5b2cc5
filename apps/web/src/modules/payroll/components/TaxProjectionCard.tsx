import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/use-date-format';
import { QueryBody } from '../../../ui/records';
import { useTaxProjection } from '../payroll-tax.api';
import { useRupees } from './use-rupees';

/** payroll/tax: the year's projected taxable income, tax, what is deducted so far and this month's TDS. */
export function TaxProjectionCard({ employeeId, fy }: { employeeId: string; fy: string }) {
  const { t } = useTranslation();
  const projection = useTaxProjection(employeeId, fy);
  const { rupees } = useRupees();
  const dates = useDateFormat();
  const noSalary = projection.error instanceof ApiError && projection.error.status === 404;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={2} size="h4" mb="sm">
        {t('tax.projection.title')}
      </Title>
      <QueryBody
        query={projection}
        errorText={t(noSalary ? 'tax.projection.noSalary' : 'tax.projection.loadFailed')}
        emptyText=""
      >
        {(p) => (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('tax.projection.asOf', { month: dates.month(p.month), regime: t(`pay.regimes.${p.regime}`) })}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="tax-projection">
              <Figure label={t('tax.projection.projectedTaxable')} value={rupees(p.projectedTaxable)} />
              <Figure label={t('tax.projection.annualTax')} value={rupees(p.annualTax)} />
              <Figure label={t('tax.projection.deductedSoFar')} value={rupees(p.deductedSoFar)} />
              <Figure label={t('tax.projection.monthlyTds')} value={rupees(p.monthlyTds)} testId="tax-monthly-tds" />
            </SimpleGrid>
          </Stack>
        )}
      </QueryBody>
    </Paper>
  );
}

export function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}
