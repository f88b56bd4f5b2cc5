import type { ImportDryRun } from '@hrms/shared';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDateFormat } from '../../../lib/use-date-format';
import { RefusedRowsTable } from './RefusedRowsTable';

function Count({ label, value, color }: { label: string; value: number; color?: string }) {
  const dates = useDateFormat();
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} c={color} data-testid={`count-${label}`}>
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
  const dates = useDateFormat();
  const refused = result.totalRows - result.validRows;
  const changes = result.created + result.updated;
  return (
    <Stack>
      <Title order={4}>Preview of {fileName}</Title>
      <SimpleGrid cols={{ base: 2, sm: 5 }}>
        <Count label="Rows" value={result.totalRows} />
        <Count label="Valid" value={result.validRows} color="teal" />
        <Count label="New people" value={result.created} />
        <Count label="Updates" value={result.updated} />
        <Count label="Refused" value={refused} color={refused ? 'red' : undefined} />
      </SimpleGrid>
      {changes === 0 && refused === 0 && (
        <Alert color="blue">Nothing to change: everyone in this file is already up to date.</Alert>
      )}
      {refused > 0 && (
        <>
          <Text size="sm">
            These rows will be left out. Fix them in the errors file (the offending cells are marked) and import it again.
            {refused > result.refusedRows.length &&
              ` The first ${result.refusedRows.length} are shown here; the errors file has all of them.`}
          </Text>
          <RefusedRowsTable result={result} />
        </>
      )}
      <Group>
        <Button onClick={onConfirm} disabled={changes === 0} loading={confirming}>
          {`Import ${dates.number(changes)} ${changes === 1 ? 'row' : 'rows'}`}
        </Button>
        {refused > 0 && (
          <Button variant="light" onClick={onDownloadErrors}>
            Download errors (.xlsx)
          </Button>
        )}
        <Button variant="subtle" onClick={onCancel}>
          Choose another file
        </Button>
      </Group>
    </Stack>
  );
}
