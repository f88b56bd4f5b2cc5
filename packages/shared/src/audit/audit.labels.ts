import { EMPLOYEE_IMPORT_COLUMN_LABELS } from '../imports';

/**
 * How the audit trail names the fields people change most; any other field is spelled out from its name
 * (`reportingManagerId` → "Reporting manager id"). The catalogue translates these under `tools.audit.fields`.
 */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  ...EMPLOYEE_IMPORT_COLUMN_LABELS,
  reportingManagerId: 'Reporting manager',
  reportingManager: 'Reporting manager name',
  hrId: 'HR',
  departmentId: 'Department',
  departmentName: 'Department name',
  employeeName: 'Employee name',
  organisationName: 'Organisation',
  nationalIDNum: 'ID number',
  nationalIdType: 'ID type',
  leaveName: 'Leave type',
  fromDate: 'From',
  toDate: 'To',
  status: 'Status',
  comments: 'Comments',
  reason: 'Reason',
  userRole: 'Role',
  leavingDate: 'Leaving date',
  accountNumber: 'Account number',
  ifsc: 'IFSC',
  tan: 'TAN',
  pan: 'PAN',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  pinCode: 'PIN code',
  taxableIncome: 'Taxable income',
  tds: 'TDS',
  professionalTax: 'Professional tax',
};

/** A field name as words: camelCase and snake_case split, the first letter capital. */
export function spelledOutField(name: string): string {
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The English label of a field in the audit trail. */
export const auditFieldLabel = (name: string): string => AUDIT_FIELD_LABELS[name] ?? spelledOutField(name);
