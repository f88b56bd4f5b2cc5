import {
  DELIVERABLE_STATUS_LABELS,
  type DeliverableRecord,
  deliverableLocked,
  PERFORMANCE_MESSAGES as M,
  performanceViewerRights,
} from '@hrms/shared';
import { Anchor, Button, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { translateMessage } from '../../../i18n';
import { PageLoader } from '../../../layout/PageLoader';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, ConfirmDialog, DataTable, RowActions } from '../../../ui/records';
import { AddPerformanceDialog, DeliverableDialog } from '../components/PerformanceDialogs';
import { usePerformance, usePerformanceIds, usePerformanceMutations } from '../performance.api';

const columns = (t: TFunction): Column<DeliverableRecord>[] => [
  { key: 'deliverableTitle', header: t('performance.deliverableColumns.deliverableTitle'), sortValue: (r) => r.deliverableTitle },
  { key: 'description', header: t('performance.deliverableColumns.description') },
  { key: 'measurementCriteria', header: t('performance.deliverableColumns.measurementCriteria') },
  {
    key: 'expectedCompletedDate',
    header: t('performance.deliverableColumns.expectedCompletedDate'),
    nowrap: true,
    format: 'date',
    sortValue: (r) => r.expectedCompletedDate,
  },
  {
    key: 'status',
    header: t('performance.deliverableColumns.status'),
    nowrap: true,
    render: (r) => (
      <Text size="sm" fw={600} c={r.status === 'Completed' ? 'green' : 'blue'}>
        {t(`performance.statuses.${r.status}`, { defaultValue: DELIVERABLE_STATUS_LABELS[r.status] })}
      </Text>
    ),
  },
];

/**
 * /Deliverables/{employeeId} (spec 3 §2.10, §4, §6): pick a performance id; the record's manager edits the
 * comments; the others handle its deliverables (a Completed one is locked). Managers and HR arriving from
 * the reportee list add performance records.
 */
export function DeliverablesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const employeeId = useParams().employeeId ?? session?.employeeId ?? '';
  const fromReportees = Boolean((location.state as { fromReportees?: boolean } | null)?.fromReportees);
  const ids = usePerformanceIds(employeeId);
  const [performanceId, setPerformanceId] = useState<string | null>(null);
  const record = usePerformance(employeeId, performanceId);
  const mutations = usePerformanceMutations(employeeId);
  const [comments, setComments] = useState('');
  const [adding, setAdding] = useState(false);
  const [dialog, setDialog] = useState<{ editing: DeliverableRecord | null } | null>(null);
  const [deleting, setDeleting] = useState<DeliverableRecord | null>(null);

  useEffect(() => {
    if (!performanceId && ids.data?.length) setPerformanceId(ids.data.at(-1) ?? null);
  }, [ids.data, performanceId]);
  useEffect(() => {
    setComments(record.data?.comments ?? '');
  }, [record.data?.comments]);

  const viewerId = session?.employeeId ?? '';
  const rights = performanceViewerRights(viewerId, record.data ?? null);
  const own = viewerId.toLowerCase() === employeeId.toLowerCase();
  const editMode = session?.role === 'ROLE_EMPLOYEE' || (own && !fromReportees);
  const blank = useMemo(
    () => ({
      id: '',
      employeeId,
      performanceId: performanceId ?? '',
      deliverableTitle: '',
      description: '',
      measurementCriteria: '',
      expectedCompletedDate: '',
      status: 'INPROGRESS' as const,
    }),
    [employeeId, performanceId],
  );
  if (!session) return null;

  async function saveComments() {
    if (!record.data) return;
    try {
      await mutations.saveComments.mutateAsync({ ...record.data, comments });
      notifySuccess(M.commentsUpdated);
    } catch {
      notifyError(M.commentsUpdateFailed);
    }
  }

  async function addPerformance(values: Parameters<typeof mutations.create.mutateAsync>[0]) {
    try {
      const created = await mutations.create.mutateAsync(values);
      notifySuccess(M.performanceCreated);
      setAdding(false);
      setPerformanceId(created.performanceId);
    } catch (error) {
      notifyError(M.performanceCreateFailed);
      throw error;
    }
  }

  async function saveDeliverable(values: Parameters<typeof mutations.saveDeliverable.mutateAsync>[0]['values']) {
    const id = dialog?.editing?.id ?? null;
    try {
      await mutations.saveDeliverable.mutateAsync({ values, id });
      notifySuccess(id === null ? M.deliverableCreated : M.deliverableUpdated);
      setDialog(null);
    } catch (error) {
      notifyError(id === null ? M.deliverableCreateFailed : M.deliverableUpdateFailed);
      throw error;
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await mutations.removeDeliverable.mutateAsync(deleting.id);
      notifySuccess(M.deliverableDeleted);
    } catch {
      notifyError(M.deliverableDeleteFailed);
    } finally {
      setDeleting(null);
    }
  }

  let deliverables: React.ReactNode;
  if (!performanceId) deliverables = null;
  else if (record.isPending) deliverables = <PageLoader />;
  else if (record.isError) deliverables = <ErrorState message={errorMessage(record.error)} onRetry={() => record.refetch()} />;
  else if (record.data.deliverables.length === 0) deliverables = <EmptyState>{translateMessage(M.noDeliverables)}</EmptyState>;
  else
    deliverables = (
      <DataTable
        label={t('performance.deliverables')}
        columns={columns(t)}
        rows={record.data.deliverables}
        rowKey={(r) => r.id}
        minWidth={760}
        actions={(row) =>
          rights.canEditDeliverables && !deliverableLocked(row) ? (
            <RowActions
              label={row.deliverableTitle}
              onEdit={() => setDialog({ editing: row })}
              onDelete={() => setDeleting(row)}
            />
          ) : (
            <Text size="xs" c="dimmed">
              {deliverableLocked(row) ? t('performance.locked') : '—'}
            </Text>
          )
        }
      />
    );

  const back = fromReportees ? '/employeePerformance' : session.role === 'ROLE_EMPLOYEE' ? '/associate360' : '/userdashboard';

  return (
    <>
      <PageHeader
        title={t('performance.deliverables')}
        back={<BackLink to={back} />}
        actions={
          <>
            {session.role !== 'ROLE_EMPLOYEE' && (
              <Anchor component={Link} to="/employeePerformance" size="sm">
                {translateMessage(M.myReportees)}
              </Anchor>
            )}
            {!editMode && (
              <Button onClick={() => setAdding(true)} disabled={own}>
                {t('performance.addPerformance')}
              </Button>
            )}
          </>
        }
      />
      <Stack gap="md">
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Group align="flex-end" gap="md" wrap="wrap">
            <Select
              label={t('performance.performanceId')}
              placeholder={translateMessage(M.selectPlaceholder)}
              nothingFoundMessage={translateMessage(M.noPerformances)}
              data={ids.data ?? []}
              value={performanceId}
              onChange={setPerformanceId}
              searchable
              w={{ base: '100%', sm: 320 }}
              disabled={ids.isError}
            />
            <Text size="sm" c="dimmed">
              {t('performance.employee', { id: employeeId })}
            </Text>
          </Group>
          {ids.isError && <ErrorState message={errorMessage(ids.error)} onRetry={() => ids.refetch()} />}
          {ids.data && ids.data.length === 0 && <EmptyState>{translateMessage(M.noPerformances)}</EmptyState>}
          {record.data && (
            <Stack gap="xs" mt="md">
              <Textarea
                label={t('performance.comments')}
                value={comments}
                onChange={(e) => setComments(e.currentTarget.value)}
                readOnly={!rights.canComment}
                placeholder={rights.canComment ? t('performance.writeComments') : t('performance.noComments')}
                autosize
                minRows={3}
                maxLength={2000}
                description={rights.canComment ? undefined : t('performance.manager', { id: record.data.managerId })}
              />
              {rights.canComment && (
                <Group justify="flex-end">
                  <Button onClick={saveComments} loading={mutations.saveComments.isPending}>
                    {t('performance.saveComments')}
                  </Button>
                </Group>
              )}
            </Stack>
          )}
        </Paper>
        {performanceId && (
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
            <Group justify="space-between" mb="sm">
              <Title order={4}>{t('performance.deliverables')}</Title>
              {record.data && (
                <Button size="sm" onClick={() => setDialog({ editing: null })}>
                  {t('performance.addDeliverable')}
                </Button>
              )}
            </Group>
            {deliverables}
          </Paper>
        )}
      </Stack>
      <AddPerformanceDialog
        opened={adding}
        onClose={() => setAdding(false)}
        employeeId={employeeId}
        managerId={session.employeeId}
        onSubmit={addPerformance}
      />
      <DeliverableDialog
        opened={Boolean(dialog)}
        onClose={() => setDialog(null)}
        blank={blank}
        editing={dialog?.editing ?? null}
        onSubmit={saveDeliverable}
      />
      <ConfirmDialog
        opened={Boolean(deleting)}
        title={t('performance.deleteDeliverable')}
        message={translateMessage(M.confirmDeleteDeliverable)}
        busy={mutations.removeDeliverable.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
