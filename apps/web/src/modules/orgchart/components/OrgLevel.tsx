import { ORGCHART_PAGE_SIZE, type OrgNode } from '@hrms/shared';
import { Badge, Box, Button, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';

export type Branch = { nodes: OrgNode[]; loading: boolean };

type Props = {
  nodes: OrgNode[];
  branches: Map<string, Branch>;
  expanded: Set<string>;
  highlighted: string | null;
  onToggle: (node: OrgNode) => void;
  onMore: (node: OrgNode) => void;
  depth?: number;
};

/**
 * One level of the chart: a card per person; a click expands it to its direct reports (loaded then) and
 * fades the cards after it; a second click collapses it (spec 3 §2.11).
 */
export function OrgLevel({ nodes, branches, expanded, highlighted, onToggle, onMore, depth = 0 }: Props) {
  const openIndex = nodes.findIndex((n) => expanded.has(n.employeeId));
  return (
    <Stack gap="xs" role={depth === 0 ? 'tree' : 'group'} aria-label={depth === 0 ? 'Organization chart' : undefined}>
      {nodes.map((node, index) => {
        const open = expanded.has(node.employeeId);
        const branch = branches.get(node.employeeId);
        // faded no further than text keeps 4.5:1 contrast
        const faded = openIndex >= 0 && index > openIndex;
        return (
          <Box key={node.employeeId} role="treeitem" aria-expanded={node.reports > 0 ? open : undefined}>
            <UnstyledButton
              onClick={() => onToggle(node)}
              w="100%"
              aria-label={`${node.employeeName} ${node.employeeId}`}
              data-testid={`org-card-${node.employeeId}`}
              style={{ opacity: faded ? 0.8 : 1, transition: 'opacity 250ms ease' }}
            >
              <Card
                withBorder
                radius="md"
                padding="sm"
                shadow={open ? 'sm' : undefined}
                style={{
                  borderColor:
                    highlighted === node.employeeId
                      ? 'var(--mantine-color-orange-5)'
                      : open
                        ? 'var(--mantine-color-blue-5)'
                        : undefined,
                  borderWidth: highlighted === node.employeeId ? 2 : undefined,
                }}
              >
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Box style={{ minWidth: 0 }}>
                    <Text fw={600} truncate>
                      {node.employeeName || node.employeeId}
                    </Text>
                    <Text size="sm" c="dimmed" truncate>
                      {node.designation || '—'} · {node.employeeId}
                    </Text>
                  </Box>
                  {node.reports > 0 && (
                    <Badge variant={open ? 'filled' : 'light'} style={{ flexShrink: 0 }}>
                      {open ? '−' : '+'} {node.reports}
                    </Badge>
                  )}
                </Group>
              </Card>
            </UnstyledButton>
            {open && (
              <Box
                ml={{ base: 'sm', sm: 'xl' }}
                mt="xs"
                pl={{ base: 'xs', sm: 'md' }}
                style={{ borderLeft: '2px solid var(--mantine-color-blue-2)' }}
              >
                {branch?.loading && !branch.nodes.length ? (
                  <Text size="sm" c="dimmed">
                    Loading...
                  </Text>
                ) : (
                  <OrgLevel
                    nodes={branch?.nodes ?? []}
                    branches={branches}
                    expanded={expanded}
                    highlighted={highlighted}
                    onToggle={onToggle}
                    onMore={onMore}
                    depth={depth + 1}
                  />
                )}
                {branch && branch.nodes.length < node.reports && branch.nodes.length >= ORGCHART_PAGE_SIZE && (
                  <Button variant="subtle" size="xs" mt="xs" loading={branch.loading} onClick={() => onMore(node)}>
                    Show more ({node.reports - branch.nodes.length})
                  </Button>
                )}
              </Box>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
