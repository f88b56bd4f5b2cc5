import '@mantine/dates/styles.css';
import { MonthPickerInput, type MonthPickerInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../lib/use-date-format';

export type MonthFieldProps = Omit<
  MonthPickerInputProps,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'valueFormatter'
> & {
  /** yyyy-MM, or '' when empty: what the API takes. */
  value: string;
  onChange: (isoMonth: string) => void;
};

const isoDay = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A month picker from the UI kit (not the browser's own English control): months shown by name in the
 * user's language, the form handed yyyy-MM.
 */
export function MonthField({ value, onChange, ...props }: MonthFieldProps) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const monthOf = (day: string) => dates.month(day.slice(0, 7));
  return (
    <MonthPickerInput
      value={value ? `${value}-01` : null}
      onChange={(next) => onChange(next ? next.slice(0, 7) : '')}
      valueFormatter={({ date }) => monthOf(isoDay(date))}
      monthsListFormat={(day) => dates.monthName(Number(day.slice(5, 7)), 'short')}
      getMonthControlProps={(day) => ({ 'aria-label': monthOf(day) })}
      ariaLabels={{
        previousYear: t('tools.monthPicker.previousYear'),
        nextYear: t('tools.monthPicker.nextYear'),
        previousDecade: t('tools.monthPicker.previousDecade'),
        nextDecade: t('tools.monthPicker.nextDecade'),
        yearLevelControl: t('tools.monthPicker.chooseYear'),
      }}
      popoverProps={{ withinPortal: true }}
      {...props}
    />
  );
}
