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
import { useMemo, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, ConfirmDialog, DataTable, QueryBody, RowActions, useRecordEditor } from '../../../ui/records';
import { AssignmentDialog } from '../components/AssignmentDialog';
import { storedProjectCode, useAssignmentMutations, usePeople, useProjectAssignments, useProjects } from '../projects.api';

const ALL_COLUMNS: Column<AssignmentRecord>[] = ASSIGNMENT_COLUMNS.map(({ key, label }) => ({
  key,
  header: label,
  nowrap: key !== 'comments' && key !== 'employeeName',
  sortValue: (row: AssignmentRecord) => row[key],
}));

/**
 * /assignmentcreation/{projectCode} (spec 2 §2): the project's assignments. The code comes from the route,
 * else the stored one; `?fields=` picks the visible columns; admins add, edit and delete.
 */
export function AssignmentTablePage() {
  const session = useSession();
  const admin = isAdmin(session?.role);
  const projectCode = useParams().projectCode || storedProjectCode();
  const [search] = useSearchParams();
  const visible = visibleAssignmentColumns(search.get('fields'));
  const columns = ALL_COLUMNS.filter((c) => (visible as string[]).includes(c.key));
  const assignments = useProjectAssignments(projectCode);
  const project = useProjects().data?.find((p) => p.projectCode.toLowerCase() === projectCode.toLowerCase());
  const people = usePeople(admin);
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
  const options = useMemo(
    () =>
      (people.data ?? []).map((e) => ({ value: e.employeeId, label: `${e.employeeId} - ${e.firstname} ${e.lastname}`.trim() })),
    [people.data],
  );

  const back = <BackLink to="/projects" />;
  if (!projectCode)
    return (
      <>
        <PageHeader title="Assignments" back={back} />
        <Alert color="red" role="alert">
          {M.missingCode}
        </Alert>
      </>
    );

  const notFound = assignments.error instanceof ApiError && assignments.error.status === 404;
  const denied = assignments.error instanceof ApiError && assignments.error.status === 403;
  const code = project?.projectCode ?? projectCode;
  return (
    <>
      <PageHeader
        title={`Assignments: ${code}`}
        back={back}
        actions={admin && !notFound && <Button onClick={editor.openAdd}>Add Assignment</Button>}
      />
      {project && (
        <Text c="dimmed" mb="sm">
          {project.projectName} · {project.client} · managed by {project.managerName}
        </Text>
      )}
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <QueryBody
          query={assignments}
          errorText={notFound ? PROJECT_MESSAGES.notFound : denied ? M.teamDenied : M.failed}
          emptyText={M.empty}
        >
          {(rows) => (
            <DataTable
              label="Assignment table"
              columns={columns}
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
      {admin && (
        <AssignmentDialog
          opened={Boolean(editor.dialog)}
          onClose={editor.closeDialog}
          projectCode={code}
          editing={editor.dialog?.editing ?? null}
          people={options}
          onSubmit={editor.submit}
        />
      )}
      <ConfirmDialog
        opened={Boolean(editor.deleting)}
        title="Delete Assignment"
        message={editor.deleting ? M.confirmDelete(editor.deleting.employeeName) : ''}
        busy={remove.isPending}
        onConfirm={editor.confirmDelete}
        onCancel={editor.cancelDelete}
      />
    </>
  );
}
