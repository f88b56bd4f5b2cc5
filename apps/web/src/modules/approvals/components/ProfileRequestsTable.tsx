import { filterProfileRequests, type ProfileChangeRequest, profileFieldLabel, type RequestFilters } from '@hrms/shared';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../ui/records';
import { useDisplayValue } from './display';
import { RequestsTable, type RequestsTableProps } from './RequestsTable';
import { StatusBadge } from './StatusBadge';

const breakable = { overflowWrap: 'break-word' } as const;

/** The table's columns in the user's language; field names by their catalogue label. */
function profileColumns(
  t: TFunction,
  displayValue: (fieldName: string, value: string) => string,
  showComments: boolean,
): Column<ProfileChangeRequest>[] {
  const field = (r: ProfileChangeRequest) => t(`profileFields.${r.fieldName}`, { defaultValue: profileFieldLabel(r.fieldName) });
  return [
    { key: 'employeeId', header: t('approvals.columns.employeeId'), sortValue: (r) => r.employeeId, nowrap: true },
    { key: 'employeeName', header: t('approvals.columns.employeeName'), sortValue: (r) => r.employeeName },
    { key: 'fieldName', header: t('approvals.columns.fieldName'), render: field, sortValue: field },
    {
      key: 'oldValue',
      header: t('approvals.columns.oldValue'),
      render: (r) => <span style={breakable}>{displayValue(r.fieldName, r.oldValue)}</span>,
      sortValue: (r) => displayValue(r.fieldName, r.oldValue),
    },
    {
      key: 'newValue',
      header: t('approvals.columns.newValue'),
      render: (r) => <span style={breakable}>{displayValue(r.fieldName, r.newValue)}</span>,
      sortValue: (r) => displayValue(r.fieldName, r.newValue),
    },
    {
      key: 'status',
      header: t('approvals.columns.status'),
      render: (r) => <StatusBadge status={r.status} />,
      sortValue: (r) => r.status,
    },
    ...(showComments
      ? [
          {
            key: 'comments',
            header: t('approvals.columns.comments'),
            render: (r: ProfileChangeRequest) => <span style={breakable}>{r.comments || '—'}</span>,
            sortValue: (r: ProfileChangeRequest) => r.comments,
          },
        ]
      : []),
  ];
}

/**
 * One titled table of profile-change requests with its filters, sortable columns (the whole list is
 * sorted, then paged), client-side pages and pager; rows stack as cards on phones. Unsorted, rows keep
 * the server's order: newest first.
 */
export function ProfileRequestsTable({ showComments = false, ...table }: RequestsTableProps<ProfileChangeRequest>) {
  const { t } = useTranslation();
  const displayValue = useDisplayValue();
  const columns = useMemo(() => profileColumns(t, displayValue, showComments), [showComments, t, displayValue]);
  return (
    <RequestsTable<ProfileChangeRequest, RequestFilters>
      {...table}
      columns={columns}
      filter={filterProfileRequests}
      kind={{
        key: 'fieldName',
        label: t('approvals.columns.fieldName'),
        of: (r) => r.fieldName,
        name: (fieldName) => t(`profileFields.${fieldName}`, { defaultValue: profileFieldLabel(fieldName) }),
      }}
      minWidth={table.actions || showComments ? 860 : 760}
      sortsAcrossPages
    />
  );
}
