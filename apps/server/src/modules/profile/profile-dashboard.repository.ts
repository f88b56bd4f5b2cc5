import type { HomeAddressView } from '@hrms/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addresses } from './address.tables';
import { educationRecords } from './education.tables';
import { pastExperiences } from './experience.tables';
import { familyMembers } from './family.tables';
import { nationalIds } from './national-id.tables';
import { travelDetails } from './travel.tables';

export type DashboardSections = {
  education: { degree: string; institutionName: string; yearOfPass: number } | null;
  experience: { organisationName: string; designation: string; doj: string; doe: string } | null;
  family: { name: string; relation: string } | null;
  passport: { passportNumber: string; issueDate: string; expireDate: string } | null;
  present: HomeAddressView | null;
  nationalId: { nationalIdType: string; nationalIDNum: string } | null;
  designation: string | null;
  organizationName: string | null;
};

/**
 * Every section summary of the profile dashboard in ONE statement (one round trip, each part an indexed
 * look-up by employee): the highest education (PostGraduation, Graduation, Diploma, Inter, SSC; then the
 * latest year), the latest previous employment (by exit date), the first family member added, the passport,
 * the present address, the primary national ID (else the first), the current designation and the
 * organisation's name.
 */
export async function findDashboardSections(db: Executor, employeeId: string, organizationId: string) {
  const e = educationRecords;
  const x = pastExperiences;
  const f = familyMembers;
  const t = travelDetails;
  const a = addresses;
  const n = nationalIds;
  const result = await db.execute<DashboardSections>(sql`
    select
      (select json_build_object('degree', ${e.degree}, 'institutionName', ${e.institutionName}, 'yearOfPass', ${e.yearOfPass})
         from ${e} where ${e.employeeId} = ${employeeId}
         order by case ${e.education} when 'PostGraduation' then 5 when 'Graduation' then 4 when 'Diploma' then 3
                  when 'Inter' then 2 else 1 end desc, ${e.yearOfPass} desc
         limit 1) as "education",
      (select json_build_object('organisationName', ${x.organisationName}, 'designation', ${x.designation}, 'doj', ${x.doj}, 'doe', ${x.doe})
         from ${x} where ${x.employeeId} = ${employeeId} order by ${x.doe} desc, ${x.id} desc limit 1) as "experience",
      (select json_build_object('name', ${f.name}, 'relation', ${f.relation})
         from ${f} where ${f.employeeId} = ${employeeId} order by ${f.memberId} limit 1) as "family",
      (select json_build_object('passportNumber', ${t.passportNumber}, 'issueDate', ${t.issueDate}, 'expireDate', ${t.expireDate})
         from ${t} where ${t.employeeId} = ${employeeId} limit 1) as "passport",
      (select json_build_object('houseNumber', ${a.houseNumber}, 'street', ${a.street}, 'village', ${a.village}, 'town', ${a.town},
              'district', ${a.district}, 'state', ${a.state}, 'country', ${a.country}, 'pincode', ${a.pincode})
         from ${a} where ${a.employeeId} = ${employeeId} and ${a.kind} = 'present' order by ${a.id} limit 1) as "present",
      (select json_build_object('nationalIdType', ${n.nationalIdType}, 'nationalIDNum', ${n.nationalIdNum})
         from ${n} where ${n.employeeId} = ${employeeId} order by ${n.primary} desc, ${n.unid} limit 1) as "nationalId",
      (select designation from employments where employee_id = ${employeeId}) as "designation",
      (select organization_name from organizations where organization_id = ${organizationId}) as "organizationName"
  `);
  const [row] = result.rows;
  if (!row) throw new Error('the dashboard query returned no row');
  return row;
}
