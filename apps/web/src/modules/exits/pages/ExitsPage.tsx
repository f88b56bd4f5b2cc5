import { isAdmin } from '@hrms/shared';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryBody } from '../../../ui/records';
import { ExitCard } from '../components/ExitCard';
import { ExitSettingsPanel } from '../components/ExitSettingsPanel';
import { ResignForm } from '../components/ResignForm';
import { useExitSettings, useExits } from '../exits.api';

/**
 * /exits: the person's own exit (or the resignation form), the exits a manager or HR follows with their
 * checklists and decisions, and for admins every exit and the settings.
 */
export function ExitsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const query = useExits();
  const admin = isAdmin(session?.role);
  const keeper = admin || session?.role === 'ROLE_HR';
  const settings = useExitSettings(keeper);
  const me = session?.employeeId.toLowerCase() ?? '';
  return (
    <>
      <PageHeader title={t('exits.title')} />
      <QueryBody
        query={query}
        errorText={t('messages.exits.loadFailed')}
        emptyText={t('messages.exits.none')}
        isEmpty={() => false}
      >
        {(rows) => {
          const own = rows.filter((e) => e.employeeId.toLowerCase() === me);
          const active = own.find((e) => e.status !== 'REJECTED' && e.status !== 'CANCELLED');
          const others = rows.filter((e) => e.employeeId.toLowerCase() !== me);
          return (
            <Stack gap="lg">
              {!admin ? (
                <Stack gap="sm">
                  <Title order={2} size="h3">
                    {t('exits.mine')}
                  </Title>
                  {own.map((e) => (
                    <ExitCard key={e.id} exit={e} />
                  ))}
                  {active ? null : (
                    <>
                      <Text size="sm" c="dimmed">
                        {t('exits.nothingYet')}
                      </Text>
                      <ResignForm employeeId={session?.employeeId ?? ''} noticeDays={settings.data?.noticeDays ?? null} />
                    </>
                  )}
                </Stack>
              ) : null}
              {others.length || admin ? (
                <Stack gap="sm">
                  <Title order={2} size="h3">
                    {t('exits.team')}
                  </Title>
                  {others.length ? (
                    others.map((e) => <ExitCard key={e.id} exit={e} />)
                  ) : (
                    <Text c="dimmed">{t('messages.exits.none')}</Text>
                  )}
                </Stack>
              ) : null}
              {admin ? <ExitSettingsPanel /> : null}
            </Stack>
          );
        }}
      </QueryBody>
    </>
  );
}
