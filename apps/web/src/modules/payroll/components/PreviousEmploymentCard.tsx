import type { PreviousEmploymentRecord } from '@hrms/shared';
import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { usePreviousEmployment, useSavePreviousEmployment } from '../payroll-tax.api';
import { Figure } from './TaxProjectionCard';
import { useRupees } from './use-rupees';

/**
 * Salary and tax with earlier employers in the year (section 192(2), the person's Form 12B): HR and admins enter
 * them, the person reads them once entered. The TDS projection and Form 16 count both.
 */
export function PreviousEmploymentCard({ employeeId, fy }: { employeeId: string; fy: string }) {
  const { t } = useTranslation();
  const query = usePreviousEmployment(employeeId, fy);
  const record = query.data;
  // the person sees the card only once something was entered; a failed read shows nothing (the page says why)
  if (!record || (!record.editable && !record.recorded)) return null;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="previous-employment">
      <Title order={2} size="h4" mb={4}>
        {t('tax.previousEmployment.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('tax.previousEmployment.intro')}
      </Text>
      {record.editable ? <PreviousEmploymentForm key={`${employeeId}/${fy}`} record={record} /> : <Figures record={record} />}
    </Paper>
  );
}

function Figures({ record }: { record: PreviousEmploymentRecord }) {
  const { t } = useTranslation();
  const { rupees } = useRupees();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <Figure label={t('tax.previousEmployment.taxableIncome')} value={rupees(record.taxableIncome)} />
      <Figure label={t('tax.previousEmployment.tds')} value={rupees(record.tds)} />
      <Figure label={t('tax.previousEmployment.professionalTax')} value={rupees(record.professionalTax)} />
    </SimpleGrid>
  );
}

function PreviousEmploymentForm({ record }: { record: PreviousEmploymentRecord }) {
  const { t } = useTranslation();
  const save = useSavePreviousEmployment(record.employeeId, record.fy);
  const [income, setIncome] = useState<number | ''>(record.taxableIncome);
  const [tds, setTds] = useState<number | ''>(record.tds);
  const [professionalTax, setProfessionalTax] = useState<number | ''>(record.professionalTax);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        taxableIncome: income === '' ? 0 : income,
        tds: tds === '' ? 0 : tds,
        professionalTax: professionalTax === '' ? 0 : professionalTax,
      },
      {
        onSuccess: () => notifySuccess(t('tax.previousEmployment.saved')),
        onError: (error) => notifyError(errorMessage(error, t('tax.previousEmployment.saveFailed'))),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('tax.previousEmployment.title')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberInput
            label={t('tax.previousEmployment.taxableIncome')}
            value={income}
            onChange={(value) => setIncome(typeof value === 'number' ? value : '')}
            min={0}
            decimalScale={2}
            thousandSeparator=","
            leftSection="₹"
            data-testid="previous-income"
          />
          <NumberInput
            label={t('tax.previousEmployment.tds')}
            value={tds}
            onChange={(value) => setTds(typeof value === 'number' ? value : '')}
            min={0}
            decimalScale={2}
            thousandSeparator=","
            leftSection="₹"
            data-testid="previous-tds"
          />
          <NumberInput
            label={t('tax.previousEmployment.professionalTax')}
            value={professionalTax}
            onChange={(value) => setProfessionalTax(typeof value === 'number' ? value : '')}
            min={0}
            decimalScale={2}
            thousandSeparator=","
            leftSection="₹"
            data-testid="previous-pt"
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={save.isPending} data-testid="previous-save">
            {t('tax.previousEmployment.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
