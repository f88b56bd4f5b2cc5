import type { Translation } from '../en';
import type { peopleEn } from './people.en';

export const peopleAr: Translation<typeof peopleEn> = {};
