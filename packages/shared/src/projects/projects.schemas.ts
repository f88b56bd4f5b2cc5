import { z } from 'zod';
import { RECHECK_FORM } from '../common';

/** Spec 2 §5 'Project', §8 and §9 (name and code max 20, description max 500). */
export const PROJECT_NAME_MAX = 20;
export const PROJECT_CODE_MAX = 20;
export const PROJECT_DESCRIPTION_MAX = 500;
export const BILLABILITY_LOCATION_MAX = 20;
export const PROJECT_CLIENT_MAX = 50;
export const BILLABILITY_OPTIONS = ['Yes', 'No'] as const;
export type Billability = (typeof BILLABILITY_OPTIONS)[number];

export const PROJECT_MESSAGES = {
  nameRequired: 'Project Name is required.',
  name: 'Project Name must be 1 to 20 letters and spaces, starting with a letter.',
  codeInvalid: 'Invalid Project Code',
  managerRequired: 'Manager is required.',
  managerUnknown: 'The manager must be an employee of your organisation.',
  managerName: 'Manager Name should contain only letters and spaces.',
  locationRequired: 'Billability Location is required.',
  location: 'Billability Location must be 1 to 20 letters and spaces.',
  clientRequired: 'Client is required.',
  client: 'Client should contain only letters and spaces (max 50).',
  descriptionRequired: 'Description is required.',
  descriptionMax: 'Max 500 Characters',
  billability: 'Choose any one',
  codeTaken: 'A project with this code already exists.',
  notFound: 'Project not found.',
  failed: RECHECK_FORM,
  missingCode: 'Project Code is missing in the URL.',
  empty: 'No projects yet.',
  created: 'Project created successfully!',
  updated: 'Project updated successfully!',
  deleted: 'Project deleted successfully!',
  confirmDelete: (code: string) => `Are you sure you want to delete project ${code}? Its assignments are deleted too.`,
} as const;
const M = PROJECT_MESSAGES;

/** Starts with a letter; letters, digits and hyphens; 1 to 20; no slash (spec 2 §5). */
export const PROJECT_CODE = /^[A-Za-z][A-Za-z0-9-]{0,19}$/;
const PROJECT_NAME = /^[A-Za-z][A-Za-z ]{0,19}$/;
const LETTERS_SPACES = /^[A-Za-z ]+$/;

const requiredText = (required: string) => z.string({ error: required }).trim().min(1, required);

export const projectCodeSchema = requiredText(M.codeInvalid).regex(PROJECT_CODE, M.codeInvalid);

/** The add/edit dialog and the body of POST project/create and PATCH project/update (contract §4.8). */
export const projectSchema = z.object({
  projectName: requiredText(M.nameRequired).regex(PROJECT_NAME, M.name),
  projectCode: projectCodeSchema,
  managerId: requiredText(M.managerRequired).max(50, M.managerRequired),
  // The server answers the manager's real name; a name sent along only has to look like one.
  managerName: z
    .string()
    .trim()
    .max(100, M.managerName)
    .refine((v) => v === '' || LETTERS_SPACES.test(v), M.managerName)
    .nullish()
    .transform((v) => v ?? ''),
  description: requiredText(M.descriptionRequired).max(PROJECT_DESCRIPTION_MAX, M.descriptionMax),
  billability: z.enum(BILLABILITY_OPTIONS, { error: M.billability }),
  billabilityLocation: requiredText(M.locationRequired)
    .regex(LETTERS_SPACES, M.location)
    .max(BILLABILITY_LOCATION_MAX, M.location),
  client: requiredText(M.clientRequired).regex(LETTERS_SPACES, M.client).max(PROJECT_CLIENT_MAX, M.client),
});
export type ProjectInput = z.input<typeof projectSchema>;
export type Project = z.output<typeof projectSchema>;

/** One row of GET project/getProjects (the 8 fields of the contract). */
export const projectRecordSchema = z.object({
  projectName: z.string(),
  projectCode: z.string(),
  managerId: z.string(),
  managerName: z.string(),
  description: z.string(),
  billability: z.enum(BILLABILITY_OPTIONS),
  billabilityLocation: z.string(),
  client: z.string(),
});
export type ProjectRecord = z.infer<typeof projectRecordSchema>;

export const projectCodeParamsSchema = z.object({ projectCode: z.string().trim().min(1).max(50) });
