import { ADMIN_HEADER_LINKS, ANNOUNCEMENTS, adminGreeting, adminTiles, BANNER_TEXT, quoteForHour } from '@hrms/shared';
import { Box, Button, Card, Grid, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSession } from '../../../lib/use-session';
import { LiveDashboard } from '../components/LiveDashboard';
import { TileGrid } from '../components/TileGrid';
import { useHour } from '../components/useHour';
import classes from './AdminDashboardPage.module.css';

/** Alerts opens the header's notifications panel (the bell), the one place notifications are read. */
function openNotifications() {
  document.querySelector<HTMLButtonElement>('header button[aria-label^="Notifications"]')?.click();
}

export function AdminDashboardPage() {
  const session = useSession();
  const hour = useHour();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={2}>Welcome, Admin!</Title>
          <Text c="dimmed" data-testid="greeting">
            {adminGreeting(hour)}
          </Text>
        </div>
        <Group gap="xs" wrap="wrap">
          {ADMIN_HEADER_LINKS.map((link) => (
            <Button key={link.to} component={Link} to={link.to} variant="light" size="sm">
              {link.title}
            </Button>
          ))}
        </Group>
      </Group>
      <Paper withBorder p="md" radius="md" bg="var(--mantine-color-blue-light)">
        <Text fs="italic" data-testid="quote">
          “{quoteForHour(hour)}”
        </Text>
      </Paper>
      <Box className={classes.banner} aria-label="Announcements banner">
        <div className={classes.track}>{BANNER_TEXT}</div>
      </Box>
      {session && <LiveDashboard role={session.role} employeeId={session.employeeId} />}
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <TileGrid tiles={adminTiles(session?.employeeId ?? '')} caption={(tile) => `View or manage ${tile.title}`} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <Card withBorder radius="md">
              <Title order={4} mb="xs">
                Latest Announcements
              </Title>
              <List spacing="sm">
                {ANNOUNCEMENTS.map((a) => (
                  <List.Item key={a.title}>
                    <Text fw={500}>{a.title}</Text>
                    <Text size="sm" c="dimmed">
                      {a.body}
                    </Text>
                  </List.Item>
                ))}
              </List>
            </Card>
            <Card withBorder radius="md">
              <Title order={4} mb="xs">
                Quick Links
              </Title>
              <Group gap="xs">
                <Button component={Link} to="/createorganization" variant="default" size="xs">
                  Settings
                </Button>
                <Button component={Link} to="/reports" variant="default" size="xs">
                  Reports
                </Button>
                <Button variant="default" size="xs" onClick={openNotifications}>
                  Alerts
                </Button>
              </Group>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
