// Gathers every module's tables for Drizzle and drizzle-kit; each module owns its own.
export * from '../lib/audit.tables';
export * from '../modules/auth/auth.tables';
export * from '../modules/employees/employees.tables';
export * from '../modules/organization/organization.tables';
