import type { Translation } from '../en';
import type { workspaceEn } from './workspace.en';

export const workspaceAr: Translation<typeof workspaceEn> = {};
