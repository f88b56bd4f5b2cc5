import type { WebhookCreated } from '@hrms/shared';
import { Alert, Button, Code, CopyButton, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The new endpoint's signing secret, shown this once: the server keeps it sealed and never answers it again. */
export function CreatedSecretAlert({ created, onClose }: { created: WebhookCreated; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="green"
      title={t('tools.webhooks.created')}
      withCloseButton
      closeButtonLabel={t('tools.webhooks.close')}
      onClose={onClose}
    >
      <Text size="sm" mb="xs">
        {t('tools.webhooks.copyNow')}
      </Text>
      <Code
        block
        data-testid="new-webhook-secret"
        aria-label={t('tools.webhooks.secret')}
        style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}
      >
        {created.secret}
      </Code>
      <Group mt="xs">
        <CopyButton value={created.secret}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy}>
              {copied ? t('tools.webhooks.copied') : t('tools.webhooks.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Alert>
  );
}
