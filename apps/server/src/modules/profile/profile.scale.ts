import { EXPERIENCE_DESIGNATIONS } from '@hrms/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { idOf, lit, pick, type ScaleContext } from '../../seed/scale-context';

const CITIES = [
  { town: 'Bengaluru', district: 'Bengaluru Urban', state: 'Karnataka', pin: '5600' },
  { town: 'Pune', district: 'Pune', state: 'Maharashtra', pin: '4110' },
  { town: 'Hyderabad', district: 'Hyderabad', state: 'Telangana', pin: '5000' },
  { town: 'Chennai', district: 'Chennai', state: 'Tamil Nadu', pin: '6000' },
  { town: 'Kochi', district: 'Ernakulam', state: 'Kerala', pin: '6820' },
  { town: 'Jaipur', district: 'Jaipur', state: 'Rajasthan', pin: '3020' },
];
const STREETS = ['MG Road', 'Park Street', 'Station Road', 'Lake View Road', 'Temple Street', 'Gandhi Nagar', 'Nehru Road'];
const VILLAGES = ['Indiranagar', 'Kothrud', 'Madhapur', 'Adyar', 'Kakkanad', 'Malviya Nagar', 'Whitefield'];
const COLLEGES = [
  'National Institute of Technology',
  'Government Engineering College',
  'St. Joseph College',
  'City Degree College',
  'Institute of Management Studies',
];
const UNIVERSITIES = ['Anna University', 'Osmania University', 'University of Pune', 'Bangalore University', 'Kerala University'];
const DEGREES = ['B.Tech', 'B.Sc', 'B.Com', 'BBA', 'B.E'];
const MAJORS = ['Computer Science', 'Electronics', 'Commerce', 'Mathematics', 'Mechanical Engineering'];
const SCHOOLS = ['Kendriya Vidyalaya', 'Delhi Public School', 'St. Mary School', 'Government High School'];
const EMPLOYERS = ['Infosys', 'Wipro Limited', 'Tata Consultancy Services', 'HCL Technologies', 'Tech Mahindra', 'Mindtree'];
const RELATIONS = ['Father', 'Mother', 'Spouse', 'Brother', 'Sister'];
const KIN = ['Ramesh', 'Sunita', 'Lakshmi', 'Mahesh', 'Geeta', 'Prakash', 'Anita'];

const SERIES = (ctx: ScaleContext, where = 'true') =>
  `FROM generate_series(${ctx.first}, ${ctx.last}) AS n JOIN employees e ON e.employee_id = ${idOf(ctx, 'n')} WHERE ${where}`;
const city = (field: keyof (typeof CITIES)[number], index: string) =>
  pick(
    CITIES.map((c) => c[field]),
    index,
  );

/** Profile sections of every generated person: addresses, education, family, national IDs; experience and passports for many. */
export async function seedScaleProfiles(tx: Executor, ctx: ScaleContext) {
  const org = lit(ctx.organizationId);
  const id = idOf(ctx, 'n');
  await tx.execute(
    sql.raw(`
    INSERT INTO addresses (organization_id, employee_id, kind, house_number, street, village, town, district, state, country, pincode)
    SELECT ${org}, ${id}, k.kind, (1 + n % 400)::text || '/' || (1 + n % 9)::text, ${pick(STREETS, 'n + k.o')}, ${pick(VILLAGES, 'n + k.o')},
      ${city('town', 'n / 3 + k.o')}, ${city('district', 'n / 3 + k.o')}, ${city('state', 'n / 3 + k.o')}, 'India',
      ${city('pin', 'n / 3 + k.o')} || lpad((n % 100)::text, 2, '0')
    FROM generate_series(${ctx.first}, ${ctx.last}) AS n
    CROSS JOIN (VALUES ('present', 0), ('permanent', 1)) AS k(kind, o)`),
  );
  await tx.execute(
    sql.raw(`
    INSERT INTO education_records (organization_id, employee_id, education, institution_name, university_name, degree, majors,
      year_of_pass, certification_date, percentage, state, country)
    SELECT ${org}, ${id}, 'SSC', ${pick(SCHOOLS, 'n')}, 'State Board', 'SSC', 'General',
      extract(year from e.dob)::int + 16, make_date(extract(year from e.dob)::int + 16, 5, 20), 60 + n % 39, ${city('state', 'n / 3')}, 'India'
    ${SERIES(ctx)}
    UNION ALL
    SELECT ${org}, ${id}, 'Graduation', ${pick(COLLEGES, 'n')}, ${pick(UNIVERSITIES, 'n / 5')}, ${pick(DEGREES, 'n / 3')}, ${pick(MAJORS, 'n / 3')},
      extract(year from e.dob)::int + 21, make_date(extract(year from e.dob)::int + 21, 6, 15), 55 + n % 44, ${city('state', 'n / 3')}, 'India'
    ${SERIES(ctx)}`),
  );
  await tx.execute(
    sql.raw(`
    INSERT INTO family_members (organization_id, employee_id, name, relation, country_code, phone_number)
    SELECT ${org}, ${id}, ${pick(KIN, 'n + r.o')} || ' ' || e.lastname, ${pick(RELATIONS, 'r.o + n % 2')}, '+91', (8000000000 + n * 2 + r.o)::text
    FROM generate_series(${ctx.first}, ${ctx.last}) AS n
    JOIN employees e ON e.employee_id = ${id}
    CROSS JOIN (VALUES (0), (2)) AS r(o)
    WHERE r.o = 0 OR n % 2 = 0`),
  );
  await tx.execute(
    sql.raw(`
    INSERT INTO national_ids (organization_id, employee_id, national_id_type, name, national_id_num, country, "primary")
    SELECT ${org}, ${id}, 'AADHAR', e.firstname || ' ' || e.lastname, (400000000000 + n * 7)::text, 'India', true
    ${SERIES(ctx)}
    UNION ALL
    SELECT ${org}, ${id}, 'PANCARD', e.firstname || ' ' || e.lastname,
      'ABCDE' || lpad((n % 10000)::text, 4, '0') || chr(65 + n % 26), 'India', false
    ${SERIES(ctx, 'n % 2 = 0')}`),
  );
  const days = '(400 + n % 1500)';
  await tx.execute(
    sql.raw(`
    INSERT INTO past_experiences (organization_id, employee_id, experience_id, organisation_name, designation, doj, doe, experience, state, country)
    SELECT ${org}, ${id}, 'EXP-' || n, ${pick(EMPLOYERS, 'n')}, ${pick(EXPERIENCE_DESIGNATIONS, 'n / 3')},
      e.doj - 30 - ${days}, e.doj - 30,
      (${days} / 365)::text || ' years, ' || ((${days} % 365) / 30)::text || ' months, ' || ((${days} % 365) % 30)::text || ' days',
      ${city('state', 'n')}, 'India'
    ${SERIES(ctx, 'n % 5 < 3')}`),
  );
  await tx.execute(
    sql.raw(`
    INSERT INTO travel_details (organization_id, employee_id, passport_number, issue_date, expire_date, place_of_issue, country, issuing_authority)
    SELECT ${org}, ${id}, chr(74 + n % 12) || lpad((n % 10000000)::text, 7, '0'), current_date - (100 + n % 3000),
      current_date - (100 + n % 3000) + 3652, ${city('town', 'n')}, 'India', 'Passport Seva Kendra'
    ${SERIES(ctx, 'n % 10 < 3')}`),
  );
}
