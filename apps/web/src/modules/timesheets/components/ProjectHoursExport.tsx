import { addDays, todayIso } from '@hrms/shared';
import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { downloadFile } from '../../../lib/download';
import { errorMessage, notifyError } from '../../../lib/notify';
import { DateField } from '../../../ui/DateField';

/** For billing: a project's logged hours per person and week as .xlsx (admins and the project's manager). */
export function ProjectHoursExport() {
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
      notifyError(errorMessage(error, 'The export failed.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} mt="md">
      <Title order={4}>Project hours for billing</Title>
      <Text size="sm" c="dimmed" mb="sm">
        Hours logged on one of your projects, per person and week, as an Excel file.
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput label="Project code" value={projectCode} onChange={(e) => setProjectCode(e.currentTarget.value)} w={160} />
        <DateField label="From" value={fromDate} onChange={(value) => setFromDate(value)} w={160} />
        <DateField label="To" value={toDate} onChange={(value) => setToDate(value)} w={160} />
        <Button onClick={download} loading={busy} disabled={!projectCode.trim()}>
          Export to Excel
        </Button>
      </Group>
    </Paper>
  );
}
