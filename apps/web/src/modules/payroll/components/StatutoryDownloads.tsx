import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiDownload } from '../../../lib/api-client';

const FILES = [
  { key: 'ecr', path: 'ecr', name: (month: string) => `ecr-${month}.txt` },
  { key: 'esi', path: 'statutory?kind=esi&format=xlsx', name: (month: string) => `esi-${month}.xlsx` },
  { key: 'pt', path: 'statutory?kind=pt&format=xlsx', name: (month: string) => `pt-${month}.xlsx` },
  { key: 'tds', path: 'tds-quarter', name: (month: string) => `24q-${month}.xlsx` },
] as const;

/** The run's statutory files for the admin: PF ECR, ESI sheet, PT per state, 24Q annexure data. */
export function StatutoryDownloads(props: {
  runId: string;
  month: string;
  busy: string | null;
  fetchFile: (which: string, download: () => Promise<void>) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {FILES.map((file) => (
        <Button
          key={file.key}
          variant="default"
          loading={props.busy === file.key}
          onClick={() =>
            props.fetchFile(file.key, () =>
              apiDownload(`payroll/runs/${encodeURIComponent(props.runId)}/${file.path}`, file.name(props.month)),
            )
          }
          data-testid={`statutory-${file.key}`}
        >
          {t(`tax.files.${file.key}`)}
        </Button>
      ))}
    </>
  );
}
