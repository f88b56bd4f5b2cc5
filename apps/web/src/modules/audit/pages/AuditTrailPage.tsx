import { type AuditItem, AUDIT_MESSAGES as M } from '@hrms/shared';
import { Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { errorMessage, notifyError } from '../../../lib/notify';
import { DateField } from '../../../ui/DateField';
import { FormattedDateTime } from '../../../ui/FormattedDate';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, DataTable, Pager, QueryBody } from '../../../ui/records';
import { type AuditFilters, downloadAuditTrail, useAuditEntities, useAuditTrail } from '../audit.api';
import { AuditChanges } from '../components/AuditChanges';

const SIZE = 25;
const EMPTY: AuditFilters = { employeeId: '', actor: '', entity: '', from: '', to: '' };

const columns: Column<AuditItem>[] = [
  { key: 'at', header: 'When', render: (row) => <FormattedDateTime value={row.at} />, nowrap: true },
  { key: 'actorId', header: 'Who', nowrap: true },
  { key: 'action', header: 'Action' },
  { key: 'entity', header: 'What', render: (row) => `${row.entity} ${row.entityId}` },
  { key: 'employeeId', header: 'Employee', render: (row) => row.employeeId ?? '—', nowrap: true },
  { key: 'changes', header: 'Changes', render: (row) => <AuditChanges item={row} /> },
];

/** /audit: who changed what and when, sign-ins and identity-document downloads, newest first. */
export function AuditTrailPage() {
  const [filters, setFilters] = useState(EMPTY);
  const [debounced] = useDebouncedValue(filters, 300);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const trail = useAuditTrail(debounced, page - 1, SIZE);
  const entities = useAuditEntities();
  const set = (key: keyof AuditFilters) => (value: string) => {
    setFilters((prev) => ({ ...prev, [key]: value }));
    setPage(1);
  };

  const download = async () => {
    setBusy(true);
    try {
      await downloadAuditTrail(debounced);
    } catch (error) {
      notifyError(errorMessage(error, 'The download failed.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={M.title}
        actions={
          <Button variant="default" onClick={download} loading={busy}>
            Download .xlsx
          </Button>
        }
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Group align="flex-end" gap="sm" wrap="wrap" mb="md">
          <TextInput
            label="Employee ID"
            value={filters.employeeId}
            onChange={(e) => set('employeeId')(e.currentTarget.value.trim())}
            w={150}
          />
          <TextInput
            label="Changed by"
            value={filters.actor}
            onChange={(e) => set('actor')(e.currentTarget.value.trim())}
            w={150}
          />
          <Select
            label="Record"
            placeholder="All records"
            clearable
            searchable
            w={200}
            data={entities.data ?? []}
            value={filters.entity || null}
            onChange={(value) => set('entity')(value ?? '')}
          />
          <DateField label="From" value={filters.from} onChange={(value) => set('from')(value)} w={160} />
          <DateField label="To" value={filters.to} onChange={(value) => set('to')(value)} w={160} />
        </Group>
        <QueryBody query={trail} errorText={M.loadFailed} emptyText={M.empty} isEmpty={(data) => data.items.length === 0}>
          {(data) => (
            <>
              <Text size="sm" c="dimmed" mb="xs" data-testid="audit-total">
                {data.total} {data.total === 1 ? 'entry' : 'entries'}
              </Text>
              <DataTable label="Audit trail" columns={columns} rows={data.items} rowKey={(row) => row.id} minWidth={900} />
              <Pager page={page} pageCount={Math.max(1, Math.ceil(data.total / SIZE))} onPage={setPage} testId="audit-page" />
            </>
          )}
        </QueryBody>
      </Paper>
    </Stack>
  );
}
