import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PayRun } from '../payroll-engine.types';

/** The people the run could not compute, each with the engine's reason; the others are paid. */
export function RunErrors({ errors }: { errors: PayRun['errors'] }) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <Alert color="red" title={t('pay.runs.errorsTitle', { count: errors.length })} data-testid="run-errors">
      <List size="sm" spacing={2} aria-label={t('pay.runs.errorsLabel')}>
        {errors.map((error) => (
          <List.Item key={`${error.employeeId}-${error.message}`}>
            <strong>{error.employeeId}</strong>: {error.message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
