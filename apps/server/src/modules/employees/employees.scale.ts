import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { idOf, lit, pick, type ScaleContext } from '../../seed/scale-context';

const MALE = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Arjun',
  'Sai',
  'Reyansh',
  'Krishna',
  'Ishaan',
  'Rohan',
  'Kabir',
  'Dev',
  'Nikhil',
  'Siddharth',
  'Varun',
  'Manish',
  'Pranav',
  'Rahul',
  'Karthik',
  'Amit',
  'Suresh',
];
const FEMALE = [
  'Aanya',
  'Diya',
  'Saanvi',
  'Ananya',
  'Pari',
  'Myra',
  'Ira',
  'Kavya',
  'Meera',
  'Riya',
  'Sneha',
  'Pooja',
  'Neha',
  'Divya',
  'Lakshmi',
  'Priya',
  'Nandini',
  'Shruti',
  'Tanvi',
  'Isha',
];
const LAST = [
  'Sharma',
  'Verma',
  'Iyer',
  'Nair',
  'Reddy',
  'Rao',
  'Patel',
  'Mehta',
  'Gupta',
  'Singh',
  'Kulkarni',
  'Joshi',
  'Menon',
  'Pillai',
  'Das',
  'Bose',
  'Chopra',
  'Malhotra',
  'Kapoor',
  'Bhat',
  'Hegde',
  'Shetty',
  'Naidu',
  'Mishra',
  'Pandey',
  'Chatterjee',
  'Banerjee',
  'Saxena',
  'Agarwal',
  'Khanna',
  'Desai',
];
const FATHERS = ['Ramesh', 'Suresh', 'Mahesh', 'Prakash', 'Rajesh', 'Dinesh', 'Naresh', 'Mukesh', 'Ashok', 'Vijay'];
const BLOOD = ['O +ve', 'A +ve', 'B +ve', 'AB +ve', 'O -ve', 'A -ve', 'B -ve', 'AB -ve'];
/** Demo leaders the generated managers report to (the CEO and the demo department heads). */
const LEADERS = ['HRMS1', 'HRMS3', 'HRMS6', 'HRMS7', 'HRMS9'];
/** Departments of the demo organisation a team may belong to, with the designations in it. */
const TEAMS = [
  {
    department: 'ENG',
    lead: 'Engineering Manager',
    roles: ['Software Engineer', 'Senior Software Engineer', 'Frontend Developer', 'Backend Developer', 'Trainee'],
  },
  {
    department: 'ENG',
    lead: 'Engineering Manager',
    roles: ['Software Engineer', 'Senior Software Engineer', 'Backend Developer'],
  },
  { department: 'QA', lead: 'QA Lead', roles: ['QA Engineer'] },
  { department: 'SAL', lead: 'Sales Manager', roles: ['Sales Executive'] },
  { department: 'FIN', lead: 'Finance Manager', roles: ['Accountant'] },
];

/**
 * The people of a scale organisation: a few hundred managers under the demo CEO and department heads,
 * HR partners under HRMS2, and employees spread over the managers (HRMS3 leads one team too) with an
 * HR partner each (HRMS2 is one of them), so the demo logins see large but believable teams.
 */
export async function seedScalePeople(tx: Executor, ctx: ScaleContext) {
  const { first, last, managerFirst, managerLast, hrFirst, hrLast } = ctx;
  const org = lit(ctx.organizationId);
  const managerCount = managerLast - managerFirst + 1;
  const hrCount = hrLast - hrFirst + 1;
  const female = 'n % 2 = 1';
  await tx.execute(
    sql.raw(`
    INSERT INTO employees (employee_id, organization_id, prefix, firstname, middlename, lastname, email, country_code,
      phone_number, maritial_status, dob, gender, father_name, doj, blood_group)
    SELECT ${idOf(ctx, 'n')}, ${org},
      CASE WHEN ${female} THEN (CASE WHEN n % 3 = 0 THEN 'Mrs ' ELSE 'Ms ' END) ELSE 'Mr ' END,
      CASE WHEN ${female} THEN ${pick(FEMALE, 'n / 2')} ELSE ${pick(MALE, 'n / 2')} END,
      '', ${pick(LAST, 'n / 7')},
      lower(CASE WHEN ${female} THEN ${pick(FEMALE, 'n / 2')} ELSE ${pick(MALE, 'n / 2')} END || '.' || ${pick(LAST, 'n / 7')} || n || '@acme.example'),
      '+91', (9000000000 + n)::text,
      CASE WHEN n % 3 = 0 THEN 'Married' ELSE 'Single' END,
      current_date - ((22 + n % 38) * 365 + n % 300),
      CASE WHEN ${female} THEN 'Female' ELSE 'Male' END,
      ${pick(FATHERS, 'n / 3')} || ' ' || ${pick(LAST, 'n / 7')},
      current_date - (30 + n % 3650),
      ${pick(BLOOD, 'n / 5')}
    FROM generate_series(${first}, ${last}) AS n`),
  );
  const role = `CASE WHEN n <= ${managerLast} THEN 'ROLE_MANAGER' WHEN n <= ${hrLast} THEN 'ROLE_HR' ELSE 'ROLE_EMPLOYEE' END`;
  await tx.execute(
    sql.raw(`
    INSERT INTO accounts (employee_id, organization_id, password_hash, role)
    SELECT ${idOf(ctx, 'n')}, ${org}, ${lit(ctx.passwordHash)}, ${role}
    FROM generate_series(${first}, ${last}) AS n`),
  );
  // Employee n's manager slot: 0 is HRMS3, k > 0 the k-th generated manager; its team decides the department.
  const slot = `(n % ${managerCount + 1})`;
  const hrSlot = `(n % ${hrCount + 1})`;
  const team = (i: string) => `(${i}) % ${TEAMS.length}`;
  const caseOf = (index: string, values: string[]) =>
    `CASE ${values.map((v, i) => `WHEN ${index} = ${i} THEN ${lit(v)}`).join(' ')} END`;
  const teamOf = `CASE WHEN ${slot} = 0 THEN 0 ELSE ${team(slot)} END`;
  const employeeDesignation = `CASE ${TEAMS.map((t, i) => `WHEN ${teamOf} = ${i} THEN ${pick(t.roles, 'n / 11')}`).join(' ')} END`;
  await tx.execute(
    sql.raw(`
    INSERT INTO employments (employee_id, organization_id, designation, department_id, reporting_manager_id, hr_id)
    SELECT ${idOf(ctx, 'n')}, ${org},
      CASE WHEN n <= ${managerLast} THEN ${caseOf(
        team(`n - ${managerFirst} + 1`),
        TEAMS.map((t) => t.lead),
      )}
           WHEN n <= ${hrLast} THEN 'HR Executive'
           ELSE ${employeeDesignation} END,
      CASE WHEN n <= ${managerLast} THEN ${caseOf(
        team(`n - ${managerFirst} + 1`),
        TEAMS.map((t) => t.department),
      )}
           WHEN n <= ${hrLast} THEN 'HR'
           ELSE ${caseOf(
             teamOf,
             TEAMS.map((t) => t.department),
           )} END,
      CASE WHEN n <= ${managerLast} THEN ${pick(LEADERS, 'n')}
           WHEN n <= ${hrLast} THEN 'HRMS2'
           WHEN ${slot} = 0 THEN 'HRMS3'
           ELSE ${idOf(ctx, `${managerFirst} - 1 + ${slot}`)} END,
      CASE WHEN n <= ${hrLast} THEN 'HRMS2'
           WHEN ${hrSlot} = 0 THEN 'HRMS2'
           ELSE ${idOf(ctx, `${hrFirst} - 1 + ${hrSlot}`)} END
    FROM generate_series(${first}, ${last}) AS n`),
  );
}
