import { addDays, todayIso } from '@hrms/shared';
import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../lib/download';
import { errorMessage, notifyError } from '../../../lib/notify';
import { DateField } from '../../../ui/DateField';

/** For billing: a project's logged hours per person and week as .xlsx (admins and the project's manager). */
export function ProjectHoursExport() {
  const { t } = useTranslation();
  const [projectCode, setProjectCode] = useState('');
  const [fromDate, setFromDate] = useState(addDays(todayIso(), -30));
  const [toDate, setToDate] = useState(todayIso());
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      await downloadFile(
        'timesheets/projectHours/export',
        { projectCode: projectCode.trim(), fromDate, toDate },
        'project-hours.xlsx',
      );
    } catch (error) {
      notifyError(errorMessage(error, t('timesheets.exportFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} mt="md">
      <Title order={4}>{t('timesheets.billingTitle')}</Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('timesheets.billingText')}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('timesheets.projectCode')}
          value={projectCode}
          onChange={(e) => setProjectCode(e.currentTarget.value)}
          w={160}
        />
        <DateField label={t('timesheets.from')} value={fromDate} onChange={(value) => setFromDate(value)} w={160} />
        <DateField label={t('timesheets.to')} value={toDate} onChange={(value) => setToDate(value)} w={160} />
        <Button onClick={download} loading={busy} disabled={!projectCode.trim()}>
          {t('common.exportToExcel')}
        </Button>
      </Group>
    </Paper>
  );
}
