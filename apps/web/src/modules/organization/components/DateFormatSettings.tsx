import { DATE_FORMAT_MESSAGES, DATE_FORMATS, type DateFormat, formatDate, isDateFormat, todayIso } from '@hrms/shared';
import { Button, Group, Paper, Select, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useDateFormat, useDateSettings } from '../../../lib/use-date-format';
import { useSaveDateFormat } from '../organization.api';

const COUNTRY_DEFAULT = 'default';

/** The organisation's one date format, shown on every screen and in every date input. */
export function DateFormatSettings() {
  const { t } = useTranslation();
  const settings = useDateSettings();
  const dates = useDateFormat();
  const save = useSaveDateFormat();
  const [choice, setChoice] = useState<string | null>(null);
  if (!settings.data) return null;
  const current = choice ?? settings.data.chosenDateFormat ?? COUNTRY_DEFAULT;
  const example = (format: DateFormat) => formatDate(todayIso(), format, dates.language);
  const options = [
    {
      value: COUNTRY_DEFAULT,
      label: t('organization.countryDefault', {
        format: settings.data.defaultDateFormat,
        example: example(settings.data.defaultDateFormat),
      }),
    },
    ...DATE_FORMATS.map((format) => ({
      value: format,
      label: t('organization.formatExample', { format, example: example(format) }),
    })),
  ];

  const submit = async () => {
    try {
      await save.mutateAsync(isDateFormat(current) ? current : null);
      setChoice(null);
      notifySuccess(DATE_FORMAT_MESSAGES.saved);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} data-testid="date-format-settings">
      <Title order={4}>{t('organization.dates')}</Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('organization.datesHint', { timeZone: settings.data.timeZone })}
      </Text>
      <Group align="flex-end" gap="sm">
        <Select
          label={t('organization.dateFormat')}
          data={options}
          value={current}
          onChange={(value) => setChoice(value)}
          allowDeselect={false}
          w={{ base: '100%', sm: 440 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Button onClick={submit} loading={save.isPending}>
          {t('organization.saveDateFormat')}
        </Button>
      </Group>
    </Paper>
  );
}
