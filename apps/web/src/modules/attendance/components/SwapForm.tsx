import { addDays, todayIso } from '@hrms/shared';
import { Button, Group, Paper, Select, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { DateField } from '../../../ui/DateField';
import { useFileSwap, useSwapPartners } from '../shift-swaps.api';

/** Asks to swap one's shift of a day with a teammate rostered that day on another shift. */
export function SwapForm() {
  const { t } = useTranslation();
  const [date, setDate] = useState(addDays(todayIso(), 1));
  const [partner, setPartner] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const partners = useSwapPartners(date);
  const file = useFileSwap();
  const options = (partners.data ?? []).map((p) => ({
    value: p.employeeId,
    label: t('shiftSwaps.partnerLabel', { name: p.name, id: p.employeeId, shift: p.shift }),
  }));

  async function submit() {
    if (!partner) return;
    try {
      await file.mutateAsync({ withEmployeeId: partner, date, reason });
      notifySuccess(t('messages.shiftSwaps.filed'));
      setPartner(null);
      setReason('');
    } catch (error) {
      notifyError(errorMessage(error, t('shiftSwaps.failed')));
    }
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Text fw={600} mb="xs">
        {t('shiftSwaps.ask')}
      </Text>
      <Group align="end" wrap="wrap">
        <DateField
          label={t('shiftSwaps.date')}
          value={date}
          min={todayIso()}
          onChange={(v) => {
            if (!v) return;
            setDate(v);
            setPartner(null);
          }}
        />
        <Select
          label={t('shiftSwaps.partner')}
          data={options}
          value={partner}
          onChange={setPartner}
          placeholder={options.length === 0 ? t('shiftSwaps.noPartners') : undefined}
          disabled={options.length === 0}
          miw={260}
          data-testid="swap-partner"
        />
        <Textarea
          label={t('shiftSwaps.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          autosize
          minRows={1}
          maxLength={500}
          miw={240}
        />
        <Button onClick={submit} disabled={!partner} loading={file.isPending} data-testid="swap-submit">
          {t('shiftSwaps.submit')}
        </Button>
      </Group>
    </Paper>
  );
}
