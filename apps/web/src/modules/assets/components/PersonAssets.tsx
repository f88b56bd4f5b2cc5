import { Card, List, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAssets } from '../assets.api';

/** The assets a person holds, for their profile (shown when there are any and the caller may see them). */
export function PersonAssets({ employeeId }: { employeeId: string }) {
  const { t } = useTranslation();
  const query = useAssets({ employeeId });
  if (!query.data?.length) return null;
  return (
    <Card withBorder radius="md" data-testid="person-assets">
      <Title order={4} mb="xs">
        {t('assets.ofPerson')}
      </Title>
      <List size="sm" spacing={4}>
        {query.data.map((a) => (
          <List.Item key={a.tag}>
            <Text size="sm" span fw={600}>
              {a.tag}
            </Text>{' '}
            {a.name} · {a.category}
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
