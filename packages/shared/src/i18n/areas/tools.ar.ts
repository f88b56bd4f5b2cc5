import type { Translation } from '../en';
import type { toolsEn } from './tools.en';

export const toolsAr: Translation<typeof toolsEn> = {};
