import { SHIFT_SWAP_PARTNER_STATUS_LABELS } from '@hrms/shared';
import {
  ActionIcon,
  Anchor,
  Badge,
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

/** A request's status in the feed: the engine's badge, or a shift swap's step before and after the teammate's answer. */
function RequestStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  if (status !== 'PENDING_PARTNER' && status !== 'DECLINED') return <StatusBadge status={status} />;
  // a swap waiting for the teammate is only ever in the teammate's own feed: it waits for the reader
  const label =
    status === 'PENDING_PARTNER'
      ? t('shiftSwaps.waitingForYou')
      : t('shiftSwaps.statuses.DECLINED', { defaultValue: SHIFT_SWAP_PARTNER_STATUS_LABELS.DECLINED });
  return (
    <Badge
      color={status === 'PENDING_PARTNER' ? 'orange' : 'red'}
      variant="light"
      radius="sm"
      tt="none"
      style={{ whiteSpace: 'nowrap', minWidth: 'max-content' }}
    >
      {label}
    </Badge>
  );
}

/**
 * The header's notifications panel (spec 1 §2.3): the caller's own feed, unread ones marked. A
 * notification about a request shows where that request stands now (read with the feed), and opens
 * the page on it. The bell counts the unread entries and the requests still waiting for the caller's
 * own answer whose entry was read (a teammate's shift swap): each thing to do once.
 */
export function NotificationsBell() {
  const [opened, setOpened] = useState(false);
  const feed = useNotifications(true);
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const dates = useDateFormat();
  const unread = feed.data?.unread ?? 0;
  const toAnswer = feed.data?.toAnswer ?? 0;
  const count = unread + toAnswer;
  const items = feed.data?.items ?? [];
  const label = [
    unread ? t('shell.notificationsUnread', { count: unread }) : t('shell.notifications'),
    toAnswer ? t('shell.swapsToAnswer', { count: toAnswer }) : '',
  ]
    .filter(Boolean)
    .join(', ');

  return (
    // the Indicator wraps the Popover so the popover's aria-expanded lands on the button, not on a div
    <Indicator label={count > 9 ? '9+' : count} size={16} disabled={count === 0} color="red" offset={6}>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow shadow="md" width={340}>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            data-notifications-bell
            aria-label={label}
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
          {toAnswer > 0 && (
            <Button
              size="compact-sm"
              variant="light"
              color="orange"
              fullWidth
              mb={6}
              h="auto"
              py={4}
              // the label wraps on a phone instead of being cut
              styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
              data-testid="notifications-to-answer"
              onClick={() => {
                setOpened(false);
                navigate('/shiftSwaps');
              }}
            >
              {t('shell.swapsToAnswer', { count: toAnswer })}
            </Button>
          )}
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
                              <RequestStatus status={n.request.status} />
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
