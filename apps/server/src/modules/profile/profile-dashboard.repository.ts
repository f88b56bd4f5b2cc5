import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { educationRecords } from './education.tables';
import { pastExperiences } from './experience.tables';
import { familyMembers } from './family.tables';
import { travelDetails } from './travel.tables';

/** The highest level reached: PostGraduation, then Graduation, Diploma, Inter, SSC. */
export async function findHighestEducation(db: Executor, employeeId: string) {
  const rank = sql`case ${educationRecords.education}
    when 'PostGraduation' then 5 when 'Graduation' then 4 when 'Diploma' then 3 when 'Inter' then 2 else 1 end`;
  const [row] = await db
    .select()
    .from(educationRecords)
    .where(eq(educationRecords.employeeId, employeeId))
    .orderBy(desc(rank), desc(educationRecords.yearOfPass))
    .limit(1);
  return row ?? null;
}

/** The most recent previous employment (latest exit date). */
export async function findLatestExperience(db: Executor, employeeId: string) {
  const [row] = await db
    .select()
    .from(pastExperiences)
    .where(eq(pastExperiences.employeeId, employeeId))
    .orderBy(desc(pastExperiences.doe), desc(pastExperiences.id))
    .limit(1);
  return row ?? null;
}

/** The first family member added. */
export async function findFirstFamilyMember(db: Executor, employeeId: string) {
  const [row] = await db
    .select()
    .from(familyMembers)
    .where(eq(familyMembers.employeeId, employeeId))
    .orderBy(asc(familyMembers.memberId))
    .limit(1);
  return row ?? null;
}

export async function findPassport(db: Executor, employeeId: string) {
  const [row] = await db.select().from(travelDetails).where(eq(travelDetails.employeeId, employeeId)).limit(1);
  return row ?? null;
}
