import { randomUUID } from 'node:crypto';
import {
  DOCUMENT_MESSAGES,
  isAdmin,
  isEmptyOnboardingSubmission,
  isOnboardingFileField,
  type JoinerMissingDocuments,
  maskAadhar,
  maskPan,
  missingOnboardingFile,
  ONBOARDING_CATEGORY,
  ONBOARDING_EXPECTED_FILES,
  ONBOARDING_FILE_FIELDS,
  type OnboardingFileField,
  type OnboardingSubmission,
  onboardingFieldsSchema,
  onboardingFileProblem,
  type PageQuery,
  pageWindow,
  SERVER_MESSAGES,
} from '@hrms/shared';
import { recordAudit, recordReveal } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { fullName } from '../employees';
import { requireOnboardingAccess, seesFullIdNumbers } from './documents.access';
import type { FormReader, ReceivedFile } from './documents.multipart';
import * as documentsRepo from './documents.repository';
import { documentUrl } from './documents.service';
import * as repo from './onboarding.repository';

type Checked = { fields: ReturnType<typeof onboardingFieldsSchema.parse>; files: Map<OnboardingFileField, ReceivedFile> };

/** Every broken rule of a submission, field by field (text fields, then files, then the required file). */
async function checkSubmission(deps: Deps, organizationId: string, employeeId: string, readForm: FormReader): Promise<Checked> {
  const form = await readForm(DOCUMENT_MESSAGES.onboardingTooLarge);
  const errors: Record<string, string> = {};
  const parsed = onboardingFieldsSchema.safeParse(form.fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'request')] ??= issue.message;
  }
  const files = new Map<OnboardingFileField, ReceivedFile>();
  for (const file of form.files) {
    if (!isOnboardingFileField(file.field)) {
      errors[file.field] ??= DOCUMENT_MESSAGES.onboardingUnknownFile;
      continue;
    }
    const problem = onboardingFileProblem({ type: file.mimeType, size: file.bytes.length });
    if (problem) errors[file.field] ??= problem;
    else files.set(file.field, file);
  }
  const onFile = (await documentsRepo.listDocuments(deps.db, organizationId, employeeId, ONBOARDING_CATEGORY)).map(
    (d) => d.field,
  );
  const missing = missingOnboardingFile([...files.keys()], onFile);
  if (missing) errors[missing.field] ??= missing.message;
  if (parsed.success && Object.keys(errors).length === 0 && isEmptyOnboardingSubmission(parsed.data, files.size)) {
    throw badRequest(DOCUMENT_MESSAGES.onboardingNothingToSubmit);
  }
  const first = Object.values(errors)[0];
  if (first || !parsed.success) throw badRequest(first ?? SERVER_MESSAGES.requestInvalid, errors);
  return { fields: parsed.data, files };
}

/**
 * POST documents/onboarding: the employee (any role, new joiners included) or an admin or HR hands in
 * onboarding documents. Each file given replaces the previous one of its field; empty text fields keep
 * their earlier value. Files must sniff as JPEG, PNG or PDF; the higher education file is required
 * unless one is already on file.
 */
export async function submitOnboardingDocuments(deps: Deps, actor: Actor, employeeId: string, readForm: FormReader) {
  const employee = await requireOnboardingAccess(deps, actor, employeeId, 'submit');
  const { fields, files } = await checkSubmission(deps, actor.organizationId, employee.employeeId, readForm);
  const previous = await repo.findSubmission(deps.db, actor.organizationId, employee.employeeId);
  const text = {
    aadharName: fields.aadharName || previous?.aadharName || '',
    aadharNumber: fields.aadharNumber || previous?.aadharNumber || '',
    panName: fields.panName || previous?.panName || '',
    panNumber: fields.panNumber || previous?.panNumber || '',
  };
  await deps.db.transaction(async (tx) => {
    await repo.upsertSubmission(tx, {
      ...text,
      employeeId: employee.employeeId,
      organizationId: actor.organizationId,
      submittedBy: actor.employeeId,
    });
    const replaced: { field: string; fileName: string }[] = [];
    const added: { field: string; fileName: string; mimeType: string; size: number }[] = [];
    for (const [field, file] of files) {
      replaced.push(
        ...(await documentsRepo.deleteDocuments(tx, { employeeId: employee.employeeId, category: ONBOARDING_CATEGORY, field })),
      );
      const facts = { field, fileName: file.originalName, mimeType: file.mimeType, size: file.bytes.length };
      await documentsRepo.insertDocument(tx, {
        ...facts,
        documentId: randomUUID(),
        organizationId: actor.organizationId,
        employeeId: employee.employeeId,
        category: ONBOARDING_CATEGORY,
        content: file.bytes,
        uploadedBy: actor.employeeId,
      });
      added.push(facts);
    }
    const masked = (t: typeof text) => ({ ...t, aadharNumber: maskAadhar(t.aadharNumber), panNumber: maskPan(t.panNumber) });
    await recordAudit(tx, actor, {
      entity: 'onboarding_submission',
      entityId: employee.employeeId,
      action: previous ? 'update' : 'create',
      before: previous ? { ...masked(previous), replacedFiles: replaced } : undefined,
      after: { ...masked(text), files: added },
    });
  });
  // the answer to a write carries the numbers masked: a full read is GET's, and audited there
  const view = await submissionView(deps, actor.organizationId, employee, 'masked');
  if (!view) throw notFound(DOCUMENT_MESSAGES.onboardingNotSubmitted);
  return { ...view, message: DOCUMENT_MESSAGES.onboardingSubmitted };
}

/**
 * GET documents/onboarding/{employeeId}: the employee's submission (themself, admins, HR). Admins and HR
 * read the Aadhar and PAN numbers in full, and each such read is audited (`reveal`); the person sees them masked.
 */
export async function getOnboardingSubmission(deps: Deps, actor: Actor, employeeId: string): Promise<OnboardingSubmission> {
  const employee = await requireOnboardingAccess(deps, actor, employeeId, 'view');
  const full = seesFullIdNumbers(actor);
  const view = await submissionView(deps, actor.organizationId, employee, full ? 'full' : 'masked');
  if (!view) throw notFound(DOCUMENT_MESSAGES.onboardingNotSubmitted);
  const revealed = full ? IDENTITY_NUMBER_FIELDS.filter((field) => view[field] !== '') : [];
  if (revealed.length > 0) {
    await recordReveal(deps.db, actor, { entity: 'onboarding_submission', employeeId: employee.employeeId, fields: revealed });
  }
  return view;
}

const IDENTITY_NUMBER_FIELDS = ['aadharNumber', 'panNumber'] as const;

/** The submission with its files; the identity numbers in full or masked as the caller says. */
async function submissionView(
  deps: Deps,
  organizationId: string,
  employee: { employeeId: string; firstname: string; lastname: string },
  numbers: 'full' | 'masked',
): Promise<OnboardingSubmission | null> {
  const submission = await repo.findSubmission(deps.db, organizationId, employee.employeeId);
  if (!submission) return null;
  const rows = await documentsRepo.listDocuments(deps.db, organizationId, employee.employeeId, ONBOARDING_CATEGORY);
  const order = (field: string) => ONBOARDING_FILE_FIELDS.indexOf(field as OnboardingFileField);
  const files = rows
    .filter((row) => isOnboardingFileField(row.field))
    .sort((a, b) => order(a.field) - order(b.field))
    .map((row) => ({
      field: row.field as OnboardingFileField,
      fileName: row.fileName,
      mimeType: row.mimeType,
      size: row.size,
      url: documentUrl(row.documentId),
    }));
  const full = numbers === 'full';
  return {
    employeeId: employee.employeeId,
    employeeName: fullName(employee),
    aadharName: submission.aadharName,
    aadharNumber: full ? submission.aadharNumber : maskAadhar(submission.aadharNumber),
    panName: submission.panName,
    panNumber: full ? submission.panNumber : maskPan(submission.panNumber),
    submittedAt: submission.submittedAt.toISOString(),
    files,
  };
}

/** GET documents/onboarding: submissions newest first: the organisation's for admins, their own people's for HR. */
export async function listOnboardingSubmissions(deps: Deps, actor: Actor, query: PageQuery) {
  if (!seesFullIdNumbers(actor)) throw forbidden(DOCUMENT_MESSAGES.onboardingViewDenied);
  const window = pageWindow(query, 50);
  const { rows, total } = await repo.listSubmissions(deps.db, actor.organizationId, {
    ...window,
    search: query.search,
    leaderId: isAdmin(actor.role) ? undefined : actor.employeeId,
  });
  const counts = await documentsRepo.countFiles(
    deps.db,
    rows.map((r) => r.employeeId),
    ONBOARDING_CATEGORY,
  );
  return {
    total,
    rows: rows.map((row) => ({
      employeeId: row.employeeId,
      employeeName: row.employeeName,
      submittedAt: row.submittedAt.toISOString(),
      fileCount: counts.get(row.employeeId) ?? 0,
    })),
  };
}

/**
 * GET documents/joiners-missing-documents (admins, HR): new joiners still missing a government ID or the
 * education document, earliest joiner first, so HR picks the person instead of typing their id.
 */
export async function listJoinersMissingDocuments(deps: Deps, actor: Actor, query: PageQuery) {
  if (!seesFullIdNumbers(actor)) throw forbidden(DOCUMENT_MESSAGES.onboardingViewDenied);
  const { rows, total } = await repo.listJoinersMissingDocuments(deps.db, actor.organizationId, ONBOARDING_EXPECTED_FILES, {
    ...pageWindow(query, 20),
    leaderId: isAdmin(actor.role) ? undefined : actor.employeeId,
  });
  return { total, rows: rows as JoinerMissingDocuments[] };
}
