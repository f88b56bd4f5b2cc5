import { experienceParts, type ProfileDashboard } from '@hrms/shared';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { findEmployment, requireEmployeeAccess } from '../employees';
import { findOrganization } from '../organization';
import { locationOf } from './address.service';
import { nationalIdsOf } from './national-id.service';
import * as repo from './profile-dashboard.repository';

/**
 * One summary object per profile section (contract/API.md §4.3), each null when nothing is recorded:
 * highest education, latest previous employment, first family member, present address, primary
 * national ID (else the first), passport, and the current designation with the organisation's name.
 */
export async function getProfileDashboard(deps: Deps, actor: Actor, employeeId: string): Promise<ProfileDashboard> {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'view');
  const id = employee.employeeId;
  const [education, experience, family, passport, location, nationalIds, employment, organization] = await Promise.all([
    repo.findHighestEducation(deps.db, id),
    repo.findLatestExperience(deps.db, id),
    repo.findFirstFamilyMember(deps.db, id),
    repo.findPassport(deps.db, id),
    locationOf(deps, id),
    nationalIdsOf(deps, id),
    findEmployment(deps.db, id),
    findOrganization(deps.db, employee.organizationId),
  ]);
  const nationalId = nationalIds.find((row) => row.primary) ?? nationalIds[0] ?? null;
  const present = location.presentadress;
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
    currentExperienceDetails: employment?.designation
      ? { designation: employment.designation, organisationName: organization?.organizationName ?? '' }
      : null,
    experienceDetails: experience && {
      organisationName: experience.organisationName,
      designation: experience.designation,
      numberOfYears: duration?.years ?? 0,
      numberOfMonths: duration?.months ?? 0,
    },
    familyDetails: family && { name: family.name, relation: family.relation, maritalStatus: '' },
    locationDetails: present && {
      houseNumber: present.houseNumber,
      street: present.street,
      village: present.village,
      town: present.town,
      district: present.district,
      state: present.state,
      country: present.country,
      pincode: present.pincode,
    },
    nationalIDDetails: nationalId && { nationalIdType: nationalId.nationalIdType, nationalIDNum: nationalId.nationalIDNum },
    travelDetails: passport && {
      passportNumber: passport.passportNumber,
      issueDate: passport.issueDate,
      expireDate: passport.expireDate,
    },
  };
}
