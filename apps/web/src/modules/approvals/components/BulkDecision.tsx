import { APPROVAL_BULK_MAX, type ApprovalKind } from '@hrms/shared';
import { Alert, Button, Checkbox, Group, List, Paper, Text } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type Column, useSelection } from '../../../ui/records';
import { useBulkDecide, type Verdict } from '../approvals.api';
import { CommentsDialog } from './CommentsDialog';

type Options<T extends { id: number }> = {
  /** The engine's kind of these requests (the bulk decision's `kind`). */
  kind: ApprovalKind;
  /** The requests on screen that wait for the caller; only these stay selected. */
  rows: T[];
  /** Whose what a row decides, for the checkbox's accessible name and the dialog: "Ananya Rao's leave". */
  describe: (row: T) => string;
  /** The select-all checkbox's accessible name and the bar's hint, when the kind words them its own way. */
  selectAllLabel?: string;
  hint?: string;
};

/**
 * Deciding several requests of one kind at once (POST approvals/bulk, one verdict and one comment, each
 * request decided on its own by the engine): the checkbox column to put first in the table (a "Select"
 * label on phone cards), the bar with Approve/Reject selected, the comments dialog listing what is
 * decided (the organisation's comment rule applies as in every decision) and the alert naming what could
 * not be decided. Every approval queue and the team timesheets page use this one piece.
 */
export function useBulkDecision<T extends { id: number }>({ kind, rows, describe, selectAllLabel, hint }: Options<T>) {
  const { t } = useTranslation();
  const { selected, setSelected, toggle } = useSelection();
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [failures, setFailures] = useState<{ label: string; message: string }[]>([]);
  const bulk = useBulkDecide();
  // Only what still waits stays selected (a decided request leaves the list).
  const chosen = useMemo(() => rows.filter((row) => selected.has(row.id)), [rows, selected]);
  const waitingIds = useMemo(() => new Set(rows.map((row) => row.id)), [rows]);

  async function submit(comments: string) {
    if (!verdict || chosen.length === 0) return;
    const result = await bulk.mutateAsync({ kind, verdict, ids: chosen.map((r) => r.id), comments });
    const byId = new Map(chosen.map((row) => [row.id, row]));
    setFailures(
      result.failed.map((f) => {
        const row = byId.get(f.id);
        return { label: row ? describe(row) : `#${f.id}`, message: f.message };
      }),
    );
    if (result.decided.length) notifySuccess(result.message);
    else notifyError(result.message);
    setSelected(new Set(result.failed.map((f) => f.id)));
    setVerdict(null);
  }

  const allChosen = rows.length > 0 && chosen.length === Math.min(rows.length, APPROVAL_BULK_MAX);
  const selectColumn: Column<T> = {
    key: 'select',
    width: 44,
    cardHeader: t('approvals.select'),
    sortable: false,
    header: (
      <Checkbox
        aria-label={selectAllLabel ?? t('approvals.selectAll')}
        checked={allChosen}
        indeterminate={chosen.length > 0 && !allChosen}
        onChange={() => setSelected(allChosen ? new Set() : new Set(rows.slice(0, APPROVAL_BULK_MAX).map((row) => row.id)))}
      />
    ),
    // a table may also show rows that no longer wait (a person's decided weeks): those have no checkbox
    render: (row) =>
      waitingIds.has(row.id) ? (
        <Checkbox
          aria-label={t('approvals.selectRow', { what: describe(row) })}
          checked={selected.has(row.id)}
          disabled={!selected.has(row.id) && chosen.length >= APPROVAL_BULK_MAX}
          onChange={() => toggle(row.id)}
        />
      ) : null,
  };

  const failuresAlert: ReactNode = failures.length > 0 && (
    <Alert
      color="orange"
      title={t('approvals.notDecided')}
      withCloseButton
      onClose={() => setFailures([])}
      data-testid="bulk-failures"
    >
      <List size="sm">
        {failures.map((f) => (
          <List.Item key={f.label}>
            {f.label}: {f.message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );

  const bar: ReactNode = (
    <Paper withBorder radius="md" px="md" py="xs" role="region" aria-label={t('approvals.decideSeveral')} data-testid="bulk-bar">
      <Group justify="space-between" gap="xs">
        <Text size="sm" aria-live="polite">
          {chosen.length ? t('approvals.selected', { count: chosen.length }) : (hint ?? t('approvals.tickToDecide'))}
        </Text>
        <Group gap="xs">
          <Button size="xs" color="green" disabled={chosen.length === 0} onClick={() => setVerdict('approve')}>
            {t('approvals.approveSelected')}
          </Button>
          <Button size="xs" color="red" disabled={chosen.length === 0} onClick={() => setVerdict('reject')}>
            {t('approvals.rejectSelected')}
          </Button>
          {chosen.length > 0 && (
            <Button size="xs" variant="subtle" onClick={() => setSelected(new Set())}>
              {t('approvals.clearSelection')}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );

  const dialog: ReactNode = (
    <CommentsDialog
      item={verdict ? { employeeName: t('approvals.selectedRequests', { count: chosen.length }) } : null}
      verdict={verdict ?? 'approve'}
      summary={
        verdict && (
          <>
            {verdict === 'approve' ? t('approvals.approveWithOneComment') : t('approvals.rejectWithOneComment')}
            <List size="sm" mt={4}>
              {chosen.map((row) => (
                <List.Item key={row.id}>{describe(row)}</List.Item>
              ))}
            </List>
          </>
        )
      }
      onClose={() => setVerdict(null)}
      onSubmit={submit}
    />
  );

  return { chosen, selectColumn, bar, dialog, failures: failuresAlert };
}
