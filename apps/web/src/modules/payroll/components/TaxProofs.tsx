import type { DeclarationRecord, TaxProof } from '@hrms/shared';
import { Badge, Button, FileInput, Group, Select, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { type Column, DataTable, QueryBody } from '../../../ui/records';
import { downloadProof, usePersonProofs, useUploadProof } from '../payroll-tax.api';

const STATUS_COLOURS: Record<string, string> = { PENDING: 'yellow', APPROVED: 'green', REJECTED: 'red', CANCELLED: 'gray' };

export function ProofStatusBadge({ status }: { status: TaxProof['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOURS[status] ?? 'gray'} variant="light" tt="none">
      {t(`tax.proofs.statuses.${status}`)}
    </Badge>
  );
}

/** A proof's file by its name: a click downloads it. */
export const proofFileColumn = (t: TFunction): Column<TaxProof> => ({
  key: 'file',
  header: t('tax.proofs.file'),
  render: (p) => (
    <Button variant="subtle" size="compact-sm" onClick={() => void downloadProof(p)}>
      {p.fileName}
    </Button>
  ),
});

type ProofTableProps = {
  query: UseQueryResult<TaxProof[]>;
  columns: Column<TaxProof>[];
  /** The table's accessible name, and the sentences for a failed load and for no proofs. */
  label: string;
  errorText: string;
  emptyText: string;
  testId: string;
};

/** Proofs in the product's one table, with the usual load states. */
export function ProofTable({ query, columns, label, errorText, emptyText, testId }: ProofTableProps) {
  return (
    <QueryBody query={query} errorText={errorText} emptyText={emptyText}>
      {(rows) => (
        <DataTable label={label} columns={columns} rows={rows} rowKey={(p) => String(p.id)} minWidth={360} testId={testId} />
      )}
    </QueryBody>
  );
}

/** A person's proofs of the year with their status; the person uploads one per declared section. */
export function TaxProofs({ record, canUpload }: { record: DeclarationRecord; canUpload: boolean }) {
  const { t } = useTranslation();
  const proofs = usePersonProofs(record.employeeId, record.fy);
  const upload = useUploadProof(record.employeeId, record.fy);
  const [section, setSection] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const declared = record.items.map((item) => ({ value: item.section, label: t(`tax.sections.${item.section}`) }));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!section || !file) return;
    upload.mutate(
      { section, file },
      {
        onSuccess: () => {
          notifySuccess(t('tax.proofs.uploaded'));
          setFile(null);
        },
        onError: (error) => notifyError(errorMessage(error, t('tax.proofs.uploadFailed'))),
      },
    );
  };
  const columns: Column<TaxProof>[] = [
    { key: 'section', header: t('tax.proofs.section'), render: (p) => t(`tax.sections.${p.section}`) },
    proofFileColumn(t),
    { key: 'status', header: t('tax.proofs.status'), render: (p) => <ProofStatusBadge status={p.status} />, nowrap: true },
    { key: 'comments', header: t('tax.proofs.comments'), render: (p) => p.comments },
  ];
  return (
    <Stack gap="sm">
      {canUpload && declared.length > 0 && (
        <form onSubmit={submit} noValidate aria-label={t('tax.proofs.upload')}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label={t('tax.proofs.section')}
              data={declared}
              value={section}
              onChange={setSection}
              w={{ base: '100%', sm: 240 }}
              data-testid="proof-section"
            />
            <FileInput
              label={t('tax.proofs.file')}
              placeholder={t('tax.proofs.choose')}
              accept="application/pdf,image/jpeg,image/png"
              value={file}
              onChange={setFile}
              w={{ base: '100%', sm: 260 }}
              data-testid="proof-file"
            />
            <Button type="submit" loading={upload.isPending} disabled={!section || !file} data-testid="proof-upload">
              {t('tax.proofs.upload')}
            </Button>
          </Group>
        </form>
      )}
      <ProofTable
        query={proofs}
        columns={columns}
        label={t('tax.proofs.title')}
        errorText={t('tax.proofs.loadFailed')}
        emptyText={t('tax.proofs.empty')}
        testId="tax-proofs"
      />
    </Stack>
  );
}
