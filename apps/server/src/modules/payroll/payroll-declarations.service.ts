import {
  DECLARATION_SECTIONS,
  type DeclarationRecord,
  type DeclarationsBody,
  type DeclarationWindowBody,
  type DeclarationWindowRecord,
  PAYROLL_TAX_MESSAGES as M,
  PROOF_MAX_BYTES,
  PROOF_MIME_TYPES,
  paise,
  type TaxProof,
  todayIso,
} from '@hrms/shared';
import { documentText as say, screenLabelIn } from '@hrms/shared/i18n/documents';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { announceFiled, awaitingDecisionOf, decideRequest, defineApprovalKind, routingOf, type Verdict } from '../approvals';
import type { FormReader } from '../documents';
import { requirePayrollAdmin, requirePersonPayAccess } from './payroll-access';
import * as repo from './payroll-declarations.repository';
import { payrollTaxProofs, type StoredDeclarationItem } from './payroll-declarations.tables';
import { revisionInForce } from './payroll-runs.compute';
import * as setup from './payroll-setup.repository';

const SECTION_NAMES: Record<string, string> = {
  '80C': '80C',
  '80D': '80D (health insurance)',
  '80CCD1B': '80CCD(1B) (NPS)',
  '24B': '24(b) (home-loan interest)',
  HRA: 'HRA (rent)',
};

/** Tax proofs are the approval engine's "taxProof" kind; only the person's HR decides them. */
export const TAX_PROOF_KIND = defineApprovalKind({
  kind: 'taxProof',
  table: payrollTaxProofs,
  entity: 'taxProof',
  noun: 'tax proof',
  deciders: 'hr',
  links: { decide: () => '/taxProofs', status: (employeeId) => `/myTax/${employeeId}` },
  describe: (row) => `${SECTION_NAMES[row.section] ?? row.section} for ${row.fy}, ${row.fileName}`,
  describeIn: (row, _dateFormat, language) =>
    say(language, 'mail.details.taxProof', {
      section: screenLabelIn(language, `tax.sections.${row.section}`, SECTION_NAMES[row.section] ?? row.section),
      fy: row.fy,
      file: row.fileName,
    }),
  messages: { notFound: M.proofNotFound, approved: M.approved, rejected: M.rejected },
});

const rupeesOf = (amount: number) => amount / 100;

function windowRecord(fy: string, window: repo.WindowRow | null): DeclarationWindowRecord {
  return { fy, open: window?.open ?? false, proofsDue: window?.proofsDue ?? null };
}

/** The regime a person is taxed on when they declared none: their salary's in force today (NEW without one). */
async function salaryRegime(deps: Deps, organizationId: string, employeeId: string) {
  const revisions = await setup.listRevisionsOf(deps.db, organizationId, [employeeId], todayIso());
  return revisionInForce(revisions, todayIso().slice(0, 7))?.taxRegime ?? 'NEW';
}

async function declarationRecord(deps: Deps, organizationId: string, employeeId: string, fy: string): Promise<DeclarationRecord> {
  const [declaration, window] = await Promise.all([
    repo.findDeclaration(deps.db, organizationId, employeeId, fy),
    repo.findWindow(deps.db, organizationId, fy),
  ]);
  return {
    employeeId,
    regime: declaration?.regime ?? (await salaryRegime(deps, organizationId, employeeId)),
    items: (declaration?.items ?? []).map((item) => ({
      section: item.section,
      amount: rupeesOf(item.amount),
      rentPaidMonthly: item.rentPaidMonthly === null ? null : rupeesOf(item.rentPaidMonthly),
      metro: item.metro,
    })),
    declared: declaration !== null,
    ...windowRecord(fy, window),
  };
}

/** GET payroll/declarations/{employeeId}/{fy}: the person, their HR, admins. */
export async function getDeclaration(deps: Deps, actor: Actor, employeeId: string, fy: string) {
  const { employee } = await requirePersonPayAccess(deps, actor, employeeId);
  return declarationRecord(deps, actor.organizationId, employee.employeeId, fy);
}

/**
 * PUT payroll/declarations/{employeeId}/{fy}: the person while the organisation's window for that year
 * is open (409 when closed); their HR and admins at any time (corrections after the window). Audited.
 */
export async function saveDeclaration(deps: Deps, actor: Actor, employeeId: string, fy: string, body: DeclarationsBody) {
  const { employee, reader } = await requirePersonPayAccess(deps, actor, employeeId);
  const sections = new Set<string>();
  body.items.forEach((item, index) => {
    if (sections.has(item.section)) throw fieldError(`items[${index}].section`, M.duplicateSection(item.section));
    sections.add(item.section);
  });
  const items: StoredDeclarationItem[] = body.items.map((item) => ({
    section: item.section,
    amount: Number(paise(item.amount)),
    rentPaidMonthly: item.section === 'HRA' && item.rentPaidMonthly != null ? Number(paise(item.rentPaidMonthly)) : null,
    metro: item.section === 'HRA' ? (item.metro ?? false) : null,
  }));
  await deps.db.transaction(async (tx) => {
    if (reader === 'self') {
      const window = await repo.findWindow(tx, actor.organizationId, fy);
      if (!window?.open) throw conflict(M.windowClosed(fy));
    }
    const before = await repo.findDeclaration(tx, actor.organizationId, employee.employeeId, fy);
    await repo.saveDeclaration(tx, {
      organizationId: actor.organizationId,
      employeeId: employee.employeeId,
      fy,
      regime: body.regime,
      items,
      updatedBy: actor.employeeId,
    });
    await recordAudit(tx, actor, {
      entity: 'taxDeclaration',
      entityId: `${employee.employeeId}/${fy}`,
      employeeId: employee.employeeId,
      action: before ? 'update' : 'create',
      before: before ? { regime: before.regime, items: before.items } : undefined,
      after: { regime: body.regime, items },
    });
  });
  return declarationRecord(deps, actor.organizationId, employee.employeeId, fy);
}

/** GET payroll/declaration-window?fy: anyone of the organisation (My Tax shows whether it is open). */
export async function getWindow(deps: Deps, actor: Actor, fy: string) {
  return windowRecord(fy, await repo.findWindow(deps.db, actor.organizationId, fy));
}

/** PATCH payroll/declaration-window: admins open or close a year's window and set when proofs are due. */
export async function saveWindow(deps: Deps, actor: Actor, body: DeclarationWindowBody) {
  requirePayrollAdmin(actor);
  const row = await deps.db.transaction(async (tx) => {
    const before = await repo.findWindow(tx, actor.organizationId, body.fy);
    const saved = await repo.saveWindow(tx, {
      organizationId: actor.organizationId,
      fy: body.fy,
      open: body.open,
      proofsDue: body.proofsDue ?? null,
      updatedBy: actor.employeeId,
    });
    await recordAudit(tx, actor, {
      entity: 'declarationWindow',
      entityId: body.fy,
      action: before ? 'update' : 'create',
      before: before ? { open: before.open, proofsDue: before.proofsDue } : undefined,
      after: { open: saved.open, proofsDue: saved.proofsDue },
    });
    return saved;
  });
  return windowRecord(body.fy, row);
}

/**
 * POST payroll/declarations/{employeeId}/{fy}/proofs: the person uploads a proof of a declared section
 * (PDF, JPEG or PNG, sniffed from the bytes, at most 5 MB); it is filed with the approval engine for
 * their HR. 409 when nobody is their HR.
 */
export async function uploadProof(deps: Deps, actor: Actor, employeeId: string, fy: string, readForm: FormReader) {
  const { employee, reader } = await requirePersonPayAccess(deps, actor, employeeId);
  if (reader !== 'self') throw forbidden(M.ownOnly);
  const form = await readForm(M.proofTooLarge);
  const section = (form.fields.section ?? '').trim();
  if (!(DECLARATION_SECTIONS as readonly string[]).includes(section)) throw fieldError('section', M.proofSection);
  const file = form.files.find((f) => f.field === 'file');
  if (!file || file.bytes.length === 0 || !(PROOF_MIME_TYPES as readonly string[]).includes(file.mimeType)) {
    throw fieldError('file', M.proofFile);
  }
  if (file.bytes.length > PROOF_MAX_BYTES) throw fieldError('file', M.proofTooLarge);
  const declaration = await repo.findDeclaration(deps.db, actor.organizationId, employee.employeeId, fy);
  if (!declaration?.items.some((item) => item.section === section)) throw fieldError('section', M.proofNotDeclared(section));
  if (!(await routingOf(deps.db, employee.employeeId)).hrId) throw conflict(M.noHr);
  const proof = await deps.db.transaction(async (tx) => {
    const row = await repo.insertProof(tx, {
      organizationId: actor.organizationId,
      employeeId: employee.employeeId,
      fy,
      section: section as StoredDeclarationItem['section'],
      fileName: file.originalName,
      mimeType: file.mimeType,
      size: file.bytes.length,
      content: file.bytes,
    });
    await announceFiled(tx, 'taxProof', row);
    await recordAudit(tx, actor, {
      entity: 'taxProof',
      entityId: String(row.id),
      employeeId: employee.employeeId,
      action: 'create',
      after: { fy, section, fileName: row.fileName, size: row.size },
    });
    return row;
  });
  return { id: proof.id, status: 'PENDING' as const };
}

const toProof = (row: Awaited<ReturnType<typeof repo.listProofs>>[number]): TaxProof => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** GET payroll/declarations/{employeeId}/{fy}/proofs: the person, their HR, admins. */
export async function listPersonProofs(deps: Deps, actor: Actor, employeeId: string, fy: string) {
  const { employee } = await requirePersonPayAccess(deps, actor, employeeId);
  const rows = await repo.listProofs(deps.db, repo.proofsOf(actor.organizationId, employee.employeeId, fy));
  return rows.map(toProof);
}

/** GET payroll/tax-proofs: the proofs waiting for the caller's decision (HR: their people's; anyone else none). */
export async function listProofQueue(deps: Deps, actor: Actor) {
  if (actor.role !== 'ROLE_HR') return [];
  const rows = await repo.listProofs(
    deps.db,
    and(eq(payrollTaxProofs.organizationId, actor.organizationId), awaitingDecisionOf(payrollTaxProofs, actor.employeeId, false)),
  );
  return rows.map(toProof);
}

/** GET payroll/tax-proofs/{id}/file: the proof's bytes for the person, their HR and admins. */
export async function downloadProof(deps: Deps, actor: Actor, id: number) {
  const proof = await repo.findProofFile(deps.db, actor.organizationId, id);
  if (!proof) throw notFound(M.proofNotFound);
  await requirePersonPayAccess(deps, actor, proof.employeeId);
  return proof;
}

/** POST payroll/tax-proofs/{id}/decision: the person's HR approves or rejects (the engine checks and audits). */
export async function decideProof(deps: Deps, actor: Actor, id: number, body: { verdict: Verdict; comments: string }) {
  const outcome = await decideRequest(deps, actor, 'taxProof', { id, comments: body.comments }, body.verdict);
  return { id, status: outcome.status, message: outcome.message };
}
