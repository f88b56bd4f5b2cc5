import { INTERVIEW_MODES, INTERVIEW_STATUSES } from '@hrms/shared';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { employees } from '../employees/employees.tables';
import { organizations } from '../organization/organization.tables';

/** A candidate's interview; the interviewer is an employee of the organisation. */
export const interviews = pgTable(
  'interviews',
  {
    id: serial().primaryKey(),
    organizationId: text()
      .notNull()
      .references(() => organizations.organizationId),
    fullName: text().notNull(),
    emailId: text().notNull(),
    countryCode: text().notNull(),
    mobileNumber: text().notNull(),
    roleApplied: text().notNull(),
    location: text().notNull(),
    /** yyyy-MM-dd or yyyy-MM-ddTHH:mm (the organisation's wall-clock time); sorts as text. */
    interviewDate: text().notNull(),
    interviewerId: text()
      .notNull()
      .references(() => employees.employeeId),
    interviewerEmail: text().notNull(),
    modeOfInterview: text({ enum: INTERVIEW_MODES }).notNull(),
    interviewStatus: text({ enum: INTERVIEW_STATUSES }).notNull(),
    comments: text().notNull().default(''),
    /** iCalendar SEQUENCE of the last invitation sent, so calendars replace rather than duplicate it. */
    invitationSequence: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Serves the table: one organisation's interviews, latest date first.
    index('interviews_org_date_idx').on(t.organizationId, t.interviewDate.desc(), t.id.desc()),
    index('interviews_interviewer_idx').on(t.interviewerId),
  ],
);
