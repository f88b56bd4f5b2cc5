import type { JoinerMissingDocuments as Joiner } from '@hrms/shared';
import { Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormattedDate } from '../../../ui/FormattedDate';
import { type Column, DataTable, Pager, QueryBody } from '../../../ui/records';
import { useJoinersMissingDocuments } from '../documents.api';

const PAGE_SIZE = 10;

const columns = (t: TFunction): readonly Column<Joiner>[] => [
  { key: 'employeeId', header: t('onboardingDocuments.joinerColumns.employeeId'), nowrap: true },
  { key: 'employeeName', header: t('onboardingDocuments.joinerColumns.name') },
  {
    key: 'doj',
    header: t('onboardingDocuments.joinerColumns.joined'),
    nowrap: true,
    render: (row) => <FormattedDate value={row.doj} />,
  },
  {
    key: 'missing',
    header: t('onboardingDocuments.joinerColumns.missing'),
    render: (row) => (
      <Group gap={4}>
        {row.missing.map((field) => (
          <Badge key={field} color="orange" variant="light" tt="none">
            {t(`onboardingDocuments.fileLabels.${field}`)}
          </Badge>
        ))}
      </Group>
    ),
  },
];

/** HR's list of new joiners still missing documents; "Hand in documents" opens the form for that person. */
export function JoinersMissingDocuments({ onHandIn }: { onHandIn: (employeeId: string) => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useJoinersMissingDocuments(page - 1, PAGE_SIZE);
  const pageCount = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={3} mb={4}>
        {t('onboardingDocuments.joinersTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('onboardingDocuments.joinersHint')}
      </Text>
      <QueryBody
        query={list}
        errorText={t('messages.documents.onboardingLoadFailed')}
        emptyText={t('onboardingDocuments.joinersDone')}
        isEmpty={(data) => data.rows.length === 0}
      >
        {(data) => (
          <>
            <DataTable
              label={t('onboardingDocuments.joinersTitle')}
              testId="joiners-missing-documents"
              columns={columns(t)}
              rows={data.rows}
              rowKey={(row) => row.employeeId}
              minWidth={560}
              actions={(row) => (
                <Button
                  size="xs"
                  variant="light"
                  aria-label={t('onboardingDocuments.handInFor', { employeeId: row.employeeId })}
                  onClick={() => onHandIn(row.employeeId)}
                >
                  {t('onboardingDocuments.handIn')}
                </Button>
              )}
            />
            {pageCount > 1 && <Pager page={page} pageCount={pageCount} onPage={setPage} />}
          </>
        )}
      </QueryBody>
    </Paper>
  );
}
