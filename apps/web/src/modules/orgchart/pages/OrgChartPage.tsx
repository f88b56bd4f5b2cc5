import { isAdmin, ORGCHART_MESSAGES as M, ORGCHART_PAGE_SIZE, type OrgNode } from '@hrms/shared';
import { Autocomplete, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../../layout/PageLoader';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { type CenterRequest, OrgChartViewport } from '../components/OrgChartViewport';
import { type Branch, OrgTree } from '../components/OrgTree';
import { fetchLevel, fetchPath, usePeopleSearch } from '../orgchart.api';

const HELP_ID = 'org-keyboard-help';

/**
 * /Organization/{employeeId} (spec 3 §2.11): the chart drawn as a tree, opened down to the person, one team
 * loaded at a time as boxes expand, with a search (and "find me") that opens the path to anyone.
 */
export function OrgChartPage() {
  const { t } = useTranslation();
  const session = useSession();
  const employeeId = useParams().employeeId ?? session?.employeeId ?? '';
  const [roots, setRoots] = useState<OrgNode[] | null>(null);
  const [branches, setBranches] = useState(new Map<string, Branch>());
  const [expanded, setExpanded] = useState(new Set<string>());
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [active, setActive] = useState<string | null>(null);
  const [center, setCenter] = useState<CenterRequest | null>(null);
  const [failed, setFailed] = useState(false);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const results = usePeopleSearch(debounced);

  const loadChildren = useCallback(async (id: string, page = 0) => {
    setBranches((prev) => new Map(prev).set(id, { nodes: prev.get(id)?.nodes ?? [], loading: true }));
    const level = await fetchLevel(id, page);
    const children = page === 0 ? level.slice(1) : level;
    setBranches((prev) => {
      const before = page === 0 ? [] : (prev.get(id)?.nodes ?? []);
      return new Map(prev).set(id, { nodes: [...before, ...children], loading: false });
    });
  }, []);

  /** Loads the chain from the top to a person, expands every box on it and brings the person into view. */
  const openPathTo = useCallback(
    async (id: string, announce: boolean) => {
      try {
        const path = await fetchPath(id);
        if (!path.length) throw new Error('empty');
        const top = path[0]!;
        const person = path.at(-1)!.employeeId;
        setRoots((current) => (current?.some((n) => n.employeeId === top.employeeId) ? current : [top]));
        const ancestors = path.slice(0, -1);
        await Promise.all(ancestors.map((n) => loadChildren(n.employeeId)));
        setExpanded((prev) => new Set([...prev, ...ancestors.map((n) => n.employeeId)]));
        setHighlighted(person);
        setActive(person);
        setCenter({ employeeId: person, at: Date.now() });
        setFailed(false);
        if (announce) notifySuccess(M.loaded);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status === 404) notifyError(M.noData);
        else notifyError(error.message || M.loadFailed);
        setFailed(true);
      }
    },
    [loadChildren],
  );

  useEffect(() => {
    if (employeeId) void openPathTo(employeeId, true);
  }, [employeeId, openPathTo]);

  if (!session) return null;
  const viewer = { role: session.role, employeeId: session.employeeId };

  function toggle(node: OrgNode) {
    setActive(node.employeeId);
    if (expanded.has(node.employeeId)) {
      setExpanded((prev) => {
        const next = new Set(prev);
        next.delete(node.employeeId);
        return next;
      });
      return;
    }
    if (node.reports === 0) return;
    setExpanded((prev) => new Set(prev).add(node.employeeId));
    if (!branches.has(node.employeeId)) loadChildren(node.employeeId).catch(() => notifyError(M.loadFailed));
  }

  function more(node: OrgNode) {
    const loaded = branches.get(node.employeeId)?.nodes.length ?? 0;
    loadChildren(node.employeeId, Math.floor(loaded / ORGCHART_PAGE_SIZE)).catch(() => notifyError(M.loadFailed));
  }

  const options = (results.data ?? []).map((n) => ({
    value: n.employeeId,
    label: `${n.employeeName} (${n.employeeId}) — ${n.designation}`,
  }));

  return (
    <>
      <PageHeader
        title={t('orgChart.title')}
        back={<BackLink to={isAdmin(session.role) ? '/admindashboard' : '/userdashboard'} />}
      />
      <Stack gap="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Autocomplete
            label={t('orgChart.findPerson')}
            placeholder={t('messages.orgChart.searchPlaceholder')}
            value={search}
            onChange={setSearch}
            data={options}
            filter={({ options: all }) => all}
            limit={20}
            onOptionSubmit={(value) => {
              setSearch('');
              void openPathTo(value, false);
            }}
            comboboxProps={{ withinPortal: true }}
            w={{ base: '100%', xs: 360 }}
          />
          {session.employeeId && (
            <Button variant="light" onClick={() => void openPathTo(session.employeeId, false)}>
              {t('orgChart.findMe')}
            </Button>
          )}
        </Group>
        {debounced.length >= 2 && results.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('messages.orgChart.noResults')}
          </Text>
        )}
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          {roots === null && !failed ? (
            <PageLoader />
          ) : failed && !roots?.length ? (
            <EmptyState>{t('messages.orgChart.noData')}</EmptyState>
          ) : (
            <OrgChartViewport center={center}>
              <OrgTree
                roots={roots ?? []}
                branches={branches}
                expanded={expanded}
                highlighted={highlighted}
                active={active ?? roots?.[0]?.employeeId ?? null}
                viewer={viewer}
                helpId={HELP_ID}
                onToggle={toggle}
                onMore={more}
                onActivate={setActive}
              />
            </OrgChartViewport>
          )}
          <Text size="xs" c="dimmed" mt="xs" id={HELP_ID}>
            {t('orgChart.keyboardHelp')}
          </Text>
        </Paper>
      </Stack>
    </>
  );
}
