import type { MailStatus, OutboxMail } from '@hrms/shared';
import { Badge, Button, Text } from '@mantine/core';
import { FormattedDateTime } from '../../../ui/FormattedDate';
import { type Column, DataTable } from '../../../ui/records';

const STATUS_COLORS: Record<MailStatus, string> = { QUEUED: 'blue', SENDING: 'yellow', SENT: 'green', FAILED: 'red' };
const when = (iso: string | null) => (iso ? <FormattedDateTime value={iso} /> : '—');

const COLUMNS: readonly Column<OutboxMail>[] = [
  { key: 'createdAt', header: 'Queued', nowrap: true, render: (m) => when(m.createdAt) },
  { key: 'to', header: 'To' },
  { key: 'subject', header: 'Subject' },
  {
    key: 'status',
    header: 'Status',
    nowrap: true,
    width: 100,
    render: (m) => (
      <Badge color={STATUS_COLORS[m.status]} variant="light" style={{ overflow: 'visible' }}>
        {m.status}
      </Badge>
    ),
  },
  { key: 'attempts', header: 'Attempts' },
  {
    key: 'lastError',
    header: 'Last error',
    render: (m) => (
      <Text size="sm" c={m.lastError ? 'red' : 'dimmed'} style={{ wordBreak: 'break-word' }}>
        {m.lastError ?? '—'}
      </Text>
    ),
  },
  { key: 'sentAt', header: 'Sent', nowrap: true, render: (m) => when(m.sentAt) },
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
  return (
    <DataTable
      label="Mail outbox"
      columns={COLUMNS}
      rows={mails}
      rowKey={(m) => m.id}
      minWidth={900}
      actionsHeader="Retry"
      actions={(m) =>
        m.status === 'FAILED' ? (
          <Button
            size="xs"
            variant="light"
            loading={retrying === m.id}
            onClick={() => onRetry(m)}
            aria-label={`Retry mail to ${m.to}`}
          >
            Retry
          </Button>
        ) : null
      }
    />
  );
}
