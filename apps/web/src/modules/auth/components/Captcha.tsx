import { ActionIcon, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RefreshIcon } from '../../../ui/icons';

/** Shows the captcha text in a distorted box with a refresh button. */
export function Captcha({ text, onRefresh }: { text: string; onRefresh: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Paper
        withBorder
        px="md"
        py={6}
        bg="var(--mantine-color-default-hover)"
        style={{
          userSelect: 'none',
          fontFamily: 'monospace',
          letterSpacing: 6,
          fontStyle: 'italic',
          textDecoration: 'line-through',
        }}
        aria-label={t('login.captchaText')}
        data-testid="captcha-text"
        data-captcha={text}
      >
        <Text fw={700} size="lg" c="blue">
          {text}
        </Text>
      </Paper>
      {/* A native title, not Mantine's Tooltip: the login page stays free of the floating-UI code */}
      <ActionIcon variant="light" aria-label={t('login.refreshCaptcha')} title={t('login.newCaptcha')} onClick={onRefresh}>
        <RefreshIcon size={18} />
      </ActionIcon>
    </Group>
  );
}
