import { DOCUMENT_MESSAGES, type JoinerMissingDocuments as Joiner, ONBOARDING_FILE_LABELS } from '@hrms/shared';
import { Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormattedDate } from '../../../ui/FormattedDate';
import { type Column, DataTable, Pager, QueryBody } from '../../../ui/records';
import { useJoinersMissingDocuments } from '../documents.api';

const PAGE_SIZE = 10;

const COLUMNS: readonly Column<Joiner>[] = [
  { key: 'employeeId', header: 'Employee ID', nowrap: true },
  { key: 'employeeName', header: 'Name' },
  { key: 'doj', header: 'Joined', nowrap: true, render: (row) => <FormattedDate value={row.doj} /> },
  {
    key: 'missing',
    header: 'Missing',
    render: (row) => (
      <Group gap={4}>
        {row.missing.map((field) => (
          <Badge key={field} color="orange" variant="light" tt="none">
            {ONBOARDING_FILE_LABELS[field]}
          </Badge>
        ))}
      </Group>
    ),
  },
];

/** HR's list of new joiners still missing documents; "Hand in documents" opens the form for that person. */
export function JoinersMissingDocuments({ onHandIn }: { onHandIn: (employeeId: string) => void }) {
  const [page, setPage] = useState(1);
  const list = useJoinersMissingDocuments(page - 1, PAGE_SIZE);
  const pageCount = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={3} mb={4}>
        Joiners waiting for documents
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        New joiners without their Aadhar or PAN document or the higher education document.
      </Text>
      <QueryBody
        query={list}
        errorText={DOCUMENT_MESSAGES.onboardingLoadFailed}
        emptyText="Every new joiner has handed in their documents."
        isEmpty={(data) => data.rows.length === 0}
      >
        {(data) => (
          <>
            <DataTable
              label="Joiners waiting for documents"
              testId="joiners-missing-documents"
              columns={COLUMNS}
              rows={data.rows}
              rowKey={(row) => row.employeeId}
              minWidth={560}
              actions={(row) => (
                <Button
                  size="xs"
                  variant="light"
                  aria-label={`Hand in documents for ${row.employeeId}`}
                  onClick={() => onHandIn(row.employeeId)}
                >
                  Hand in documents
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
