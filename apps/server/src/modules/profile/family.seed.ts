import { familyMemberSchema } from '@hrms/shared';
import type { Executor } from '../../db/client';
import { type DemoSubject, demoSubjects, pick } from './demo-subjects';
import { familyMembers } from './family.tables';

const MOTHERS = ['Lakshmi', 'Sarita', 'Geeta', 'Kamala', 'Usha', 'Radha', 'Sunita', 'Meena'];
const SPOUSES_OF_MEN = ['Priya', 'Swati', 'Anjali', 'Deepa', 'Rekha'];
const SPOUSES_OF_WOMEN = ['Arun', 'Sanjay', 'Ravi', 'Manoj', 'Vivek'];
const SIBLINGS = [
  { name: 'Akash', relation: 'Brother' },
  { name: 'Nisha', relation: 'Sister' },
  { name: 'Rohit', relation: 'Brother' },
  { name: 'Pallavi', relation: 'Sister' },
  { name: 'Tarun', relation: 'Brother' },
  { name: 'Shalini', relation: 'Sister' },
];

/** Father and mother for everyone; a spouse for the married; a sibling for every other person (2–4 members). */
function demoFamily(subject: DemoSubject) {
  const { n, person } = subject;
  const surname = person.lastname;
  const phone = (k: number) => `9${String(700000000 + n * 10007 + k * 131).slice(0, 9)}`;
  const members = [
    { name: subject.fatherName, relation: 'Father' },
    { name: `${pick(MOTHERS, n)} ${surname}`, relation: 'Mother' },
  ];
  if (subject.married) {
    const spouse = person.prefix === 'Mr ' ? pick(SPOUSES_OF_MEN, n) : pick(SPOUSES_OF_WOMEN, n);
    members.push({ name: `${spouse} ${surname}`, relation: person.prefix === 'Mr ' ? 'Wife' : 'Husband' });
  }
  if (n % 2 === 0) {
    const sibling = pick(SIBLINGS, n / 2);
    members.push({ name: `${sibling.name} ${surname}`, relation: sibling.relation });
  }
  return members.map((m, k) => ({ ...m, countryCode: '+91', phoneNumber: phone(k) }));
}

/** Demo family members for every demo person but the journey's blank one (the module's demoSeeds). */
export async function seedDemoFamily(tx: Executor, organizationId: string) {
  const rows: (typeof familyMembers.$inferInsert)[] = [];
  for (const subject of await demoSubjects(tx, organizationId)) {
    for (const member of demoFamily(subject)) {
      const { name, relation, countryCode, phoneNumber } = familyMemberSchema.parse(member);
      rows.push({ name, relation, countryCode, phoneNumber, organizationId, employeeId: subject.person.id });
    }
  }
  if (rows.length) await tx.insert(familyMembers).values(rows);
}
