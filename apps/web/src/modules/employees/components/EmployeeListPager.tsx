import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { page: number; totalPages: number; onPage: (page: number) => void; disabled?: boolean };

/** Previous / "Page X of Y" / Next, for a 0-based page. */
export function EmployeeListPager({ page, totalPages, onPage, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mt="md" wrap="nowrap">
      <Button variant="default" size="sm" onClick={() => onPage(page - 1)} disabled={disabled || page <= 0}>
        {t('common.previous')}
      </Button>
      <Text size="sm" c="dimmed" data-testid="page-indicator">
        {t('common.pageOf', { page: page + 1, count: totalPages })}
      </Text>
      <Button variant="default" size="sm" onClick={() => onPage(page + 1)} disabled={disabled || page + 1 >= totalPages}>
        {t('common.next')}
      </Button>
    </Group>
  );
}
