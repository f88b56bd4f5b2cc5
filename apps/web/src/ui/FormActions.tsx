import { Alert, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The server's sentence when saving failed: an alert, read out at once. */
  failure?: string | null;
  submitLabel: ReactNode;
  loading?: boolean;
  /** Shows Cancel before the submit button. */
  onCancel?: () => void;
  submitColor?: string;
};

/** The foot of a form: the failure alert, then Cancel (when the form can be left) and the submit button. */
export function FormActions({ failure, submitLabel, loading, onCancel, submitColor }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" color={submitColor} loading={loading}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
