import { Alert, Anchor, Button, Group, Loader, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/notify';
import { useDateFormat } from '../../../lib/use-date-format';
import { ErrorState } from '../../../ui/ErrorState';
import { downloadImportErrors, useEmployeeImportStatus } from '../imports.api';

const SHOWN_IDS = 50;

/** A background import followed to its end: a progress bar, then what it created, updated and refused. */
export function ImportProgress({ importId, onDownloadError }: { importId: string; onDownloadError: (e: unknown) => void }) {
  const dates = useDateFormat();
  const status = useEmployeeImportStatus(importId);
  if (status.isPending) return <Loader aria-label="Loading the import" />;
  if (status.isError) return <ErrorState message={errorMessage(status.error)} onRetry={() => status.refetch()} />;
  const s = status.data;
  const finished = s.status === 'DONE' || s.status === 'FAILED';
  const percent = s.totalRows ? Math.round((s.processedRows / s.totalRows) * 100) : finished ? 100 : 0;
  return (
    <Stack>
      <Title order={4}>{finished ? 'Import finished' : 'Importing…'}</Title>
      <Progress
        value={percent}
        size="xl"
        aria-label="Import progress"
        animated={!finished}
        color={s.status === 'FAILED' ? 'red' : undefined}
      />
      <Text size="sm" data-testid="import-progress">
        {`${dates.number(s.processedRows)} of ${dates.number(s.totalRows)} rows (${percent}%) · ${s.status}`}
      </Text>
      {s.status === 'FAILED' && <Alert color="red">{s.message || 'The import stopped.'}</Alert>}
      <SimpleGrid cols={{ base: 3 }}>
        {(
          [
            ['Created', s.created],
            ['Updated', s.updated],
            ['Refused', s.failed],
          ] as const
        ).map(([label, value]) => (
          <Paper key={label} withBorder radius="md" p="sm">
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="xl" fw={700} data-testid={`summary-${label}`}>
              {dates.number(value)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {finished && s.createdIds.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            New employee IDs
          </Text>
          <Group gap="xs">
            {s.createdIds.slice(0, SHOWN_IDS).map((id) => (
              <Anchor key={id} component={Link} to={`/dashboard/${encodeURIComponent(id)}`} size="sm">
                {id}
              </Anchor>
            ))}
            {s.createdIds.length > SHOWN_IDS && <Text size="sm">{`and ${s.createdIds.length - SHOWN_IDS} more`}</Text>}
          </Group>
          <Text size="xs" c="dimmed">
            Each new person was mailed their ID and how to set a password.
          </Text>
        </Stack>
      )}
      {finished && s.failed > 0 && (
        <Group>
          <Button variant="light" onClick={() => downloadImportErrors(importId).catch(onDownloadError)}>
            Download refused rows (.xlsx)
          </Button>
        </Group>
      )}
      {finished && (
        <Anchor component={Link} to="/allEmployee" size="sm">
          Back to all employees
        </Anchor>
      )}
    </Stack>
  );
}
