import {
  EMPLOYEE_LIST_PAGE_SIZE,
  EMPLOYEE_MESSAGES,
  EMPLOYEE_SEARCH_ANYWHERE_FROM,
  type EmployeeSort,
  isAdmin,
} from '@hrms/shared';
import { Button, Center, Loader, Paper, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateMessage } from '../../../i18n';
import { errorMessage, notifyError } from '../../../lib/notify';
import { useDateFormat } from '../../../lib/use-date-format';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeader } from '../../../ui/PageHeader';
import { AssignRoleDialog } from '../components/AssignRoleDialog';
import { CreateEmployeeDialog } from '../components/CreateEmployeeDialog';
import { EmployeeCreatedDialog } from '../components/EmployeeCreatedDialog';
import { EmployeeListFilters } from '../components/EmployeeListFilters';
import { EmployeeListPager } from '../components/EmployeeListPager';
import { EmployeeTable } from '../components/EmployeeTable';
import { type EmployeeListView, exportEmployees, useEmployeeList } from '../employees.api';

type Created = Parameters<typeof EmployeeCreatedDialog>[0]['created'];

/** /allEmployee, "Profile Creation": search, create, assign roles and page through the organisation's employees. */
export function EmployeeListPage() {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const session = useSession();
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 300);
  const [filters, setFilters] = useState<Omit<EmployeeListView, 'sort' | 'size'>>({});
  const [sort, setSort] = useState<EmployeeSort>('employeeId');
  const [size, setSize] = useState<number>(EMPLOYEE_LIST_PAGE_SIZE);
  const view = { ...filters, sort: sort === 'employeeId' ? undefined : sort, size };
  const viewKey = JSON.stringify([search, view]);
  const [paging, setPaging] = useState({ page: 0, viewKey: '' });
  // A new search, filter, sort or page size starts again at page 1.
  const page = paging.viewKey === viewKey ? paging.page : 0;
  const list = useEmployeeList(page, search, view);
  const filtered = Object.values(filters).some(Boolean);

  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<Created>(null);
  const [assigning, setAssigning] = useState<{ employeeId: string } | null>(null);

  const total = list.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / size));
  const rows = list.data?.rows ?? [];

  return (
    <>
      <PageHeader
        title={t('employees.title')}
        back={<BackLink to={session && isAdmin(session.role) ? '/admindashboard' : '/userdashboard'} />}
        actions={
          <>
            <Button onClick={() => setCreating(true)}>{t('employees.createEmployee')}</Button>
            <Button variant="light" onClick={() => setAssigning({ employeeId: '' })}>
              {t('employees.roleBased')}
            </Button>
            <Button variant="light" component={Link} to="/employeeImport">
              {t('employees.import')}
            </Button>
            <Button variant="subtle" onClick={() => exportEmployees(search).catch((e) => notifyError(errorMessage(e)))}>
              {t('employees.export')}
            </Button>
          </>
        }
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <TextInput
          placeholder={t('employees.searchPlaceholder')}
          aria-label={t('employees.searchEmployees')}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          mb="md"
          maw={{ base: '100%', sm: 360 }}
          rightSection={list.isFetching && list.data ? <Loader size="xs" /> : null}
        />
        {/* below the box, so the box stays put while people type */}
        {search && search.length < EMPLOYEE_SEARCH_ANYWHERE_FROM && (
          <Text size="xs" c="dimmed" mt={-8} mb="sm">
            {translateMessage(EMPLOYEE_MESSAGES.searchStartsWith)}
          </Text>
        )}
        <EmployeeListFilters filters={filters} sort={sort} size={size} onFilters={setFilters} onSort={setSort} onSize={setSize} />
        {list.data?.more && (
          <Text size="sm" c="dimmed" mb="sm" data-testid="search-more-than">
            {filtered
              ? t('employees.list.filterMoreThan', { cap: dates.number(list.data.total) })
              : t('employees.searchMoreThan', { cap: dates.number(list.data.total) })}
          </Text>
        )}
        {list.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('employees.loading')} />
          </Center>
        ) : list.isError && !list.data ? (
          <ErrorState message={errorMessage(list.error)} onRetry={() => list.refetch()} />
        ) : rows.length === 0 ? (
          <>
            <EmptyState>{translateMessage(EMPLOYEE_MESSAGES.noEmployees)}</EmptyState>
            {page > 0 && (
              <EmployeeListPager
                page={page}
                totalPages={Math.max(totalPages, page + 1)}
                onPage={(next) => setPaging({ page: next, viewKey })}
              />
            )}
          </>
        ) : (
          <>
            <EmployeeTable rows={rows} />
            <EmployeeListPager
              page={page}
              totalPages={totalPages}
              onPage={(next) => setPaging({ page: next, viewKey })}
              disabled={list.isFetching}
            />
          </>
        )}
      </Paper>

      <CreateEmployeeDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(result, details) => {
          setCreating(false);
          setCreated({
            ...result,
            name: `${details.firstname} ${details.lastname}`,
            email: details.email,
            role: details.userRole,
          });
        }}
      />
      <EmployeeCreatedDialog
        created={created}
        onClose={() => setCreated(null)}
        onAssignRole={(employeeId) => {
          setCreated(null);
          setAssigning({ employeeId });
        }}
      />
      <AssignRoleDialog
        opened={assigning !== null}
        initialEmployeeId={assigning?.employeeId}
        onClose={() => setAssigning(null)}
      />
    </>
  );
}
