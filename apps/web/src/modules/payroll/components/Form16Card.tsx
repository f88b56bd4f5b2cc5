import { employerAddressLine } from '@hrms/shared';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, notifyError } from '../../../lib/notify';
import { useDateFormat } from '../../../lib/use-date-format';
import { QueryBody } from '../../../ui/records';
import { downloadForm16, useForm16 } from '../payroll-tax.api';
import { Figure } from './TaxProjectionCard';
import { useRupees } from './use-rupees';

/** Form 16 Part B of the year: its main figures and the PDF (the person; HR and admins for anyone). */
export function Form16Card({ employeeId, fy }: { employeeId: string; fy: string }) {
  const { t } = useTranslation();
  const form16 = useForm16(employeeId, fy);
  const { rupees } = useRupees();
  const dates = useDateFormat();
  const [busy, setBusy] = useState(false);
  const status = form16.error instanceof ApiError ? form16.error.status : null;
  const errorText = status === 404 ? 'tax.form16.none' : status === 403 ? 'tax.ownOnly' : 'tax.form16.loadFailed';
  async function download() {
    setBusy(true);
    try {
      await downloadForm16(employeeId, fy);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="form16-card">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4">
          {t('tax.form16.title')}
        </Title>
        {form16.isSuccess && (
          <Button size="sm" variant="light" loading={busy} onClick={download}>
            {t('tax.form16.download')}
          </Button>
        )}
      </Group>
      <QueryBody query={form16} errorText={t(errorText, { fy })} emptyText="">
        {(form) => (
          <Stack gap="xs">
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('tax.form16.basis', { count: form.months, regime: t(`pay.regimes.${form.regime}`) })}
              </Text>
              {form.provisional && (
                <Badge color="yellow" variant="light">
                  {t('tax.form16.provisional')}
                </Badge>
              )}
            </Group>
            <Stack gap={2} data-testid="form16-part-a">
              <div data-testid="form16-deductor">
                {form.partA.deductor ? (
                  <>
                    <Text size="sm">
                      {t('tax.form16.deductor', { tan: form.partA.deductor.tan, pan: form.partA.deductor.pan })}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {employerAddressLine(form.partA.deductor)}
                    </Text>
                  </>
                ) : (
                  <Text size="sm">{t('tax.form16.noDeductor')}</Text>
                )}
              </div>
              <Text size="sm">
                {[
                  form.partA.pan ? t('tax.form16.pan', { pan: form.partA.pan }) : t('tax.form16.noPan'),
                  form.partA.period &&
                    t('tax.form16.period', { from: dates.date(form.partA.period.from), to: dates.date(form.partA.period.to) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              {form.partA.panRevealable && (
                <Text size="xs" c="dimmed">
                  {t('tax.form16.panInPdf')}
                </Text>
              )}
            </Stack>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              <Figure label={t('tax.form16.grossSalary')} value={rupees(form.grossSalary)} />
              <Figure label={t('tax.form16.totalIncome')} value={rupees(form.totalIncome)} />
              <Figure label={t('tax.form16.netTaxPayable')} value={rupees(form.netTaxPayable)} />
              <Figure label={t('tax.form16.tdsDeducted')} value={rupees(form.tdsDeducted)} testId="form16-tds" />
            </SimpleGrid>
          </Stack>
        )}
      </QueryBody>
    </Paper>
  );
}
