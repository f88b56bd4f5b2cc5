import { isAdmin } from '@hrms/shared';
import { Center, Group, Loader, Pagination, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeader } from '../../../ui/PageHeader';
import { FirstDayItemsPanel } from '../components/FirstDayItemsPanel';
import { JoinersMissingDocuments } from '../components/JoinersMissingDocuments';
import { OnboardingHandIn } from '../components/OnboardingHandIn';
import { OnboardingSubmissionsTable } from '../components/OnboardingSubmissionsTable';
import { SubmissionDialog } from '../components/SubmissionDialog';
import { useEmployeeName, useOnboardingSubmission, useOnboardingSubmissions } from '../documents.api';

const PAGE_SIZE = 20;

/** The employee whose documents are handed in: typed by id, confirmed by their name. */
function useChosenEmployee(typed: string) {
  const { t } = useTranslation();
  const [employeeId] = useDebouncedValue(typed.trim(), 350);
  const name = useEmployeeName(employeeId);
  const chosen = employeeId && name.data ? employeeId : null;
  const problem = employeeId && name.isSuccess && !name.data ? t('onboardingDocuments.unknownEmployee') : undefined;
  return { chosen, name: chosen ? name.data : null, problem, checking: name.isFetching };
}

/**
 * /onboardingDocuments and /onboarding (admin, HR): hand in documents for an employee, see every submission and keep
 * the first-day items new joiners tick off.
 */
export function OnboardingDocumentsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [typed, setTyped] = useState('');
  const employee = useChosenEmployee(typed);
  const submission = useOnboardingSubmission(employee.chosen ?? undefined);
  const formRef = useRef<HTMLDivElement>(null);

  const [typedSearch, setTypedSearch] = useState('');
  const [search] = useDebouncedValue(typedSearch.trim(), 300);
  const [paging, setPaging] = useState({ page: 0, search: '' });
  const page = paging.search === search ? paging.page : 0;
  const list = useOnboardingSubmissions(page, search, PAGE_SIZE);
  const rows = list.data?.rows ?? [];
  const totalPages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  const [viewing, setViewing] = useState<string | null>(null);

  function startUpdate(employeeId: string) {
    setTyped(employeeId);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  return (
    <Stack gap="md">
      <PageHeader
        title={t('onboardingDocuments.title')}
        back={<BackLink to={session && isAdmin(session.role) ? '/AdminDashboard' : '/userdashboard'} />}
      />

      <JoinersMissingDocuments onHandIn={startUpdate} />

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} ref={formRef}>
        <Title order={3} mb={4}>
          {t('onboardingDocuments.handIn')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('onboardingDocuments.handInHint')}
        </Text>
        <TextInput
          label={t('onboardingDocuments.employeeId')}
          placeholder={t('onboardingDocuments.employeeIdPlaceholder')}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          maw={{ base: '100%', sm: 320 }}
          description={employee.name ? t('onboardingDocuments.employeeName', { name: employee.name }) : undefined}
          error={employee.problem}
          rightSection={employee.checking ? <Loader size="xs" /> : null}
          mb="md"
        />
        {employee.chosen && <OnboardingHandIn employeeId={employee.chosen} submission={submission} />}
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
          <Title order={3}>{t('onboardingDocuments.submissions')}</Title>
          <TextInput
            placeholder={t('onboardingDocuments.searchPlaceholder')}
            aria-label={t('onboardingDocuments.searchSubmissions')}
            value={typedSearch}
            onChange={(e) => setTypedSearch(e.currentTarget.value)}
            w={{ base: '100%', sm: 280 }}
          />
        </Group>
        {list.isPending ? (
          <Center py="lg">
            <Loader size="sm" />
          </Center>
        ) : list.isError ? (
          <ErrorState message={t('messages.documents.onboardingLoadFailed')} onRetry={() => list.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState>{t('messages.documents.noDocuments')}</EmptyState>
        ) : (
          <>
            <OnboardingSubmissionsTable rows={rows} onView={setViewing} onUpdate={startUpdate} />
            {totalPages > 1 && (
              <Group justify="center" mt="md">
                <Pagination total={totalPages} value={page + 1} onChange={(p) => setPaging({ page: p - 1, search })} size="sm" />
              </Group>
            )}
          </>
        )}
      </Paper>

      <FirstDayItemsPanel />

      <SubmissionDialog employeeId={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
