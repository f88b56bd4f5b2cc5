import { experienceParts, maskLastFour, type ProfileDashboard } from '@hrms/shared';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { requireEmployeeAccess } from '../employees';
import * as repo from './profile-dashboard.repository';

/**
 * One summary object per profile section (contract/API.md §4.3), each null when nothing is recorded:
 * highest education, latest previous employment, first family member, present address, primary
 * national ID (else the first), passport, and the current designation with the organisation's name.
 * Two round trips: the access check and one statement for every section. National-ID and passport
 * numbers are masked to their last four here, for everyone: in full only on their section pages.
 */
export async function getProfileDashboard(deps: Deps, actor: Actor, employeeId: string): Promise<ProfileDashboard> {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'view');
  const id = employee.employeeId;
  const sections = await repo.findDashboardSections(deps.db, id, employee.organizationId);
  const { education, experience, family, passport, nationalId, designation } = sections;
  const duration = experience ? experienceParts(experience.doj, experience.doe) : null;

  return {
    employeeProfileDetails: {
      prefix: employee.prefix,
      firstname: employee.firstname,
      employeeId: id,
      dob: employee.dob,
      phoneNumber: employee.phoneNumber,
      doj: employee.doj,
    },
    educationDetails: education && {
      degree: education.degree,
      institutionName: education.institutionName,
      yearOfPass: education.yearOfPass,
    },
    currentExperienceDetails: designation ? { designation, organisationName: sections.organizationName ?? '' } : null,
    experienceDetails: experience && {
      organisationName: experience.organisationName,
      designation: experience.designation,
      numberOfYears: duration?.years ?? 0,
      numberOfMonths: duration?.months ?? 0,
    },
    familyDetails: family && { name: family.name, relation: family.relation, maritalStatus: '' },
    // the statement builds the present address with exactly the fields of an address view
    locationDetails: sections.present,
    nationalIDDetails: nationalId && {
      nationalIdType: nationalId.nationalIdType,
      nationalIDNum: maskLastFour(nationalId.nationalIDNum),
    },
    travelDetails: passport && {
      passportNumber: maskLastFour(passport.passportNumber),
      issueDate: passport.issueDate,
      expireDate: passport.expireDate,
    },
  };
}
