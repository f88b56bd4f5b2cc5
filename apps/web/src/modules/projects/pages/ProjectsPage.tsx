import { isAdmin, PROJECT_MESSAGES as M, type Project, type ProjectRecord } from '@hrms/shared';
import { Button, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { translateMessage } from '../../../i18n';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { ConfirmDialog, QueryBody, useRecordEditor } from '../../../ui/records';
import { ProjectDialog } from '../components/ProjectDialog';
import { ProjectTable } from '../components/ProjectTable';
import { rememberProjectCode, useProjectMutations, useProjects } from '../projects.api';

/** /projects (spec 2 §2): the organisation's projects; View opens the assignment table; admins add, edit and delete. */
export function ProjectsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const admin = isAdmin(session?.role);
  const projects = useProjects();
  const { save, remove } = useProjectMutations();
  const editor = useRecordEditor<ProjectRecord, Project, string>({
    save: (input) => save.mutateAsync(input),
    remove: (code) => remove.mutateAsync(code),
    keyOf: (row) => row.projectCode,
    messages: { created: M.created, updated: M.updated, deleted: M.deleted },
    deleteFailure: () => M.failed,
  });

  const view = (project: ProjectRecord) => {
    rememberProjectCode(project.projectCode);
    navigate(`/AssignmentCreation/${encodeURIComponent(project.projectCode)}`);
  };

  return (
    <>
      <PageHeader
        title={t('projects.title')}
        back={<BackLink to={admin ? '/admindashboard' : '/userdashboard'} />}
        actions={admin && <Button onClick={editor.openAdd}>{t('projects.addProject')}</Button>}
      />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <QueryBody query={projects} errorText={translateMessage(M.failed)} emptyText={translateMessage(M.empty)}>
          {(rows) => (
            <ProjectTable
              rows={rows}
              onView={view}
              onEdit={admin ? editor.openEdit : undefined}
              onDelete={admin ? editor.askDelete : undefined}
            />
          )}
        </QueryBody>
      </Paper>
      {admin && <ProjectDialog {...editor.dialogProps} />}
      <ConfirmDialog
        {...editor.confirmProps}
        title={t('projects.deleteProject')}
        message={editor.deleting ? t('projects.confirmDelete', { code: editor.deleting.projectCode }) : ''}
        busy={remove.isPending}
      />
    </>
  );
}
