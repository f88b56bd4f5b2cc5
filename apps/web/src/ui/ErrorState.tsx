import { Alert, Button } from '@mantine/core';

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert color="red" title="Could not load" my="md">
      {message}
      {onRetry && (
        <Button size="xs" variant="light" color="red" ml="md" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}
