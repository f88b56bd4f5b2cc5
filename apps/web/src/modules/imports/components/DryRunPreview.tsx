import type { ImportDryRun } from '@hrms/shared';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/use-date-format';
import { RefusedRowsTable } from './RefusedRowsTable';

/** `name`: the count's English name, kept in its test id. */
function Count({ name, label, value, color }: { name: string; label: string; value: number; color?: string }) {
  const dates = useDateFormat();
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} c={color} data-testid={`count-${name}`}>
        {dates.number(value)}
      </Text>
    </Paper>
  );
}

type Props = {
  result: ImportDryRun;
  fileName: string;
  onConfirm: () => void;
  onDownloadErrors: () => void;
  onCancel: () => void;
  confirming: boolean;
};

/** What a real run would do: the counts, the refused rows with their cells, and the way forward. */
export function DryRunPreview({ result, fileName, onConfirm, onDownloadErrors, onCancel, confirming }: Props) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const refused = result.totalRows - result.validRows;
  const changes = result.created + result.updated;
  return (
    <Stack>
      <Title order={4}>{t('tools.imports.previewOf', { file: fileName })}</Title>
      <SimpleGrid cols={{ base: 2, sm: 5 }}>
        <Count name="Rows" label={t('tools.imports.counts.rows')} value={result.totalRows} />
        <Count name="Valid" label={t('tools.imports.counts.valid')} value={result.validRows} color="teal" />
        <Count name="New people" label={t('tools.imports.counts.created')} value={result.created} />
        <Count name="Updates" label={t('tools.imports.counts.updated')} value={result.updated} />
        <Count name="Refused" label={t('tools.imports.counts.refused')} value={refused} color={refused ? 'red' : undefined} />
      </SimpleGrid>
      {changes === 0 && refused === 0 && <Alert color="blue">{t('tools.imports.upToDate')}</Alert>}
      {refused > 0 && (
        <>
          <Text size="sm">
            {t('tools.imports.leftOut')}
            {refused > result.refusedRows.length && t('tools.imports.firstShown', { count: result.refusedRows.length })}
          </Text>
          <RefusedRowsTable result={result} />
        </>
      )}
      <Group>
        <Button onClick={onConfirm} disabled={changes === 0} loading={confirming}>
          {t('tools.imports.importRows', { count: changes, rows: dates.number(changes) })}
        </Button>
        {refused > 0 && (
          <Button variant="light" onClick={onDownloadErrors}>
            {t('tools.imports.downloadErrors')}
          </Button>
        )}
        <Button variant="subtle" onClick={onCancel}>
          {t('tools.imports.chooseAnother')}
        </Button>
      </Group>
    </Stack>
  );
}
