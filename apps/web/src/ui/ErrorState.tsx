import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('common.couldNotLoad')} my="md">
      {message}
      {onRetry && (
        <Button size="xs" variant="light" color="red" ml="md" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      )}
    </Alert>
  );
}
