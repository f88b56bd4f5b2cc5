import {
  ADMIN_HEADER_LINKS,
  ANNOUNCEMENTS,
  adminGreeting,
  adminTiles,
  BANNER_TEXT,
  quoteForHour,
  quoteIndexForHour,
} from '@hrms/shared';
import { Box, Button, Card, Grid, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/use-session';
import { LiveDashboard } from '../components/LiveDashboard';
import { TileGrid } from '../components/TileGrid';
import { useHour } from '../components/useHour';
import classes from './AdminDashboardPage.module.css';

/** Alerts opens the header's notifications panel (the bell), the one place notifications are read. */
function openNotifications() {
  document.querySelector<HTMLButtonElement>('header button[data-notifications-bell]')?.click();
}

export function AdminDashboardPage() {
  const session = useSession();
  const hour = useHour();
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={2}>{t('dashboard.welcomeAdmin')}</Title>
          <Text c="dimmed" data-testid="greeting">
            {t(`greetings.${adminGreeting(hour)}`, { defaultValue: adminGreeting(hour) })}
          </Text>
        </div>
        <Group gap="xs" wrap="wrap">
          {ADMIN_HEADER_LINKS.map((link) => (
            <Button key={link.to} component={Link} to={link.to} variant="light" size="sm">
              {t(`tiles.${link.title}`, { defaultValue: link.title })}
            </Button>
          ))}
        </Group>
      </Group>
      <Paper withBorder p="md" radius="md" bg="var(--mantine-color-blue-light)">
        <Text fs="italic" data-testid="quote">
          “{t(`dashboard.quotes.${quoteIndexForHour(hour)}`, { defaultValue: quoteForHour(hour) })}”
        </Text>
      </Paper>
      <Box className={classes.banner} aria-label={t('dashboard.announcementsBanner')}>
        <div className={classes.track}>{t('dashboard.banner', { defaultValue: BANNER_TEXT })}</div>
      </Box>
      {session && <LiveDashboard role={session.role} employeeId={session.employeeId} />}
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <TileGrid tiles={adminTiles(session?.employeeId ?? '')} caption={(title) => t('dashboard.manageTile', { title })} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <Card withBorder radius="md">
              <Title order={4} mb="xs">
                {t('dashboard.latestAnnouncements')}
              </Title>
              <List spacing="sm">
                {ANNOUNCEMENTS.map((a, index) => (
                  <List.Item key={a.title}>
                    <Text fw={500}>{t(`dashboard.announcements.${index}.title`, { defaultValue: a.title })}</Text>
                    <Text size="sm" c="dimmed">
                      {t(`dashboard.announcements.${index}.body`, { defaultValue: a.body })}
                    </Text>
                  </List.Item>
                ))}
              </List>
            </Card>
            <Card withBorder radius="md">
              <Title order={4} mb="xs">
                {t('dashboard.quickLinks')}
              </Title>
              <Group gap="xs">
                <Button component={Link} to="/createorganization" variant="default" size="xs">
                  {t('dashboard.settings')}
                </Button>
                <Button component={Link} to="/reports" variant="default" size="xs">
                  {t('dashboard.reports')}
                </Button>
                <Button variant="default" size="xs" onClick={openNotifications}>
                  {t('dashboard.alerts')}
                </Button>
              </Group>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
