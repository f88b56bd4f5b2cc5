import type { MailStatus, OutboxMail } from '@hrms/shared';
import { Badge, Button, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FormattedDateTime } from '../../../ui/FormattedDate';
import { type Column, DataTable } from '../../../ui/records';

const STATUS_COLORS: Record<MailStatus, string> = { QUEUED: 'blue', SENDING: 'yellow', SENT: 'green', FAILED: 'red' };
const when = (iso: string | null) => (iso ? <FormattedDateTime value={iso} /> : '—');

const outboxColumns = (t: TFunction): readonly Column<OutboxMail>[] => [
  { key: 'createdAt', header: t('tools.mail.columns.queued'), nowrap: true, render: (m) => when(m.createdAt) },
  { key: 'to', header: t('tools.mail.columns.to') },
  { key: 'subject', header: t('tools.mail.columns.subject') },
  {
    key: 'status',
    header: t('tools.mail.columns.status'),
    nowrap: true,
    width: 100,
    render: (m) => (
      <Badge color={STATUS_COLORS[m.status]} variant="light" style={{ overflow: 'visible' }}>
        {t(`tools.mail.statuses.${m.status}`)}
      </Badge>
    ),
  },
  { key: 'attempts', header: t('tools.mail.columns.attempts') },
  {
    key: 'lastError',
    header: t('tools.mail.columns.lastError'),
    render: (m) => (
      <Text size="sm" c={m.lastError ? 'red' : 'dimmed'} style={{ wordBreak: 'break-word' }}>
        {m.lastError ?? '—'}
      </Text>
    ),
  },
  { key: 'sentAt', header: t('tools.mail.columns.sent'), nowrap: true, render: (m) => when(m.sentAt) },
];

/** The outbox, newest first; a failed mail can be queued again. */
export function OutboxTable({
  mails,
  onRetry,
  retrying,
}: {
  mails: OutboxMail[];
  onRetry: (m: OutboxMail) => void;
  retrying: number | null;
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={t('tools.mail.outbox')}
      columns={outboxColumns(t)}
      rows={mails}
      rowKey={(m) => m.id}
      minWidth={900}
      actionsHeader={t('tools.mail.retry')}
      actions={(m) =>
        m.status === 'FAILED' ? (
          <Button
            size="xs"
            variant="light"
            loading={retrying === m.id}
            onClick={() => onRetry(m)}
            aria-label={t('tools.mail.retryMail', { to: m.to })}
          >
            {t('tools.mail.retry')}
          </Button>
        ) : null
      }
    />
  );
}
