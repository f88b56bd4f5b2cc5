import { addDays, monthGridRange, todayIso, weekRange } from '@hrms/shared';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError } from '../../../lib/notify';
import { useDateFormat } from '../../../lib/use-date-format';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryBody } from '../../../ui/records';
import { WhosOutAgenda, WhosOutMonth, WhosOutWeek } from '../components/WhosOutViews';
import { downloadWhosOut, useWhosOut } from '../leave.api';

type View = 'month' | 'week';

const monthTitle = (day: string, language: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The first of the month `months` away from the day's month. */
function shiftMonth(day: string, months: number): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/**
 * /WhosOut: the team leave calendar. Month and week views of approved leave; the server decides whose:
 * admin and HR the organisation, a manager their reportees, an employee their own team.
 */
export function WhosOutPage() {
  const { t } = useTranslation();
  const today = todayIso();
  const [view, setView] = useState<View>('month');
  const [anchor, setAnchor] = useState(today);
  const phone = useMediaQuery('(max-width: 48em)');
  const range = view === 'month' ? monthGridRange(anchor) : weekRange(anchor);
  const query = useWhosOut(range);
  const step = (direction: 1 | -1) =>
    setAnchor(view === 'month' ? shiftMonth(anchor, direction) : addDays(anchor, 7 * direction));
  const dates = useDateFormat();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadWhosOut({ from: range.from, to: range.to });
    } catch (error) {
      notifyError(errorMessage(error, t('tools.downloadFailed')));
    } finally {
      setDownloading(false);
    }
  };
  const title = view === 'month' ? monthTitle(anchor, dates.language) : `${dates.date(range.from)} – ${dates.date(range.to)}`;

  return (
    <>
      <PageHeader
        title={t('messages.whosOut.title')}
        back={<BackLink to="/LeaveBalance" label={t('leave.balanceTitle')} />}
        actions={
          <Button variant="default" onClick={download} loading={downloading}>
            {t('tools.downloadXlsx')}
          </Button>
        }
      />
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <Button variant="default" size="xs" onClick={() => step(-1)} aria-label={t('messages.whosOut.previous')}>
              ‹
            </Button>
            <Button variant="default" size="xs" onClick={() => setAnchor(today)}>
              {t('messages.whosOut.today')}
            </Button>
            <Button variant="default" size="xs" onClick={() => step(1)} aria-label={t('messages.whosOut.next')}>
              ›
            </Button>
            <Text fw={600} data-testid="whos-out-period">
              {title}
            </Text>
          </Group>
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(v) => setView(v as View)}
            data={[
              { value: 'month', label: t('messages.whosOut.month') },
              { value: 'week', label: t('messages.whosOut.week') },
            ]}
          />
        </Group>
        <QueryBody
          query={query}
          errorText={t('messages.whosOut.loadFailed')}
          emptyText={t('messages.whosOut.nobody')}
          isEmpty={() => false}
        >
          {(rows) =>
            phone ? (
              <WhosOutAgenda rows={rows} {...range} today={today} />
            ) : view === 'month' ? (
              <WhosOutMonth rows={rows} {...range} today={today} month={anchor.slice(0, 7)} />
            ) : (
              <WhosOutWeek rows={rows} {...range} today={today} />
            )
          }
        </QueryBody>
      </Stack>
    </>
  );
}
