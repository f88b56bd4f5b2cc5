import dayjs from 'dayjs';

/** 14 Mar 2025, 10:42 in the browser's time zone. */
export const formatSubmittedAt = (iso: string) => dayjs(iso).format('DD MMM YYYY, HH:mm');

/** 14 Mar 2025, for a yyyy-MM-dd day. */
export const formatDay = (day: string) => dayjs(day).format('DD MMM YYYY');
