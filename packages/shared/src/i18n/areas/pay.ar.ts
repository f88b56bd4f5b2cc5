import type { Translation } from '../en';
import type { payEn } from './pay.en';

export const payAr: Translation<typeof payEn> = {};
