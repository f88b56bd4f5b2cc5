import { NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../layout/PageLoader';
import { errorMessage } from '../../../lib/notify';
import { ErrorState } from '../../../ui/ErrorState';
import { useStructurePreview } from '../payroll-structures.api';
import { PayslipLines } from './PayslipLines';

const SAMPLE_CTC = 1_200_000;

/** A full month of the saved structure for a sample annual CTC (the server computes it with the engine). */
export function StructurePreview({ code }: { code: string | null }) {
  const { t } = useTranslation();
  const [annualCtc, setAnnualCtc] = useState<number | null>(SAMPLE_CTC);
  const [debounced] = useDebouncedValue(annualCtc, 400);
  const preview = useStructurePreview(code ?? '', debounced);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="structure-preview">
      <Stack gap="sm">
        <div>
          <Title order={3} id="structure-preview">
            {t('pay.structures.preview')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('pay.structures.previewIntro')}
          </Text>
        </div>
        {code ? (
          <>
            <NumberInput
              label={t('pay.structures.sampleCtc')}
              value={annualCtc ?? ''}
              onChange={(value) => setAnnualCtc(typeof value === 'number' ? value : null)}
              min={1}
              max={1_000_000_000}
              step={100_000}
              thousandSeparator=","
              allowNegative={false}
              decimalScale={0}
              maw={260}
            />
            {preview.isPending && preview.fetchStatus !== 'idle' && <PageLoader />}
            {preview.isError && (
              <ErrorState
                message={errorMessage(preview.error, t('pay.structures.previewFailed'))}
                onRetry={() => preview.refetch()}
              />
            )}
            {preview.data && (
              <div data-testid="structure-preview">
                <PayslipLines payslip={preview.data} showDays={false} />
              </div>
            )}
          </>
        ) : (
          <Text size="sm">{t('pay.structures.previewSaveFirst')}</Text>
        )}
      </Stack>
    </Paper>
  );
}
