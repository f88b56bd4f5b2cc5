import { homeGreeting, homeTiles, quoteForHour, quoteIndexForHour } from '@hrms/shared';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session';
import { ClockCard } from '../../attendance';
import { LiveDashboard } from '../components/LiveDashboard';
import { TileGrid } from '../components/TileGrid';
import { useHour } from '../components/useHour';
import { useOwnProfile } from '../dashboard.api';

export function HomeDashboardPage() {
  const session = useSession();
  const hour = useHour();
  const profile = useOwnProfile(session?.employeeId);
  const name = profile.data?.firstname;
  const { t } = useTranslation();
  const greeting = homeGreeting(hour);
  const greetingText = t(`greetings.${greeting}`, { defaultValue: greeting });
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} data-testid="greeting">
          {/* the comma and the quotation marks are the language's own (Arabic: ، and « ») */}
          {name
            ? t('dashboard.greetingName', { greeting: greetingText, name })
            : t('dashboard.greetingAlone', { greeting: greetingText })}
        </Title>
        <Text c="dimmed" fs="italic">
          {t('dashboard.quoted', {
            quote: t(`dashboard.quotes.${quoteIndexForHour(hour)}`, { defaultValue: quoteForHour(hour) }),
          })}
        </Text>
      </div>
      {session && <ClockCard />}
      {session && <LiveDashboard role={session.role} employeeId={session.employeeId} />}
      <Paper withBorder p="md" radius="md">
        <Title order={3} mb="md">
          {t('dashboard.quickMasters')}
        </Title>
        {session && <TileGrid tiles={homeTiles(session.role, session.employeeId)} />}
      </Paper>
    </Stack>
  );
}
