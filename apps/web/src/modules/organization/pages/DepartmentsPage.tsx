import { DEPARTMENT_MESSAGES, type DepartmentView } from '@hrms/shared';
import { Badge, Group, Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../layout/PageLoader';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { BackLink } from '../../../ui/BackLink';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeader } from '../../../ui/PageHeader';
import { DeleteDepartmentDialog } from '../components/DeleteDepartmentDialog';
import { DepartmentForm } from '../components/DepartmentForm';
import { DepartmentTable } from '../components/DepartmentTable';
import { failureText, useDepartmentMutations, useDepartments, useEmployeeOptions } from '../organization.api';

/** /department: add a department, or pick one from the list to edit or delete (spec 2 §2, §4, §8). */
export function DepartmentsPage() {
  const { t } = useTranslation();
  const departments = useDepartments();
  const employees = useEmployeeOptions();
  const { remove } = useDepartmentMutations();
  const [editing, setEditing] = useState<DepartmentView | null>(null);
  const [deleting, setDeleting] = useState<DepartmentView | null>(null);
  const names = useMemo(
    () => new Map((employees.data ?? []).map((e) => [e.employeeId, `${e.firstname} ${e.lastname}`.trim()])),
    [employees.data],
  );

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.departmentId);
      notifySuccess(DEPARTMENT_MESSAGES.deleted);
      if (editing?.departmentId === deleting.departmentId) setEditing(null);
    } catch (error) {
      notifyError(failureText(error, DEPARTMENT_MESSAGES.deleteFailed));
    } finally {
      setDeleting(null);
    }
  }

  let list: ReactNode;
  if (departments.isPending) list = <PageLoader />;
  else if (departments.isError)
    list = <ErrorState message={t('messages.departments.fetchFailed')} onRetry={() => departments.refetch()} />;
  else if (departments.data.length === 0) list = <EmptyState>{t('messages.departments.empty')}</EmptyState>;
  else {
    list = (
      <DepartmentTable
        departments={departments.data}
        names={names}
        selectedId={editing?.departmentId ?? null}
        onEdit={(d) => {
          setEditing(d);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
        onDelete={setDeleting}
      />
    );
  }

  return (
    <Stack maw={960} mx="auto" gap="md">
      <PageHeader title={t('departments.title')} back={<BackLink to="/admindashboard" />} />
      <DepartmentForm editing={editing} employees={employees.data ?? []} onDone={() => setEditing(null)} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Group gap="xs" mb="sm">
          <Title order={4}>{t('departments.all')}</Title>
          {departments.data && <Badge variant="light">{departments.data.length}</Badge>}
        </Group>
        {list}
      </Paper>
      <DeleteDepartmentDialog
        department={deleting}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
