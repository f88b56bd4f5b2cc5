import { isAdmin, type JobDetails, type JobPost, type JobSummary, CAREER_MESSAGES as M } from '@hrms/shared';
import { Button, Paper, SimpleGrid, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { ConfirmDialog, Pager, QueryBody, useRecordEditor } from '../../../ui/records';
import { fetchJobDetails, useJobMutations, useJobPage } from '../careers.api';
import { JobCard } from '../components/JobCard';
import { JobDetailsModal } from '../components/JobDetailsModal';
import { JobPostDialog } from '../components/JobPostDialog';

/** /careers (spec 2 §2–§8): job cards 6 per page from the server; admins add, edit, delete and cancel. */
export function CareersPage() {
  const { t } = useTranslation();
  const session = useSession();
  const admin = isAdmin(session?.role);
  const [page, setPage] = useState(1);
  const jobs = useJobPage(page - 1);
  const { save, cancel, remove } = useJobMutations();
  const [detailsOf, setDetailsOf] = useState<number | null>(null);
  const [editingJob, setEditingJob] = useState<JobDetails | null>(null);
  const [cancelling, setCancelling] = useState<JobSummary | null>(null);
  const editor = useRecordEditor<JobSummary, JobPost, number>({
    save: ({ mode, values }) => save.mutateAsync({ mode, values, jobId: editingJob?.jobId }),
    remove: (jobId) => remove.mutateAsync(jobId),
    keyOf: (row) => row.jobId,
    messages: { created: M.created, updated: M.updated, deleted: M.deleted },
    deleteFailure: (error) => errorMessage(error, M.deleteFailed),
  });
  const totalPages = Math.max(jobs.data?.totalPages ?? 1, 1);

  // after deleting the last card of the last page, step back a page
  useEffect(() => {
    if (page > totalPages) setPage(totalPages);
  }, [page, totalPages]);

  async function openEdit(job: JobSummary) {
    try {
      setEditingJob(await fetchJobDetails(job.jobId));
      editor.openEdit(job);
    } catch (error) {
      notifyError(errorMessage(error, M.fetchFailed));
    }
  }

  function openAdd() {
    setEditingJob(null);
    editor.openAdd();
  }

  async function confirmCancel() {
    if (!cancelling) return;
    try {
      await cancel.mutateAsync(cancelling.jobId);
      notifySuccess(M.cancelled);
    } catch (error) {
      notifyError(errorMessage(error, M.cancelFailed));
    } finally {
      setCancelling(null);
    }
  }

  if (!session) return null;
  return (
    <>
      <PageHeader
        title={t('recruitment.careers')}
        back={<BackLink to={admin ? '/admindashboard' : '/userdashboard'} />}
        actions={admin && <Button onClick={openAdd}>{t('recruitment.addJob')}</Button>}
      />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <QueryBody
          query={jobs}
          errorText={t('messages.careers.listFailed')}
          emptyText={t('messages.careers.empty')}
          isEmpty={(data) => data.totalJobs === 0}
        >
          {(data) => (
            <>
              <Text size="sm" c="dimmed" mb="sm">
                {t('recruitment.jobPosts', { count: data.totalJobs })}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                {data.jobList.map((job) => (
                  <JobCard
                    key={job.jobId}
                    job={job}
                    onDetails={() => setDetailsOf(job.jobId)}
                    onEdit={admin ? () => openEdit(job) : undefined}
                    onDelete={admin ? () => editor.askDelete(job) : undefined}
                    onCancel={admin ? () => setCancelling(job) : undefined}
                  />
                ))}
              </SimpleGrid>
              {totalPages > 1 && <Pager page={page} pageCount={totalPages} onPage={setPage} testId="careers-page" />}
            </>
          )}
        </QueryBody>
      </Paper>
      <JobDetailsModal jobId={detailsOf} onClose={() => setDetailsOf(null)} />
      {admin && (
        <JobPostDialog
          opened={Boolean(editor.dialog)}
          onClose={editor.closeDialog}
          editing={editor.dialog?.editing ? editingJob : null}
          onSubmit={editor.submit}
        />
      )}
      <ConfirmDialog
        {...editor.confirmProps}
        title={t('recruitment.deleteJob')}
        message={t('messages.careers.confirmDelete')}
        busy={remove.isPending}
      />
      <ConfirmDialog
        opened={Boolean(cancelling)}
        title={t('recruitment.cancelJob')}
        message={t('messages.careers.confirmCancel')}
        confirmLabel={t('messages.careers.cancelButton')}
        color="orange"
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(null)}
      />
    </>
  );
}
