import { Alert, Anchor, Button, Group, Loader, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateMessage } from '../../../i18n';
import { errorMessage } from '../../../lib/notify';
import { useDateFormat } from '../../../lib/use-date-format';
import { ErrorState } from '../../../ui/ErrorState';
import { downloadImportErrors, useEmployeeImportStatus } from '../imports.api';

const SHOWN_IDS = 50;

/** A background import followed to its end: a progress bar, then what it created, updated and refused. */
export function ImportProgress({ importId, onDownloadError }: { importId: string; onDownloadError: (e: unknown) => void }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const status = useEmployeeImportStatus(importId);
  if (status.isPending) return <Loader aria-label={t('tools.imports.loading')} />;
  if (status.isError) return <ErrorState message={errorMessage(status.error)} onRetry={() => status.refetch()} />;
  const s = status.data;
  const finished = s.status === 'DONE' || s.status === 'FAILED';
  const percent = s.totalRows ? Math.round((s.processedRows / s.totalRows) * 100) : finished ? 100 : 0;
  return (
    <Stack>
      <Title order={4}>{finished ? t('tools.imports.finished') : t('tools.imports.importing')}</Title>
      <Progress
        value={percent}
        size="xl"
        aria-label={t('tools.imports.progress')}
        animated={!finished}
        color={s.status === 'FAILED' ? 'red' : undefined}
      />
      <Text size="sm" data-testid="import-progress">
        {t('tools.imports.progressText', {
          done: dates.number(s.processedRows),
          total: dates.number(s.totalRows),
          percent,
          status: t(`tools.imports.statuses.${s.status}`),
        })}
      </Text>
      {s.status === 'FAILED' && <Alert color="red">{s.message ? translateMessage(s.message) : t('tools.imports.stopped')}</Alert>}
      <SimpleGrid cols={{ base: 3 }}>
        {(
          [
            ['Created', t('tools.imports.summary.created'), s.created],
            ['Updated', t('tools.imports.summary.updated'), s.updated],
            ['Refused', t('tools.imports.summary.refused'), s.failed],
          ] as const
        ).map(([name, label, value]) => (
          <Paper key={name} withBorder radius="md" p="sm">
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="xl" fw={700} data-testid={`summary-${name}`}>
              {dates.number(value)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {finished && s.createdIds.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('tools.imports.newIds')}
          </Text>
          <Group gap="xs">
            {s.createdIds.slice(0, SHOWN_IDS).map((id) => (
              <Anchor key={id} component={Link} to={`/dashboard/${encodeURIComponent(id)}`} size="sm">
                {id}
              </Anchor>
            ))}
            {s.createdIds.length > SHOWN_IDS && (
              <Text size="sm">{t('tools.imports.andMore', { count: s.createdIds.length - SHOWN_IDS })}</Text>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('tools.imports.mailed')}
          </Text>
        </Stack>
      )}
      {finished && s.failed > 0 && (
        <Group>
          <Button variant="light" onClick={() => downloadImportErrors(importId).catch(onDownloadError)}>
            {t('tools.imports.downloadRefused')}
          </Button>
        </Group>
      )}
      {finished && (
        <Anchor component={Link} to="/allEmployee" size="sm">
          {t('tools.imports.backToEmployees')}
        </Anchor>
      )}
    </Stack>
  );
}
