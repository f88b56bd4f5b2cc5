import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/use-session';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryBody } from '../../../ui/records';
import { SwapAnswerPanel } from '../components/SwapAnswerPanel';
import { SwapForm } from '../components/SwapForm';
import { SwapsTable } from '../components/SwapsTable';
import { type SwapView, useShiftSwaps } from '../shift-swaps.api';

/**
 * /shiftSwaps: everyone asks to swap a day's shift with a teammate and follows their swaps, and answers
 * (accept or decline) those a teammate asks of them, shown first; managers and HR decide those waiting
 * for them (the approval engine's "shiftSwap" kind) and see their people's.
 */
export function ShiftSwapsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const decider = session?.role === 'ROLE_MANAGER' || session?.role === 'ROLE_HR';
  const views: SwapView[] = decider ? ['mine', 'awaiting', 'team'] : ['mine'];
  const requested = params.get('view') as SwapView | null;
  const view: SwapView = requested && views.includes(requested) ? requested : 'mine';
  const mine = useShiftSwaps('mine', view === 'mine' && Boolean(session));
  const awaiting = useShiftSwaps('awaiting', view === 'awaiting');
  const team = useShiftSwaps('team', view === 'team');
  const ownId = session?.employeeId ?? '';

  return (
    <>
      <PageHeader title={t('shiftSwaps.title')} />
      <Tabs value={view} onChange={(v) => setParams(v ? { view: v } : {})} keepMounted={false}>
        {views.length > 1 ? (
          <Tabs.List mb="md">
            {views.map((v) => (
              <Tabs.Tab key={v} value={v} data-testid={`swaps-tab-${v}`}>
                {t(`shiftSwaps.views.${v}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        ) : null}
        <Tabs.Panel value="mine">
          <Stack gap="md">
            <SwapAnswerPanel swaps={(mine.data ?? []).filter((s) => s.awaitingMyAnswer)} />
            <SwapForm />
            <QueryBody query={mine} errorText={t('shiftSwaps.loadFailed')} emptyText={t('shiftSwaps.none')}>
              {(rows) => <SwapsTable rows={rows} ownId={ownId} />}
            </QueryBody>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="awaiting">
          <QueryBody query={awaiting} errorText={t('shiftSwaps.loadFailed')} emptyText={t('messages.approvals.noPending')}>
            {(rows) => <SwapsTable rows={rows} ownId={ownId} />}
          </QueryBody>
        </Tabs.Panel>
        <Tabs.Panel value="team">
          <QueryBody query={team} errorText={t('shiftSwaps.loadFailed')} emptyText={t('shiftSwaps.none')}>
            {(rows) => <SwapsTable rows={rows} ownId={ownId} />}
          </QueryBody>
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
