import type { Translation } from '../en';
import type { timeEn } from './time.en';

export const timeAr: Translation<typeof timeEn> = {};
