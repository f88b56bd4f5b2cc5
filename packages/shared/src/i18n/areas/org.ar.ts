import type { Translation } from '../en';
import type { orgEn } from './org.en';

export const orgAr: Translation<typeof orgEn> = {};
