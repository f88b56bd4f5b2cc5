import { canOpenProfileFromChart, ORGCHART_PAGE_SIZE, type OrgNode, type Role } from '@hrms/shared';
import { Anchor, Avatar, Badge, Button, Group, Text } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './OrgTree.module.css';

export type Branch = { nodes: OrgNode[]; loading: boolean };

type TreeState = {
  branches: Map<string, Branch>;
  expanded: Set<string>;
  highlighted: string | null;
  /** The one person reachable by Tab (roving tab stop); the arrow keys move it. */
  active: string | null;
  viewer: { role: Role; employeeId: string };
  onToggle: (node: OrgNode) => void;
  onMore: (node: OrgNode) => void;
  onActivate: (employeeId: string) => void;
};

/**
 * The drawn chart: a box per person, lines from a manager down to their reports. A click on a box opens
 * the team under it (loaded then) and a second click closes it (spec 3 §2.11); collapsed siblings after
 * an open box are drawn plainer ("faded") while open managers stay emphasised.
 */
export function OrgTree({ roots, helpId, ...state }: TreeState & { roots: OrgNode[]; helpId: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="tree"
      aria-label={t('orgChart.tree')}
      aria-describedby={helpId}
      className={classes.tree}
      onKeyDown={(event) => moveWithKeys(event, roots, state)}
    >
      <Level nodes={roots} depth={1} state={state} />
    </div>
  );
}

function Level({ nodes, depth, state }: { nodes: OrgNode[]; depth: number; state: TreeState }) {
  const lastOpen = nodes.findLastIndex((n) => state.expanded.has(n.employeeId));
  return nodes.map((node, index) => (
    <Person
      key={node.employeeId}
      node={node}
      depth={depth}
      position={{ index: index + 1, size: nodes.length }}
      faded={lastOpen >= 0 && index > lastOpen && !state.expanded.has(node.employeeId)}
      state={state}
    />
  ));
}

type PersonProps = {
  node: OrgNode;
  depth: number;
  position: { index: number; size: number };
  faded: boolean;
  state: TreeState;
};

function Person({ node, depth, position, faded, state }: PersonProps) {
  const { t } = useTranslation();
  const open = state.expanded.has(node.employeeId);
  const branch = state.branches.get(node.employeeId);
  const active = state.active === node.employeeId;
  const highlighted = state.highlighted === node.employeeId;
  const name = node.employeeName || node.employeeId;
  const designation = node.designation || '—';
  const unloaded = branch ? node.reports - branch.nodes.length : 0;
  return (
    <div
      role="treeitem"
      aria-expanded={node.reports > 0 ? open : undefined}
      aria-level={depth}
      aria-posinset={position.index}
      aria-setsize={position.size}
      aria-selected={highlighted || undefined}
      aria-label={t(node.reports ? 'orgChart.personWithReports' : 'orgChart.person', {
        name,
        designation,
        employeeId: node.employeeId,
        count: node.reports,
      })}
      tabIndex={active ? 0 : -1}
      data-employee-id={node.employeeId}
      className={classes.item}
      onFocus={(event) => {
        if (event.target === event.currentTarget) state.onActivate(node.employeeId);
      }}
    >
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the tree's key handler gives this box Enter, Space and the arrows */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the box belongs to its treeitem, which takes the focus */}
      <div
        className={classes.card}
        data-open={open || undefined}
        data-faded={faded || undefined}
        data-highlighted={highlighted || undefined}
        data-testid={`org-card-${node.employeeId}`}
        onClick={() => state.onToggle(node)}
      >
        <Avatar name={name} color="initials" radius="xl" size="md" aria-hidden />
        <div className={classes.text}>
          <Text fw={600} size="sm" truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {designation}
          </Text>
          <Group gap={6} wrap="nowrap">
            <Text size="xs" c="dimmed">
              {node.employeeId}
            </Text>
            {canOpenProfileFromChart(state.viewer, node) && (
              <Anchor
                component={Link}
                to={`/dashboard/${encodeURIComponent(node.employeeId)}`}
                size="xs"
                tabIndex={active ? 0 : -1}
                aria-label={t('orgChart.openProfileOf', { name })}
                onClick={(event) => event.stopPropagation()}
                data-testid={`org-profile-${node.employeeId}`}
              >
                {t('orgChart.openProfile')}
              </Anchor>
            )}
          </Group>
        </div>
        {node.reports > 0 && (
          <Badge variant={open ? 'filled' : 'light'} className={classes.count} aria-hidden>
            {open ? '−' : '+'} {node.reports}
          </Badge>
        )}
      </div>
      {open && (
        // biome-ignore lint/a11y/useSemanticElements: a treeitem's group of reports (WAI-ARIA tree pattern), not a form fieldset
        <div role="group" className={classes.children}>
          {branch?.loading && !branch.nodes.length ? (
            <div className={classes.note}>
              <Text size="sm" c="dimmed">
                {t('orgChart.loading')}
              </Text>
            </div>
          ) : (
            <Level nodes={branch?.nodes ?? []} depth={depth + 1} state={state} />
          )}
          {branch && unloaded > 0 && branch.nodes.length >= ORGCHART_PAGE_SIZE && (
            <div className={classes.note}>
              <Button variant="subtle" size="xs" loading={branch.loading} onClick={() => state.onMore(node)}>
                {t('orgChart.showMore', { count: unloaded })}
              </Button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

/** The WAI-ARIA tree keys: Up/Down/Home/End move, Right opens or steps in, Left closes or steps out (mirrored right to left), Enter/Space toggle. */
function moveWithKeys(event: KeyboardEvent<HTMLDivElement>, roots: OrgNode[], state: TreeState) {
  const item = event.target as HTMLElement;
  if (item.getAttribute('role') !== 'treeitem' || event.altKey || event.ctrlKey || event.metaKey) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="treeitem"]')];
  const at = items.indexOf(item);
  const node = findNode(roots, state.branches, item.dataset.employeeId ?? '');
  const expanded = item.getAttribute('aria-expanded');
  const focus = (target: HTMLElement | null | undefined) => target?.focus();
  // right to left, the arrow that points into the tree (towards the reports) is Left
  const rtl = getComputedStyle(item).direction === 'rtl';
  const key = rtl && event.key === 'ArrowLeft' ? 'ArrowRight' : rtl && event.key === 'ArrowRight' ? 'ArrowLeft' : event.key;
  switch (key) {
    case 'ArrowDown':
      focus(items[at + 1]);
      break;
    case 'ArrowUp':
      focus(items[at - 1]);
      break;
    case 'Home':
      focus(items[0]);
      break;
    case 'End':
      focus(items.at(-1));
      break;
    case 'ArrowRight':
      if (expanded === 'false' && node) state.onToggle(node);
      else if (expanded === 'true') focus(item.querySelector<HTMLElement>(':scope > [role="group"] > [role="treeitem"]'));
      break;
    case 'ArrowLeft':
      if (expanded === 'true' && node) state.onToggle(node);
      else focus(item.parentElement?.closest<HTMLElement>('[role="treeitem"]'));
      break;
    case 'Enter':
    case ' ':
      if (node) state.onToggle(node);
      break;
    default:
      return;
  }
  event.preventDefault();
}

function findNode(roots: OrgNode[], branches: Map<string, Branch>, employeeId: string): OrgNode | undefined {
  return roots.concat([...branches.values()].flatMap((b) => b.nodes)).find((n) => n.employeeId === employeeId);
}
