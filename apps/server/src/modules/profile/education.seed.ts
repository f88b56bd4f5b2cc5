import { type EducationInput, type EducationLevel, educationSchema } from '@hrms/shared';
import type { Executor } from '../../db/client';
import { type DemoSubject, demoSubjects, pick } from './demo-subjects';
import { educationRecords } from './education.tables';

const SCHOOLS = [
  'Kendriya Vidyalaya',
  'Delhi Public School',
  'National Public School',
  'Bishop Cotton School',
  'Sacred Heart School',
];
const BOARDS = ['CBSE', 'ICSE', 'Karnataka State Board'];
const COLLEGES = ['RV College of Engineering', 'PES College', 'Christ College', 'Loyola College', 'BMS College of Engineering'];
const UNIVERSITIES = ['Visvesvaraya Technological University', 'Anna University', 'Bangalore University', 'University of Mumbai'];
const STATES = ['Karnataka', 'Tamil Nadu', 'Maharashtra', 'Kerala', 'Telangana'];

const TECH = new Set(['ENG', 'QA', 'MGMT']);

/** Who studied what: SSC and Graduation for most; some add Inter or a post-graduation; a few a diploma. */
function levelsFor(n: number): EducationLevel[] {
  if (n % 5 === 1) return ['SSC', 'Inter', 'Graduation'];
  if (n % 5 === 2) return ['SSC', 'Graduation', 'PostGraduation'];
  if (n % 5 === 3) return ['SSC', 'Diploma'];
  return ['SSC', 'Graduation'];
}

function demoEducation(subject: DemoSubject, level: EducationLevel): EducationInput {
  const { n, person } = subject;
  const born = Number(subject.dob.slice(0, 4));
  const tech = TECH.has(person.department);
  const year = born + { SSC: 16, Inter: 18, Diploma: 19, Graduation: 21, PostGraduation: 23 }[level];
  const base = {
    education: level,
    yearOfPass: year,
    certificationDate: `${year}-0${5 + (n % 3)}-${String(10 + (n % 18)).padStart(2, '0')}`,
    percentage: String(62 + ((n * 7 + year) % 33) + (n % 2 ? 0.5 : 0)),
    state: pick(STATES, n),
    country: 'India',
  };
  switch (level) {
    case 'SSC':
      return {
        ...base,
        institutionName: pick(SCHOOLS, n),
        universityName: pick(BOARDS, n),
        degree: 'Secondary School Certificate',
        majors: 'General Studies',
      };
    case 'Inter':
      return {
        ...base,
        institutionName: pick(COLLEGES, n + 1),
        universityName: pick(BOARDS, n + 1),
        degree: 'Higher Secondary',
        majors: tech ? 'Mathematics Physics Chemistry' : 'Commerce',
      };
    case 'Diploma':
      return {
        ...base,
        institutionName: 'Government Polytechnic',
        universityName: 'Board of Technical Education',
        degree: 'Diploma in Engineering',
        majors: tech ? 'Computer Science' : 'Business Administration',
      };
    case 'Graduation':
      return {
        ...base,
        institutionName: pick(COLLEGES, n),
        universityName: pick(UNIVERSITIES, n),
        degree: tech ? 'Bachelor of Engineering' : 'Bachelor of Commerce',
        majors: tech ? pick(['Computer Science', 'Information Science', 'Electronics'], n) : 'Accounting and Finance',
      };
    case 'PostGraduation':
      return {
        ...base,
        institutionName: pick(COLLEGES, n + 2),
        universityName: pick(UNIVERSITIES, n + 1),
        degree: tech ? 'Master of Technology' : 'Master of Business Administration',
        majors: tech ? 'Software Engineering' : 'Human Resources',
      };
  }
}

/** Demo education for every demo person but the journey's blank one (the module's demoSeeds). */
export async function seedDemoEducation(tx: Executor, organizationId: string) {
  const rows: (typeof educationRecords.$inferInsert)[] = [];
  for (const subject of await demoSubjects(tx, organizationId)) {
    for (const level of levelsFor(subject.n)) {
      const { employeeId: _id, ...record } = educationSchema.parse(demoEducation(subject, level));
      rows.push({ ...record, organizationId, employeeId: subject.person.id });
    }
  }
  if (rows.length) await tx.insert(educationRecords).values(rows);
}
