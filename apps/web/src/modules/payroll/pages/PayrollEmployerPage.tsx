import { employerAddressLine, type PayrollEmployerRecord } from '@hrms/shared';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryBody } from '../../../ui/records';
import { EmployerDetailsForm } from '../components/EmployerDetailsForm';
import { Figure } from '../components/TaxProjectionCard';
import { usePayrollEmployer } from '../payroll-employer.api';

/** What HR sees: the details as Form 16 prints them, or that none are recorded. */
function EmployerDetailsView({ record }: { record: PayrollEmployerRecord }) {
  const { t } = useTranslation();
  if (!record.recorded) return <Text size="sm">{t('tax.employer.notRecorded')}</Text>;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Figure label={t('tax.employer.tan')} value={record.tan} />
        <Figure label={t('tax.employer.pan')} value={record.pan} />
      </SimpleGrid>
      <Text size="sm">{employerAddressLine(record)}</Text>
      <Text size="sm" c="dimmed">
        {t('tax.employer.readOnly')}
      </Text>
    </Stack>
  );
}

/** /payrollEmployer (admin edits, HR reads): the organisation's TAN, PAN and address for Form 16 Part A and 24Q. */
export function PayrollEmployerPage() {
  const { t } = useTranslation();
  const employer = usePayrollEmployer();
  return (
    <>
      <PageHeader title={t('tax.employer.title')} back={<BackLink to="/payRuns" label={t('pay.runs.title')} />} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="employer-details">
        <Text size="sm" c="dimmed" mb="sm">
          {t('tax.employer.intro')}
        </Text>
        <QueryBody query={employer} errorText={t('tax.employer.loadFailed')} emptyText="">
          {(record) =>
            record.editable ? (
              <Stack gap="xs">
                {!record.recorded && <Text size="sm">{t('tax.employer.notRecorded')}</Text>}
                <EmployerDetailsForm record={record} />
              </Stack>
            ) : (
              <EmployerDetailsView record={record} />
            )
          }
        </QueryBody>
      </Paper>
    </>
  );
}
