import { Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/use-date-format';
import { maskAccount } from '../payroll-display';
import type { SalaryRevision } from '../payroll-engine.types';
import { useRupees } from './use-rupees';

/** The revision in force: structure, CTC, date, tax and PF choices, UAN and the bank account (masked). */
export function SalaryDetails({ revision }: { revision: SalaryRevision }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const { rupees } = useRupees();
  const lines: [label: string, value: string][] = [
    [t('pay.salary.structure'), revision.structure],
    [t('pay.salary.annualCtc'), rupees(revision.annualCtc)],
    [t('pay.salary.effectiveFrom'), dates.date(revision.effectiveFrom)],
    [t('pay.salary.taxRegime'), t(`pay.regimes.${revision.taxRegime}`)],
    [t('pay.salary.ptState'), revision.ptState ?? t('pay.salary.noPt')],
    [t('pay.salary.pfCapped'), revision.pfCapped ? t('pay.salary.pfCappedYes') : t('pay.salary.pfCappedNo')],
    [t('pay.salary.uan'), revision.uan ?? '—'],
    [t('pay.salary.bankAccount'), maskAccount(revision.bankAccount) || '—'],
    [t('pay.salary.ifsc'), revision.ifsc ?? '—'],
  ];
  return (
    <Card withBorder radius="md" padding="md" data-testid="current-salary">
      <Title order={3} mb="sm">
        {t('pay.salary.current')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
        {lines.map(([label, value]) => (
          <Group key={label} justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text size="sm" fw={500} ta="right" style={{ wordBreak: 'break-word' }}>
              {value}
            </Text>
          </Group>
        ))}
      </SimpleGrid>
    </Card>
  );
}
