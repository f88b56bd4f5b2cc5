import type { Translation } from '../en';
import type { taxEn } from './tax.en';

export const taxAr: Translation<typeof taxEn> = {};
