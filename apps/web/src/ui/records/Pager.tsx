import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { page: number; pageCount: number; onPage: (page: number) => void; testId?: string };

/** Previous / 'Page X of Y' / Next for a 1-based page (client- or server-paged tables alike). */
export function Pager({ page, pageCount, onPage, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mt="sm" wrap="nowrap">
      <Button variant="default" size="xs" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {t('common.previous')}
      </Button>
      <Text size="sm" c="dimmed" data-testid={testId}>
        {t('common.pageOf', { page, count: pageCount })}
      </Text>
      <Button variant="default" size="xs" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
        {t('common.next')}
      </Button>
    </Group>
  );
}
