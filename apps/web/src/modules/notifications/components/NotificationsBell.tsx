import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDateFormat } from '../../../lib/use-date-format';
import { BellIcon } from '../../../ui/icons';
import { StatusBadge } from '../../approvals';
import { useMarkRead, useNotifications } from '../notifications.api';

/**
 * The header's notifications panel (spec 1 §2.3): the caller's own feed, unread ones marked. A
 * notification about a request shows where that request stands now (read with the feed), and opens
 * the page on it.
 */
export function NotificationsBell() {
  const [opened, setOpened] = useState(false);
  const feed = useNotifications(true);
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const dates = useDateFormat();
  const unread = feed.data?.unread ?? 0;
  const items = feed.data?.items ?? [];

  return (
    // the Indicator wraps the Popover so the popover's aria-expanded lands on the button, not on a div
    <Indicator label={unread > 9 ? '9+' : unread} size={16} disabled={unread === 0} color="red" offset={6}>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow shadow="md" width={340}>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            data-notifications-bell
            aria-label={unread ? t('shell.notificationsUnread', { count: unread }) : t('shell.notifications')}
            onClick={() => setOpened((o) => !o)}
          >
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs" data-testid="notifications-panel">
          <Group justify="space-between" mb={4}>
            <Text fw={600} size="sm">
              {t('shell.notifications')}
            </Text>
            {unread > 0 && (
              <Button size="compact-xs" variant="subtle" onClick={() => markRead.mutate('all')}>
                {t('shell.markAllRead')}
              </Button>
            )}
          </Group>
          {feed.isError ? (
            <Text size="sm" c="red">
              {t('messages.notifications.loadFailed')}
            </Text>
          ) : items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {feed.isPending ? t('shell.loading') : t('messages.notifications.empty')}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={360}>
              <Stack gap={4}>
                {items.map((n) => (
                  <UnstyledButton
                    key={n.id}
                    p={6}
                    style={{ borderRadius: 6, background: n.read ? undefined : 'var(--mantine-color-blue-light)' }}
                    onClick={() => {
                      if (!n.read) markRead.mutate(n.id);
                      if (n.link) {
                        setOpened(false);
                        navigate(n.link);
                      }
                    }}
                  >
                    <Group gap={6} wrap="nowrap" align="flex-start">
                      {!n.read && <Box w={8} h={8} mt={6} bg="blue" style={{ borderRadius: 4, flexShrink: 0 }} />}
                      <Box miw={0} style={{ flex: 1 }}>
                        <Group gap={6} justify="space-between" wrap="nowrap" align="flex-start">
                          <Text size="sm" fw={n.read ? 400 : 600}>
                            {n.title}
                          </Text>
                          {n.request?.status ? (
                            <span data-testid="notification-status">
                              <StatusBadge status={n.request.status} />
                            </span>
                          ) : null}
                        </Group>
                        <Text size="xs" c="dimmed" lineClamp={2}>
                          {n.body}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {dates.dateTime(n.createdAt)}
                          {n.link ? (
                            // the colour's text shade: the anchor blue was 4.4:1 on an unread item's blue tint
                            <Anchor component="span" size="xs" ml={6} c="blue">
                              {t('shell.open')}
                            </Anchor>
                          ) : null}
                        </Text>
                      </Box>
                    </Group>
                  </UnstyledButton>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
