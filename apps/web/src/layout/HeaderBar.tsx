import { ActionIcon, Avatar, Box, Group, Paper, Popover, Text, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { translatedHeaderTitle } from '../i18n/titles';
import { useSession } from '../lib/use-session';
import { logout } from '../modules/auth/auth.api';
import { IdCardPictureButton } from '../modules/documents/components/IdCardPictureButton';
import { NotificationsBell } from '../modules/notifications/components/NotificationsBell';
import { SearchSpotlight } from '../modules/search/components/SearchSpotlight';
import { BellIcon, LogoutIcon, MessageIcon } from '../ui/icons';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { LanguageMenu } from './LanguageMenu';
import { NavigationMenu } from './NavigationMenu';

const POPUP_MS = 3000;

/** A small panel that closes by itself after 3 seconds (spec 1 §2.3). */
function AutoClosePopover({ label, text, icon }: { label: string; text: string; icon: React.ReactNode }) {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!opened) return;
    const timer = setTimeout(() => setOpened(false), POPUP_MS);
    return () => clearTimeout(timer);
  }, [opened]);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={() => setOpened((o) => !o)}>
          {icon}
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{text}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}

export function HeaderBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const { t } = useTranslation();
  const title = translatedHeaderTitle(t, pathname);

  async function handleLogout() {
    await logout(session?.employeeId);
    navigate('/', { replace: true });
  }

  return (
    <Paper
      component="header"
      shadow="xs"
      radius={0}
      px={{ base: 'xs', sm: 'md' }}
      py="xs"
      pos="sticky"
      top={0}
      style={{ zIndex: 100 }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          {session && <NavigationMenu role={session.role} employeeId={session.employeeId} />}
          <UnstyledButton component={Link} to="/" aria-label={t('shell.home')}>
            <img src="/logo.svg" alt={t('shell.logo')} width={36} height={36} />
          </UnstyledButton>
          <Title order={1} size="h4" data-testid="header-title" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
            {title}
          </Title>
        </Group>
        <Group gap={4} wrap="nowrap">
          {session && <SearchSpotlight role={session.role} />}
          {/* on phones the language and dark-mode switches sit in the menu drawer, so the spec's icons keep their room */}
          <Box visibleFrom="sm">
            <LanguageMenu />
          </Box>
          <Box visibleFrom="sm">
            <ColorSchemeToggle />
          </Box>
          <AutoClosePopover label={t('shell.messages')} text={t('shell.noMessages')} icon={<MessageIcon />} />
          {session ? (
            <NotificationsBell />
          ) : (
            <AutoClosePopover label={t('shell.notifications')} text={t('shell.noNotifications')} icon={<BellIcon />} />
          )}
          {session ? (
            <IdCardPictureButton employeeId={session.employeeId} organizationId={session.organizationId} />
          ) : (
            <Group gap={6} wrap="nowrap">
              <Avatar size="sm" radius="xl" />
              <Text size="sm">{t('shell.guest')}</Text>
            </Group>
          )}
          {session && (
            <Tooltip label={t('shell.logOut')}>
              <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('shell.logOut')} onClick={handleLogout}>
                <LogoutIcon />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
      {/* On phones the title gets its own line so the icons and the employee id keep their room */}
      <Title order={1} size="h5" hiddenFrom="sm" mt={4} data-testid="header-title-mobile">
        {title}
      </Title>
    </Paper>
  );
}
