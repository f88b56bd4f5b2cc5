import type { AuditItem } from '@hrms/shared';
import { Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError } from '../../../lib/notify';
import { DateField } from '../../../ui/DateField';
import { FormattedDateTime } from '../../../ui/FormattedDate';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, DataTable, Pager, QueryBody } from '../../../ui/records';
import { type AuditFilters, downloadAuditTrail, useAuditEntities, useAuditTrail } from '../audit.api';
import { AuditChanges } from '../components/AuditChanges';

const SIZE = 25;
const EMPTY: AuditFilters = { employeeId: '', actor: '', entity: '', from: '', to: '' };

const auditColumns = (t: TFunction): Column<AuditItem>[] => [
  { key: 'at', header: t('tools.audit.columns.at'), render: (row) => <FormattedDateTime value={row.at} />, nowrap: true },
  { key: 'actorId', header: t('tools.audit.columns.actor'), nowrap: true },
  {
    key: 'action',
    header: t('tools.audit.columns.action'),
    render: (row) => t(`tools.audit.actions.${row.action}`, { defaultValue: row.action }),
  },
  { key: 'entity', header: t('tools.audit.columns.entity'), render: (row) => `${row.entity} ${row.entityId}` },
  { key: 'employeeId', header: t('tools.audit.columns.employee'), render: (row) => row.employeeId ?? '—', nowrap: true },
  { key: 'changes', header: t('tools.audit.columns.changes'), render: (row) => <AuditChanges item={row} /> },
];

/** /audit: who changed what and when, sign-ins and identity-document downloads, newest first. */
export function AuditTrailPage() {
  const { t } = useTranslation();
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
      notifyError(errorMessage(error, t('tools.downloadFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={t('tools.audit.title')}
        actions={
          <Button variant="default" onClick={download} loading={busy}>
            {t('tools.downloadXlsx')}
          </Button>
        }
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Group align="flex-end" gap="sm" wrap="wrap" mb="md">
          <TextInput
            label={t('tools.employeeId')}
            value={filters.employeeId}
            onChange={(e) => set('employeeId')(e.currentTarget.value.trim())}
            w={150}
          />
          <TextInput
            label={t('tools.audit.changedBy')}
            value={filters.actor}
            onChange={(e) => set('actor')(e.currentTarget.value.trim())}
            w={150}
          />
          <Select
            label={t('tools.audit.record')}
            placeholder={t('tools.audit.allRecords')}
            clearable
            searchable
            w={200}
            data={entities.data ?? []}
            value={filters.entity || null}
            onChange={(value) => set('entity')(value ?? '')}
          />
          <DateField label={t('tools.from')} value={filters.from} onChange={(value) => set('from')(value)} w={160} />
          <DateField label={t('tools.to')} value={filters.to} onChange={(value) => set('to')(value)} w={160} />
        </Group>
        <QueryBody
          query={trail}
          errorText={t('messages.audit.loadFailed')}
          emptyText={t('messages.audit.empty')}
          isEmpty={(data) => data.items.length === 0}
        >
          {(data) => (
            <>
              <Text size="sm" c="dimmed" mb="xs" data-testid="audit-total">
                {t('tools.audit.entries', { count: data.total })}
              </Text>
              <DataTable
                label={t('tools.audit.title')}
                columns={auditColumns(t)}
                rows={data.items}
                rowKey={(row) => row.id}
                minWidth={900}
              />
              <Pager page={page} pageCount={Math.max(1, Math.ceil(data.total / SIZE))} onPage={setPage} testId="audit-page" />
            </>
          )}
        </QueryBody>
      </Paper>
    </Stack>
  );
}
