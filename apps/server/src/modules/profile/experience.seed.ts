import { addDays, addYears, daysBetween, type EXPERIENCE_DESIGNATIONS, experienceSchema } from '@hrms/shared';
import type { Executor } from '../../db/client';
import { type DemoSubject, demoSubjects, pick } from './demo-subjects';
import { pastExperiences } from './experience.tables';

const EMPLOYERS = [
  { name: 'Infosys', code: 'INF' },
  { name: 'Wipro Limited', code: 'WIP' },
  { name: 'Tata Consultancy Services', code: 'TCS' },
  { name: 'HCL Technologies', code: 'HCL' },
  { name: 'Tech Mahindra', code: 'TM' },
  { name: 'Mindtree', code: 'MTL' },
];
const CITIES = [
  { state: 'Karnataka', country: 'India' },
  { state: 'Maharashtra', country: 'India' },
  { state: 'Telangana', country: 'India' },
  { state: 'Tamil Nadu', country: 'India' },
];

/** Jobs that match the experience letters the documents demo data holds for these people. */
const LETTERED_JOBS: Record<string, ReturnType<typeof demoExperience>> = {
  HRMS10: [
    {
      organisationName: 'Infosys Limited',
      experienceId: 'INF-16042',
      designation: 'FullStack Developer',
      doj: '2016-07-04',
      doe: '2019-06-28',
      state: 'Karnataka',
      country: 'India',
    },
  ],
  HRMS27: [
    {
      organisationName: 'Wipro Technologies',
      experienceId: 'WIP/15/2210',
      designation: 'Backend Developer',
      doj: '2015-06-15',
      doe: '2018-05-31',
      state: 'Karnataka',
      country: 'India',
    },
    {
      organisationName: 'Tech Mahindra',
      experienceId: 'TM-18-0452',
      designation: 'FullStack Developer',
      doj: '2018-07-02',
      doe: '2020-12-31',
      state: 'Maharashtra',
      country: 'India',
    },
  ],
};

/** The past designation a demo person plausibly held, from the spec's choices. */
function pastDesignation(subject: DemoSubject, k: number): (typeof EXPERIENCE_DESIGNATIONS)[number] | null {
  const { department, designation } = subject.person;
  if (department === 'QA') return 'Tester';
  if (department === 'MGMT') return 'Product Manager';
  if (department !== 'ENG' || designation === 'Trainee') return null;
  if (designation.includes('Frontend')) return 'Front-end Developer';
  if (designation.includes('Backend')) return 'Backend Developer';
  return pick(['FullStack Developer', 'Backend Developer', 'DevOps Engineer'], subject.n + k);
}

/** Zero to two previous jobs, ending shortly before the person joined and after they graduated. */
function demoExperience(subject: DemoSubject) {
  const { n } = subject;
  const wanted = n % 3;
  const graduated = addYears(subject.dob, 21);
  const jobs: {
    organisationName: string;
    experienceId: string;
    designation: string;
    doj: string;
    doe: string;
    state: string;
    country: string;
  }[] = [];
  let exit = addDays(subject.doj, -(15 + (n % 20)));
  for (let k = 0; k < wanted; k++) {
    const designation = pastDesignation(subject, k);
    let joined = addDays(addYears(exit, -(1 + ((n + k) % 3))), -((n * 29 + k * 61) % 200));
    // Nobody starts work before graduating; a first job squeezed in after graduation lasts at least half a year.
    if (joined < graduated) joined = addDays(graduated, 45);
    if (!designation || daysBetween(joined, exit) < 180) break;
    const employer = pick(EMPLOYERS, n + k * 2);
    jobs.push({
      organisationName: employer.name,
      experienceId: `${employer.code}-${10000 + n * 37 + k}`,
      designation,
      doj: joined,
      doe: exit,
      ...pick(CITIES, n + k),
    });
    exit = addDays(joined, -(30 + ((n * 13) % 60)));
  }
  // Oldest job first, as an admin would usually enter them.
  return jobs.reverse();
}

/** Demo previous jobs (the module's demoSeeds). */
export async function seedDemoExperience(tx: Executor, organizationId: string) {
  const rows: (typeof pastExperiences.$inferInsert)[] = [];
  for (const subject of await demoSubjects(tx, organizationId)) {
    for (const job of LETTERED_JOBS[subject.person.id] ?? demoExperience(subject)) {
      const { employeeId: _id, ...record } = experienceSchema.parse(job);
      rows.push({ ...record, organizationId, employeeId: subject.person.id });
    }
  }
  if (rows.length) await tx.insert(pastExperiences).values(rows);
}
