import type { Tile } from '@hrms/shared';
import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** caption gets the tile's title in the user's language. */
export function TileGrid({ tiles, caption }: { tiles: Tile[]; caption?: (title: string) => string }) {
  const { t } = useTranslation();
  const title = (tile: Tile) => t(`tiles.${tile.title}`, { defaultValue: tile.title });
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
      {tiles.map((tile) => (
        <Card
          key={tile.title}
          component={Link}
          to={tile.to}
          withBorder
          shadow="xs"
          padding="md"
          radius="md"
          style={{ textDecoration: 'none' }}
          aria-label={title(tile)}
        >
          <Text fw={600} size="md" c="blue">
            {title(tile)}
          </Text>
          {caption && (
            <Text size="sm" c="dimmed" mt={4}>
              {caption(title(tile))}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
