import { type LeaveRequestRow, leaveTypeLabel, pageOf } from '@hrms/shared';
import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageLoader } from '../../../layout/PageLoader';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { type Column, DataTable, Pager } from '../../../ui/records';
import { highlightRowProps, useQueuePage } from '../../approvals/components/queue-focus';
import { StatusBadge } from '../../approvals/components/StatusBadge';

type Props = {
  title: string;
  rows: readonly LeaveRequestRow[];
  pageSize: number;
  /** Shows the requester's id and name (approval screens). */
  showPerson?: boolean;
  actions?: (row: LeaveRequestRow) => ReactNode;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The request to open on (its page, marked); see ApprovalQueue. */
  highlightId?: number | null;
  /** The bulk decision's checkbox column, shown first. */
  selectColumn?: Column<LeaveRequestRow>;
  emptyText: string;
  testId: string;
};

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** One titled table of leave requests with client-side pages ('Page X of Y'); the spec's page sizes. */
export function LeaveRequestsTable(props: Props) {
  const [page, setPage] = useQueuePage(props.rows, props.pageSize, props.highlightId);
  const current = pageOf(props.rows, page, props.pageSize);
  const columns: Column<LeaveRequestRow>[] = [
    ...(props.selectColumn ? [props.selectColumn] : []),
    ...(props.showPerson
      ? [
          { key: 'employeeId', header: 'Employee ID', nowrap: true, sortValue: (r: LeaveRequestRow) => r.employeeId },
          { key: 'employeeName', header: 'Employee Name', sortValue: (r: LeaveRequestRow) => r.employeeName },
        ]
      : []),
    { key: 'leaveName', header: 'Leave Type', render: (r) => leaveTypeLabel(r.leaveName) },
    { key: 'startDate', header: 'Start Date', nowrap: true },
    { key: 'endDate', header: 'End Date', nowrap: true },
    {
      key: 'duration',
      header: 'Duration',
      nowrap: true,
      render: (r) => `${days(r.duration)}${r.isHalfDay ? ' (half day)' : ''}`,
    },
    { key: 'appliedDate', header: 'Applied On', nowrap: true },
    { key: 'status', header: 'Status', render: (r) => <StatusBadge status={r.status} /> },
    { key: 'comments', header: 'Comments', render: (r) => r.comments || '—' },
  ];

  let body: ReactNode;
  if (props.loading) body = <PageLoader />;
  else if (props.error) body = <ErrorState message={props.error} onRetry={props.onRetry} />;
  else if (props.rows.length === 0) body = <EmptyState>{props.emptyText}</EmptyState>;
  else
    body = (
      <>
        <DataTable
          label={props.title}
          columns={columns}
          rows={current.rows}
          rowKey={(r) => r.id}
          actions={props.actions}
          minWidth={props.showPerson ? 980 : 800}
          rowProps={(r) => highlightRowProps(r, props.highlightId, `${props.testId}-row`)}
        />
        <Pager page={current.page} pageCount={current.pageCount} onPage={setPage} testId={`${props.testId}-pager`} />
      </>
    );

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid={props.testId}>
      <Title order={4} mb="sm">
        {props.title}
      </Title>
      {body}
    </Paper>
  );
}
