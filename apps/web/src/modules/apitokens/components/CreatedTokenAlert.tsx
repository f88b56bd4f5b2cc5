import type { ApiTokenCreated } from '@hrms/shared';
import { Alert, Button, Code, CopyButton, Group, Text } from '@mantine/core';

/** The new token, shown this once: only its hash is kept. */
export function CreatedTokenAlert({ created, onClose }: { created: ApiTokenCreated; onClose: () => void }) {
  return (
    <Alert color="green" title={`Token "${created.name}" created`} withCloseButton onClose={onClose}>
      <Text size="sm" mb="xs">
        Copy it now: it is shown only this once.
      </Text>
      <Code block data-testid="new-api-token" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
        {created.token}
      </Code>
      <Group mt="xs">
        <CopyButton value={created.token}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy}>
              {copied ? 'Copied' : 'Copy token'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Alert>
  );
}
