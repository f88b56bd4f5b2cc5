import { type LeaveRequestRow, leaveTypeLabel, pageOf } from '@hrms/shared';
import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../layout/PageLoader';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { type Column, DataTable, Pager } from '../../../ui/records';
import { highlightRowProps, StatusBadge, useQueuePage } from '../../approvals';

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

/** One titled table of leave requests with client-side pages ('Page X of Y'); the spec's page sizes. */
export function LeaveRequestsTable(props: Props) {
  const [page, setPage] = useQueuePage(props.rows, props.pageSize, props.highlightId);
  const { t } = useTranslation();
  const current = pageOf(props.rows, page, props.pageSize);
  const columns: Column<LeaveRequestRow>[] = [
    ...(props.selectColumn ? [props.selectColumn] : []),
    ...(props.showPerson
      ? [
          {
            key: 'employeeId',
            header: t('leave.columns.employeeId'),
            nowrap: true,
            sortValue: (r: LeaveRequestRow) => r.employeeId,
          },
          { key: 'employeeName', header: t('leave.columns.employeeName'), sortValue: (r: LeaveRequestRow) => r.employeeName },
        ]
      : []),
    {
      key: 'leaveName',
      header: t('leave.columns.leaveType'),
      render: (r) => t(`leaveTypes.${r.leaveName}`, { defaultValue: leaveTypeLabel(r.leaveName) }),
    },
    { key: 'startDate', header: t('leave.columns.startDate'), nowrap: true, format: 'date' },
    { key: 'endDate', header: t('leave.columns.endDate'), nowrap: true, format: 'date' },
    {
      key: 'duration',
      header: t('leave.columns.duration'),
      nowrap: true,
      render: (r) => `${t('common.days', { count: r.duration })}${r.isHalfDay ? ` ${t('common.halfDay')}` : ''}`,
    },
    { key: 'appliedDate', header: t('leave.columns.appliedOn'), nowrap: true, format: 'date' },
    { key: 'status', header: t('leave.columns.status'), render: (r) => <StatusBadge status={r.status} /> },
    { key: 'comments', header: t('leave.columns.comments'), render: (r) => r.comments || '—' },
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
