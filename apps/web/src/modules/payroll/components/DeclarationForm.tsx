import { DECLARATION_SECTIONS, type DeclarationRecord, type DeclarationsBody } from '@hrms/shared';
import { Button, Checkbox, Group, NumberInput, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveDeclaration } from '../payroll-tax.api';

type Section = (typeof DECLARATION_SECTIONS)[number];
type Draft = { regime: 'NEW' | 'OLD'; amounts: Record<Section, number | ''>; rent: number | ''; metro: boolean };

function draftOf(record: DeclarationRecord): Draft {
  const amounts = Object.fromEntries(DECLARATION_SECTIONS.map((s) => [s, ''])) as Record<Section, number | ''>;
  let rent: number | '' = '';
  let metro = false;
  for (const item of record.items) {
    if (item.section === 'HRA') {
      rent = item.rentPaidMonthly ?? '';
      metro = item.metro ?? false;
    } else amounts[item.section] = item.amount;
  }
  return { regime: record.regime, amounts, rent, metro };
}

function bodyOf(draft: Draft): DeclarationsBody {
  const items: DeclarationsBody['items'] = DECLARATION_SECTIONS.filter((s) => s !== 'HRA')
    .filter((s) => typeof draft.amounts[s] === 'number' && draft.amounts[s] > 0)
    .map((section) => ({ section, amount: draft.amounts[section] as number }));
  if (typeof draft.rent === 'number' && draft.rent > 0) {
    items.push({ section: 'HRA', amount: 0, rentPaidMonthly: draft.rent, metro: draft.metro });
  }
  return { regime: draft.regime, items };
}

/** The regime and the declared deductions (80C, 80D, 80CCD(1B), 24(b), rent for HRA), saved with PUT. */
export function DeclarationForm({ record, editable }: { record: DeclarationRecord; editable: boolean }) {
  const { t } = useTranslation();
  const save = useSaveDeclaration(record.employeeId, record.fy);
  const [draft, setDraft] = useState(() => draftOf(record));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(bodyOf(draft), {
      onSuccess: () => notifySuccess(t('tax.declarations.saved')),
      onError: (error) => notifyError(errorMessage(error, t('tax.declarations.saveFailed'))),
    });
  };
  const amount = (section: Exclude<Section, 'HRA'>) => (
    <NumberInput
      key={section}
      label={t(`tax.sections.${section}`)}
      value={draft.amounts[section]}
      onChange={(value) =>
        setDraft({ ...draft, amounts: { ...draft.amounts, [section]: typeof value === 'number' ? value : '' } })
      }
      min={0}
      decimalScale={2}
      thousandSeparator=","
      leftSection="₹"
      disabled={!editable || draft.regime === 'NEW'}
      data-testid={`declare-${section}`}
    />
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('tax.declarations.title')}>
      <Stack gap="sm">
        <div>
          <Text size="sm" fw={500} id="tax-regime-label" mb={4}>
            {t('tax.declarations.regime')}
          </Text>
          <SegmentedControl
            aria-labelledby="tax-regime-label"
            value={draft.regime}
            onChange={(value) => setDraft({ ...draft, regime: value as Draft['regime'] })}
            data={[
              { value: 'NEW', label: t('pay.regimes.NEW') },
              { value: 'OLD', label: t('pay.regimes.OLD') },
            ]}
            disabled={!editable}
            data-testid="declare-regime"
          />
          {draft.regime === 'NEW' && (
            <Text size="xs" c="dimmed" mt={4}>
              {t('tax.declarations.newRegimeNote')}
            </Text>
          )}
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {amount('80C')}
          {amount('80D')}
          {amount('80CCD1B')}
          {amount('24B')}
          <NumberInput
            label={t('tax.declarations.rentPaidMonthly')}
            value={draft.rent}
            onChange={(value) => setDraft({ ...draft, rent: typeof value === 'number' ? value : '' })}
            min={0}
            decimalScale={2}
            thousandSeparator=","
            leftSection="₹"
            disabled={!editable || draft.regime === 'NEW'}
            data-testid="declare-rent"
          />
          <Checkbox
            mt={{ base: 0, sm: 30 }}
            label={t('tax.declarations.metro')}
            checked={draft.metro}
            onChange={(event) => setDraft({ ...draft, metro: event.currentTarget.checked })}
            disabled={!editable || draft.regime === 'NEW'}
          />
        </SimpleGrid>
        {editable && (
          <Group>
            <Button type="submit" loading={save.isPending} data-testid="declare-save">
              {t('tax.declarations.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
