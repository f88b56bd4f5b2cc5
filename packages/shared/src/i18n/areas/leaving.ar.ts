import type { Translation } from '../en';
import type { leavingEn } from './leaving.en';

export const leavingAr: Translation<typeof leavingEn> = {};
