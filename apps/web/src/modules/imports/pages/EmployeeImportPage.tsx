import type { ImportDryRun } from '@hrms/shared';
import { Alert, Button, FileInput, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage, notifyError } from '../../../lib/notify';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { ColumnMapping, unknownHeadings } from '../components/ColumnMapping';
import { DryRunPreview } from '../components/DryRunPreview';
import { ImportProgress } from '../components/ImportProgress';
import { downloadDryRunErrors, downloadTemplate, useEmployeeDryRun, useStartEmployeeImport } from '../imports.api';

const ACCEPTED = '.csv,.xlsx';
const isSheet = (file: File) => /\.(csv|xlsx)$/i.test(file.name);

/**
 * /employeeImport: choose a .csv or .xlsx → the dry run's preview → confirm → progress → summary. The
 * import's id stays in the address (?importId=…), so its progress can be followed from another device.
 */
export function EmployeeImportPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const importId = params.get('importId');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportDryRun | null>(null);
  // the file's own headings matched to columns in the mapping step (heading → column, '' = left out)
  const [columns, setColumns] = useState<Record<string, string>>({});
  const dryRun = useEmployeeDryRun();
  const start = useStartEmployeeImport();
  const showError = (error: unknown) => notifyError(errorMessage(error));

  const check = (chosen: File, mapping: Record<string, string>) => {
    setColumns(mapping);
    setPreview(null);
    dryRun.mutate({ file: chosen, columns: mapping }, { onSuccess: setPreview });
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setColumns({});
    dryRun.reset();
    if (chosen && isSheet(chosen)) check(chosen, {});
  };
  const unknown = dryRun.isError ? unknownHeadings(dryRun.error) : [];
  const confirm = () => {
    if (!file) return;
    start.mutate(
      { file, columns },
      {
        onSuccess: ({ importId: id }) => {
          setParams({ importId: id });
          setFile(null);
          setPreview(null);
        },
        onError: showError,
      },
    );
  };
  const startOver = () => {
    setParams({});
    choose(null);
  };

  return (
    <>
      <PageHeader
        title={t('tools.imports.title')}
        back={<BackLink to="/allEmployee" />}
        actions={
          <>
            <Button variant="light" onClick={() => downloadTemplate('xlsx').catch(showError)}>
              {t('tools.imports.templateXlsx')}
            </Button>
            <Button variant="subtle" onClick={() => downloadTemplate('csv').catch(showError)}>
              {t('tools.imports.templateCsv')}
            </Button>
          </>
        }
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        {importId ? (
          <Stack>
            <ImportProgress importId={importId} onDownloadError={showError} />
            <Group>
              <Button variant="subtle" onClick={startOver}>
                {t('tools.imports.importAnother')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack>
            <Text size="sm">{t('tools.imports.intro')}</Text>
            <FileInput
              label={t('tools.imports.file')}
              placeholder={t('tools.imports.chooseFile')}
              accept={ACCEPTED}
              value={file}
              onChange={choose}
              clearable
              clearButtonProps={{ 'aria-label': t('common.clear') }}
              maw={480}
              error={file && !isSheet(file) ? t('messages.imports.wrongType') : undefined}
              disabled={dryRun.isPending}
            />
            {dryRun.isPending && <Text size="sm">{t('tools.imports.checking')}</Text>}
            {dryRun.isError &&
              (unknown.length > 0 && file ? (
                <ColumnMapping
                  key={unknown.join('\u0000')}
                  headings={unknown}
                  current={columns}
                  checking={dryRun.isPending}
                  onCheck={(mapping) => check(file, mapping)}
                />
              ) : (
                <Alert color="red">{errorMessage(dryRun.error)}</Alert>
              ))}
            {preview && file && (
              <DryRunPreview
                result={preview}
                fileName={file.name}
                confirming={start.isPending}
                onConfirm={confirm}
                onCancel={() => choose(null)}
                onDownloadErrors={() => downloadDryRunErrors({ file, columns }).catch(showError)}
              />
            )}
          </Stack>
        )}
      </Paper>
    </>
  );
}
