import { addDays, type RosterRow } from '@hrms/shared';
import { Button, Checkbox, Group, Paper, ScrollArea, Select, Stack, Table, Text } from '@mantine/core';
import { type PointerEvent as ReactPointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useDateFormat } from '../../../lib/use-date-format';
import { DateField } from '../../../ui/DateField';
import { MonthField } from '../../../ui/MonthField';
import { QueryBody } from '../../../ui/records';
import { useAssignRoster, useRosterCells, useRosters, useShifts, useSites } from '../time-attendance.api';
import { MonthGridHead, STICKY_COLUMN } from './MonthGridHead';
import { RosterPatternForm } from './RosterPatternForm';

function monthDays(month: string): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  return days;
}

const SHIFT_COLORS = ['#d3f9d8', '#d0ebff', '#fff3bf', '#ffe3e3', '#e5dbff', '#c5f6fa'];
const cellKey = (employeeId: string, date: string) => `${employeeId}|${date}`;

/**
 * The roster grid of a month: the caller's people (everyone for an admin, HR's people, a manager's
 * reportees) by day. Three ways to fill it: chosen people get a shift for a period; chosen people get a
 * rotation of shifts week by week; or chosen days — picked by dragging over the grid, or with the
 * keyboard (each day is a toggle button) — get a shift, or lose their roster.
 */
export function RosterGrid() {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const [month, setMonth] = useState(new Date().toISOString().slice(0, 7));
  const days = useMemo(() => monthDays(month), [month]);
  const from = days[0] ?? `${month}-01`;
  const to = days[days.length - 1] ?? from;
  const rosters = useRosters(from, to, '');
  const shifts = useShifts();
  const sites = useSites();
  const assign = useAssignRoster();
  const editCells = useRosterCells();
  const [selected, setSelected] = useState<string[]>([]);
  const [cells, setCells] = useState<ReadonlySet<string>>(new Set());
  const [shift, setShift] = useState<string | null>(null);
  const [site, setSite] = useState<string | null>(null);
  const [period, setPeriod] = useState<{ from: string; to: string } | null>(null);
  const range = period ?? { from, to };
  const colorOf = (code: string) => SHIFT_COLORS[(shifts.data ?? []).findIndex((s) => s.code === code) % SHIFT_COLORS.length];
  // a drag paints every day it passes over the way its first day went (selected or not)
  const drag = useRef<{ select: boolean } | null>(null);
  useEffect(() => {
    const stop = () => {
      drag.current = null;
    };
    window.addEventListener('pointerup', stop);
    return () => window.removeEventListener('pointerup', stop);
  }, []);

  const setCell = (key: string, select: boolean) =>
    setCells((current) => {
      if (current.has(key) === select) return current;
      const next = new Set(current);
      if (select) next.add(key);
      else next.delete(key);
      return next;
    });
  const startDrag = (key: string, event: ReactPointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    // the pointer is not captured by the button, so the days it passes over get their pointerenter
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    const select = !cells.has(key);
    drag.current = { select };
    setCell(key, select);
  };

  async function submit() {
    if (!shift || !site || selected.length === 0) return;
    try {
      const result = await assign.mutateAsync({ employeeIds: selected, shift, site, from: range.from, to: range.to });
      notifySuccess(t('timeAttendance.roster.assigned', { count: result.assigned }));
    } catch (error) {
      notifyError(errorMessage(error, t('timeAttendance.roster.failed')));
    }
  }

  async function applyToCells(clear: boolean) {
    const chosen = [...cells].map((key) => {
      const [employeeId = '', date = ''] = key.split('|');
      return { employeeId, date };
    });
    if (chosen.length === 0 || (!clear && (!shift || !site))) return;
    try {
      const result = await editCells.mutateAsync(clear ? { cells: chosen, shift: null } : { cells: chosen, shift, site });
      notifySuccess(t(clear ? 'timeAttendance.roster.cellsCleared' : 'timeAttendance.roster.cellsSet', { count: result.days }));
      setCells(new Set());
    } catch (error) {
      notifyError(errorMessage(error, t('timeAttendance.roster.failed')));
    }
  }

  const toggle = (id: string) =>
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Group align="end" wrap="wrap">
          <MonthField
            label={t('timeAttendance.roster.month')}
            value={month}
            onChange={(m) => {
              if (!m) return;
              setMonth(m);
              setPeriod(null);
              setCells(new Set());
            }}
          />
          <Select
            label={t('timeAttendance.roster.shift')}
            data={(shifts.data ?? []).map((s) => ({ value: s.code, label: `${s.code} · ${s.name} (${s.start}–${s.end})` }))}
            value={shift}
            onChange={setShift}
            data-testid="roster-shift"
          />
          <Select
            label={t('timeAttendance.roster.site')}
            data={(sites.data ?? []).map((s) => ({ value: s.code, label: `${s.code} · ${s.name}` }))}
            value={site}
            onChange={setSite}
            data-testid="roster-site"
          />
          <DateField
            label={t('timeAttendance.roster.from')}
            value={range.from}
            onChange={(v) => v && setPeriod({ ...range, from: v })}
          />
          <DateField
            label={t('timeAttendance.roster.to')}
            value={range.to}
            min={range.from}
            onChange={(v) => v && setPeriod({ ...range, to: v })}
          />
          <Button
            onClick={submit}
            disabled={!shift || !site || selected.length === 0}
            loading={assign.isPending}
            data-testid="roster-assign"
          >
            {t('timeAttendance.roster.assign', { count: selected.length })}
          </Button>
        </Group>
        {shifts.data?.length === 0 || sites.data?.length === 0 ? (
          <Text c="dimmed" mt="sm">
            {t('timeAttendance.roster.needSetup')}
          </Text>
        ) : null}
      </Paper>
      <RosterPatternForm shifts={shifts.data ?? []} employeeIds={selected} site={site} range={range} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Group align="center" wrap="wrap" gap="sm">
          <Text size="sm" role="status" data-testid="cells-selected">
            {t('timeAttendance.roster.cellsSelected', { count: cells.size })}
          </Text>
          <Button
            size="xs"
            onClick={() => applyToCells(false)}
            disabled={cells.size === 0 || !shift || !site}
            loading={editCells.isPending}
            data-testid="cells-apply"
          >
            {t('timeAttendance.roster.cellsApply', { shift: shift ?? '…' })}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => applyToCells(true)}
            disabled={cells.size === 0}
            data-testid="cells-clear"
          >
            {t('timeAttendance.roster.cellsClear')}
          </Button>
          <Button size="xs" variant="subtle" onClick={() => setCells(new Set())} disabled={cells.size === 0}>
            {t('timeAttendance.roster.cellsUnselect')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed" mt={4}>
          {t('timeAttendance.roster.cellsHint')}
        </Text>
      </Paper>
      <QueryBody query={rosters} errorText={t('timeAttendance.roster.loadFailed')} emptyText={t('timeAttendance.roster.empty')}>
        {(rows: RosterRow[]) => (
          <ScrollArea type="auto" data-testid="roster-grid">
            <Table withTableBorder withColumnBorders fz="xs" style={{ minWidth: 220 + days.length * 34, userSelect: 'none' }}>
              <MonthGridHead
                days={days}
                cornerWidth={200}
                corner={
                  <Checkbox
                    label={t('timeAttendance.roster.selectAll')}
                    checked={rows.length > 0 && selected.length === rows.length}
                    indeterminate={selected.length > 0 && selected.length < rows.length}
                    onChange={() => setSelected(selected.length === rows.length ? [] : rows.map((r) => r.employeeId))}
                  />
                }
              />
              <Table.Tbody>
                {rows.map((row) => {
                  const byDate = new Map(row.days.map((d) => [d.date, d]));
                  return (
                    <Table.Tr key={row.employeeId} data-testid={`roster-row-${row.employeeId}`}>
                      <Table.Th scope="row" style={STICKY_COLUMN}>
                        <Checkbox
                          label={`${row.name} (${row.employeeId})`}
                          checked={selected.includes(row.employeeId)}
                          onChange={() => toggle(row.employeeId)}
                        />
                      </Table.Th>
                      {days.map((day) => {
                        const entry = byDate.get(day);
                        const key = cellKey(row.employeeId, day);
                        const chosen = cells.has(key);
                        return (
                          <Table.Td
                            key={day}
                            p={0}
                            style={{
                              background: entry ? colorOf(entry.shift) : undefined,
                              outline: chosen ? '2px solid var(--mantine-color-blue-7)' : undefined,
                              outlineOffset: -2,
                            }}
                          >
                            <button
                              type="button"
                              aria-pressed={chosen}
                              aria-label={`${row.name}, ${dates.dayLabel(day)}: ${entry ? `${entry.shift} · ${entry.site}` : t('timeAttendance.roster.none')}`}
                              title={entry ? `${entry.shift} · ${entry.site}` : t('timeAttendance.roster.none')}
                              data-testid={`cell-${row.employeeId}-${day}`}
                              onPointerDown={(event) => startDrag(key, event)}
                              onPointerEnter={() => drag.current && setCell(key, drag.current.select)}
                              onClick={(event) => {
                                // pointer presses were handled on pointerdown; this is the keyboard's Space or Enter
                                if (event.detail === 0) setCell(key, !chosen);
                              }}
                              style={{
                                all: 'unset',
                                boxSizing: 'border-box',
                                display: 'block',
                                width: '100%',
                                minWidth: 32,
                                minHeight: 28,
                                textAlign: 'center',
                                cursor: 'pointer',
                                color: entry ? '#1a1b1e' : undefined,
                                fontWeight: chosen ? 700 : undefined,
                              }}
                            >
                              {entry?.shift ?? ''}
                            </button>
                          </Table.Td>
                        );
                      })}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </QueryBody>
    </Stack>
  );
}
