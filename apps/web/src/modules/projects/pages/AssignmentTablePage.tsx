import {
  ASSIGNMENT_COLUMNS,
  type Assignment,
  type AssignmentRecord,
  isAdmin,
  ASSIGNMENT_MESSAGES as M,
  PROJECT_MESSAGES,
  visibleAssignmentColumns,
} from '@hrms/shared';
import { Alert, Button, Paper, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { translateMessage } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, ConfirmDialog, DataTable, QueryBody, RowActions, useRecordEditor } from '../../../ui/records';
import { AssignmentDialog } from '../components/AssignmentDialog';
import { storedProjectCode, useAssignmentMutations, useProjectAssignments, useProjects } from '../projects.api';

/** A colleague off the project gets its members' names and roles only (the server leaves the schedule empty). */
const COLLEAGUE_COLUMNS: readonly string[] = ['employeeId', 'employeeName', 'employeeDesignation'];

const allColumns = (t: TFunction): Column<AssignmentRecord>[] =>
  ASSIGNMENT_COLUMNS.map(({ key, label }) => ({
    key,
    header: t(`projects.assignments.columns.${key}`, { defaultValue: label }),
    nowrap: key !== 'comments' && key !== 'employeeName',
    sortValue: (row: AssignmentRecord) => row[key],
  }));

/**
 * /assignmentcreation/{projectCode} (spec 2 §2): the project's assignments. The code comes from the route,
 * else the stored one; `?fields=` picks the visible columns; admins add, edit and delete.
 */
export function AssignmentTablePage() {
  const { t } = useTranslation();
  const session = useSession();
  const admin = isAdmin(session?.role);
  const projectCode = useParams().projectCode || storedProjectCode();
  const [search] = useSearchParams();
  const visible = visibleAssignmentColumns(search.get('fields'));
  const columns = allColumns(t).filter((c) => (visible as string[]).includes(c.key));
  const assignments = useProjectAssignments(projectCode);
  const project = useProjects().data?.find((p) => p.projectCode.toLowerCase() === projectCode.toLowerCase());
  const { save, remove } = useAssignmentMutations();
  const editingId = useRef<number | undefined>(undefined);
  const editor = useRecordEditor<AssignmentRecord, Assignment, number>({
    save: (input) => save.mutateAsync({ ...input, id: editingId.current }),
    remove: (id) => remove.mutateAsync(id),
    keyOf: (row) => row.id,
    messages: { created: M.created, updated: M.updated, deleted: M.deleted },
    deleteFailure: () => M.failed,
  });
  editingId.current = editor.dialog?.editing?.id;

  const back = <BackLink to="/projects" />;
  if (!projectCode)
    return (
      <>
        <PageHeader title={t('projects.assignments.title')} back={back} />
        <Alert color="red" role="alert">
          {translateMessage(M.missingCode)}
        </Alert>
      </>
    );

  const notFound = assignments.error instanceof ApiError && assignments.error.status === 404;
  const denied = assignments.error instanceof ApiError && assignments.error.status === 403;
  const code = project?.projectCode ?? projectCode;
  return (
    <>
      <PageHeader
        title={t('projects.assignments.titleOf', { code })}
        back={back}
        actions={admin && !notFound && <Button onClick={editor.openAdd}>{t('projects.assignments.add')}</Button>}
      />
      {project && (
        <Text c="dimmed" mb="sm">
          {t('projects.assignments.managedBy', {
            name: project.projectName,
            client: project.client,
            manager: project.managerName,
          })}
        </Text>
      )}
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <QueryBody
          query={assignments}
          errorText={translateMessage(notFound ? PROJECT_MESSAGES.notFound : denied ? M.teamDenied : M.failed)}
          emptyText={translateMessage(M.empty)}
        >
          {(rows) => (
            <DataTable
              label={t('projects.assignments.table')}
              columns={rows.every((r) => !r.startDate) ? columns.filter((c) => COLLEAGUE_COLUMNS.includes(c.key)) : columns}
              rows={rows}
              rowKey={(r) => r.id}
              defaultSort={{ key: 'startDate', direction: 'asc' }}
              minWidth={Math.max(500, columns.length * 120)}
              actions={
                admin
                  ? (row) => (
                      <RowActions
                        label={row.employeeName}
                        onEdit={() => editor.openEdit(row)}
                        onDelete={() => editor.askDelete(row)}
                      />
                    )
                  : undefined
              }
            />
          )}
        </QueryBody>
      </Paper>
      {admin && <AssignmentDialog {...editor.dialogProps} projectCode={code} />}
      <ConfirmDialog
        {...editor.confirmProps}
        title={t('projects.assignments.delete')}
        message={editor.deleting ? t('projects.assignments.confirmDelete', { name: editor.deleting.employeeName }) : ''}
        busy={remove.isPending}
      />
    </>
  );
}
