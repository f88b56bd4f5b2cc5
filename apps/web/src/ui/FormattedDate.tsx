import { useDateFormat } from '../lib/use-date-format';

/** A yyyy-MM-dd date in the organisation's format, for table cells and other places without a hook of their own. */
export function FormattedDate({ value }: { value: string | null | undefined }) {
  return <>{useDateFormat().date(value)}</>;
}

/** An instant as date and time in the organisation's format and time zone. */
export function FormattedDateTime({ value }: { value: string | null | undefined }) {
  return <>{useDateFormat().dateTime(value)}</>;
}
