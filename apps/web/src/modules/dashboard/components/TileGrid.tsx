import type { Tile } from '@hrms/shared';
import { Card, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';

export function TileGrid({ tiles, caption }: { tiles: Tile[]; caption?: (tile: Tile) => string }) {
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
          aria-label={tile.title}
        >
          <Text fw={600} size="md" c="blue">
            {tile.title}
          </Text>
          {caption && (
            <Text size="sm" c="dimmed" mt={4}>
              {caption(tile)}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
