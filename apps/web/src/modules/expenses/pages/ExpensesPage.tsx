import { isAdmin } from '@hrms/shared';
import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/use-session';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryBody } from '../../../ui/records';
import { CategoriesPanel } from '../components/CategoriesPanel';
import { ClaimForm } from '../components/ClaimForm';
import { ClaimsTable } from '../components/ClaimsTable';
import { useExpenseClaims } from '../expenses.api';

type View = 'mine' | 'queue' | 'all' | 'categories';

/**
 * /expenses: My claims with the claim form for everyone; the queue (one by one or in bulk) for managers
 * and HR; all claims of one's people for managers, HR and admins; categories for admins.
 */
export function ExpensesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const role = session?.role;
  const decider = role === 'ROLE_MANAGER' || role === 'ROLE_HR';
  const views: View[] = isAdmin(role) ? ['all', 'categories'] : decider ? ['mine', 'queue', 'all'] : ['mine'];
  const requested = params.get('view') as View | null;
  const view: View = requested && views.includes(requested) ? requested : (views[0] ?? 'mine');
  const employeeId = session?.employeeId ?? '';
  const mine = useExpenseClaims({ employeeId }, view === 'mine' && Boolean(session));
  const queue = useExpenseClaims({ awaiting: 'true' }, view === 'queue');
  const all = useExpenseClaims({}, view === 'all');

  return (
    <>
      <PageHeader title={t('expenses.title')} />
      <Tabs value={view} onChange={(v) => setParams(v ? { view: v } : {})} keepMounted={false}>
        {views.length > 1 ? (
          <Tabs.List mb="md">
            {views.map((v) => (
              <Tabs.Tab key={v} value={v} data-testid={`expenses-tab-${v}`}>
                {t(`expenses.${v}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        ) : null}
        <Tabs.Panel value="mine">
          <Stack gap="md">
            <ClaimForm />
            <QueryBody query={mine} errorText={t('messages.expenses.loadFailed')} emptyText={t('messages.expenses.none')}>
              {(rows) => <ClaimsTable rows={rows} />}
            </QueryBody>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="queue">
          <QueryBody query={queue} errorText={t('messages.expenses.loadFailed')} emptyText={t('messages.approvals.noPending')}>
            {(rows) => <ClaimsTable rows={rows} queue showPerson />}
          </QueryBody>
        </Tabs.Panel>
        <Tabs.Panel value="all">
          <QueryBody query={all} errorText={t('messages.expenses.loadFailed')} emptyText={t('messages.expenses.none')}>
            {(rows) => <ClaimsTable rows={rows} queue={decider} showPerson />}
          </QueryBody>
        </Tabs.Panel>
        <Tabs.Panel value="categories">
          <CategoriesPanel />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
