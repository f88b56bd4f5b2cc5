import { INTERVIEW_PAGE_SIZE, type Interview, type InterviewRecord, isAdmin, INTERVIEW_MESSAGES as M } from '@hrms/shared';
import { Badge, Button, Group, Paper, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { PhoneNumber } from '../../../ui/PhoneNumber';
import { type Column, ConfirmDialog, DataTable, Pager, QueryBody, RowActions, useRecordEditor } from '../../../ui/records';
import { InterviewDialog } from '../components/InterviewDialog';
import { useInterviewMutations, useInterviewPage } from '../interviews.api';

const STATUS_COLOR: Record<InterviewRecord['interviewStatus'], string> = {
  PENDING: 'yellow',
  QUALIFIED: 'green',
  DISQUALIFIED: 'red',
  RESCHEDULED: 'blue',
  CANCELLED: 'gray',
};

const columns = (t: TFunction): Column<InterviewRecord>[] => [
  { key: 'fullName', header: t('recruitment.columns.name'), render: (r) => r.fullName },
  { key: 'roleApplied', header: t('recruitment.columns.roleApplied') },
  {
    key: 'interviewDate',
    header: t('recruitment.columns.interviewDate'),
    nowrap: true,
    render: (r) => r.interviewDate.replace('T', ' '),
  },
  {
    key: 'mobileNumber',
    header: t('recruitment.columns.mobile'),
    nowrap: true,
    render: (r) => <PhoneNumber countryCode={r.countryCode} number={r.mobileNumber} />,
  },
  { key: 'interviewerId', header: t('recruitment.columns.interviewer'), nowrap: true },
  {
    key: 'modeOfInterview',
    header: t('recruitment.columns.mode'),
    render: (r) => t(`recruitment.modes.${r.modeOfInterview}`),
  },
  {
    key: 'interviewStatus',
    header: t('recruitment.columns.status'),
    render: (r) => (
      <Badge color={STATUS_COLOR[r.interviewStatus]} variant="light">
        {t(`recruitment.statuses.${r.interviewStatus}`)}
      </Badge>
    ),
  },
];

/** /interviewtable (spec 2 §2, §5, §8): search by name, server-paged table (40), add/edit modal, delete. */
export function InterviewsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const interviews = useInterviewPage(page - 1, debounced);
  const { save, remove } = useInterviewMutations();
  const editor = useRecordEditor<InterviewRecord, Interview, number>({
    save: ({ mode, values }): Promise<unknown> => save.mutateAsync({ mode, values, id: editor.dialog?.editing?.id }),
    remove: (id) => remove.mutateAsync(id),
    keyOf: (row) => row.id,
    messages: { created: M.created, updated: M.updated, deleted: M.deleted },
    deleteFailure: (error) => errorMessage(error, M.deleteFailed),
  });
  const pageCount = Math.max(1, Math.ceil((interviews.data?.total ?? 0) / INTERVIEW_PAGE_SIZE));

  useEffect(() => {
    if (page > pageCount) setPage(pageCount);
  }, [page, pageCount]);

  if (!session) return null;
  return (
    <>
      <PageHeader
        title={t('recruitment.interviewDetails')}
        back={<BackLink to={isAdmin(session.role) ? '/admindashboard' : '/userdashboard'} />}
        actions={<Button onClick={editor.openAdd}>{t('recruitment.addInterview')}</Button>}
      />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <Group mb="sm">
          <TextInput
            aria-label={t('recruitment.searchByName')}
            placeholder={t('recruitment.searchByName')}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', sm: 320 }}
          />
        </Group>
        <QueryBody
          query={interviews}
          errorText={t('messages.interviews.listFailed')}
          emptyText={debounced ? t('recruitment.noMatch', { search: debounced }) : t('messages.interviews.empty')}
          isEmpty={(data) => data.rows.length === 0}
        >
          {(data) => (
            <>
              <DataTable
                label={t('recruitment.interviews')}
                columns={columns(t)}
                rows={data.rows}
                rowKey={(r) => r.id}
                minWidth={900}
                actions={(row) => (
                  <RowActions label={row.fullName} onEdit={() => editor.openEdit(row)} onDelete={() => editor.askDelete(row)} />
                )}
              />
              {pageCount > 1 && <Pager page={page} pageCount={pageCount} onPage={setPage} testId="interviews-page" />}
            </>
          )}
        </QueryBody>
      </Paper>
      <InterviewDialog {...editor.dialogProps} />
      <ConfirmDialog
        {...editor.confirmProps}
        title={t('recruitment.deleteInterview')}
        message={editor.deleting ? t('recruitment.confirmDeleteInterview', { name: editor.deleting.fullName }) : ''}
        busy={remove.isPending}
      />
    </>
  );
}
