import { type AuditItem, changedFields } from '@hrms/shared';
import { singleSheetWorkbook } from '../../lib/xlsx';

const show = (value: unknown) => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));
const field = (record: unknown, key: string) =>
  record && typeof record === 'object' ? (record as Record<string, unknown>)[key] : undefined;

/** The trail as .xlsx: one row per changed field (a sign-in or download is one row with no field). */
export function auditWorkbook(items: AuditItem[]) {
  const rows = items.flatMap((item) => {
    const base = [item.at, item.actorId, item.action, item.entity, item.entityId, item.employeeId ?? ''];
    const fields = changedFields(item.before, item.after);
    if (!fields.length) return [[...base, '', '', '']];
    return fields.map((f) => [...base, f, show(field(item.before, f)), show(field(item.after, f))]);
  });
  return singleSheetWorkbook(
    'Audit trail',
    [
      { header: 'When (UTC)', width: 24 },
      { header: 'Who' },
      { header: 'Action' },
      { header: 'Entity' },
      { header: 'Record' },
      { header: 'Employee' },
      { header: 'Field' },
      { header: 'Before', width: 30 },
      { header: 'After', width: 30 },
    ],
    rows,
  );
}
