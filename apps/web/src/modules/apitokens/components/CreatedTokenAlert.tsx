import type { ApiTokenCreated } from '@hrms/shared';
import { Alert, Button, Code, CopyButton, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The new token, shown this once: only its hash is kept. */
export function CreatedTokenAlert({ created, onClose }: { created: ApiTokenCreated; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="green" title={t('tools.apiTokens.created', { name: created.name })} withCloseButton onClose={onClose}>
      <Text size="sm" mb="xs">
        {t('tools.apiTokens.copyNow')}
      </Text>
      <Code block data-testid="new-api-token" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
        {created.token}
      </Code>
      <Group mt="xs">
        <CopyButton value={created.token}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy}>
              {copied ? t('tools.apiTokens.copied') : t('tools.apiTokens.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Alert>
  );
}
