// Gathers every module's tables for Drizzle and drizzle-kit; each module owns its own.
export * from '../lib/audit.tables';
export * from '../modules/approvals/approvals.tables';
export * from '../modules/auth/auth.tables';
export * from '../modules/documents/documents.tables';
export * from '../modules/employees/employees.tables';
export * from '../modules/organization/organization.tables';
export * from '../modules/profile/address.tables';
export * from '../modules/profile/education.tables';
export * from '../modules/profile/experience.tables';
export * from '../modules/profile/family.tables';
export * from '../modules/profile/national-id.tables';
export * from '../modules/profile/travel.tables';
