import { z } from 'zod';
import { homeAddressViewSchema } from '../profile';

/** GET employee/getProfileDashboard/{id} (contract/API.md §4.3): each part is one object or an explicit null. */
export const profileDashboardSchema = z.object({
  employeeProfileDetails: z
    .object({
      prefix: z.string(),
      firstname: z.string(),
      employeeId: z.string(),
      dob: z.string(),
      phoneNumber: z.string(),
      doj: z.string(),
    })
    .nullable(),
  educationDetails: z.object({ degree: z.string(), institutionName: z.string(), yearOfPass: z.number().int() }).nullable(),
  currentExperienceDetails: z.object({ designation: z.string(), organisationName: z.string() }).nullable(),
  experienceDetails: z
    .object({
      organisationName: z.string(),
      designation: z.string(),
      numberOfYears: z.number().int(),
      numberOfMonths: z.number().int(),
    })
    .nullable(),
  familyDetails: z.object({ name: z.string(), relation: z.string(), maritalStatus: z.string() }).nullable(),
  locationDetails: homeAddressViewSchema.nullable(),
  nationalIDDetails: z.object({ nationalIdType: z.string(), nationalIDNum: z.string() }).nullable(),
  travelDetails: z.object({ passportNumber: z.string(), issueDate: z.string(), expireDate: z.string() }).nullable(),
});
export type ProfileDashboard = z.infer<typeof profileDashboardSchema>;
export type ProfileDashboardPart = keyof ProfileDashboard;

export const PROFILE_DASHBOARD_MESSAGES = {
  loading: 'Loading... Please wait while we fetch your data.',
  loadFailed: 'No response form the server or error in the request',
  sampleLabel: 'Sample data',
  sampleNotice:
    "This employee's profile could not be loaded. The cards below show sample values only, not this employee's details.",
} as const;

/** Grey text for a section the employee has not filled in (spec 1 §2.4). */
export const noDetailsMessage = (section: string) => `No ${section} details available.`;

export type ProfileSection = {
  part: ProfileDashboardPart;
  /** Label of the tab strip. */
  tab: string;
  /** Card heading. */
  title: string;
  /** The <X> in 'No <X> details available.' */
  missing: string;
  tabPath: (employeeId: string) => string;
  cardPath: (employeeId: string) => string;
};

const section = (
  part: ProfileDashboardPart,
  tab: string,
  title: string,
  missing: string,
  tabPath: string,
  cardPath = tabPath,
): ProfileSection => ({
  part,
  tab,
  title,
  missing,
  tabPath: (id) => `${tabPath}/${id}`,
  cardPath: (id) => `${cardPath}/${id}`,
});

/** The dashboard's tabs and summary cards, in the spec's order, with their links (spec 1 §2.4). */
export const PROFILE_SECTIONS: readonly ProfileSection[] = [
  section('employeeProfileDetails', 'Profile', 'Profile', 'Profile', '/personalDetails'),
  section('nationalIDDetails', 'National-ID', 'National ID', 'National ID', '/National'),
  section('educationDetails', 'Education-Details', 'Education', 'Education', '/educationDetails'),
  section('locationDetails', 'Address-Details', 'Address', 'Address', '/location', '/Location'),
  section('travelDetails', 'Travel-Details', 'Travel', 'Travel', '/Travel'),
  section('experienceDetails', 'Experience-Details', 'Experience', 'Experience', '/experience'),
  section('familyDetails', 'Family-Details', 'Family', 'Family', '/familyDetails'),
  section('currentExperienceDetails', 'Current-Experience-Details', 'Current Experience', 'Current Experience', '/current'),
];

/** The address card's single line: house number … country, then the pincode. */
export function addressLine(address: NonNullable<ProfileDashboard['locationDetails']>): string {
  const parts = [
    address.houseNumber,
    address.street,
    address.village,
    address.town,
    address.district,
    address.state,
    address.country,
  ]
    .map((p) => p.trim())
    .filter(Boolean);
  const pincode = address.pincode.trim();
  return pincode ? `${parts.join(', ')} - ${pincode}` : parts.join(', ');
}

/** "2 years 3 months" for the experience card. */
export function yearsAndMonths(years: number, months: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${unit(years, 'year')} ${unit(months, 'month')}`;
}

/** Shown (labelled "Sample data") when the dashboard cannot be loaded (DESIGN §8.10). */
export const SAMPLE_PROFILE_DASHBOARD: ProfileDashboard = {
  employeeProfileDetails: {
    prefix: 'Mr ',
    firstname: 'Sample',
    employeeId: 'SAMPLE1',
    dob: '1990-01-15',
    phoneNumber: '9876543210',
    doj: '2020-06-01',
  },
  educationDetails: { degree: 'Bachelor of Technology', institutionName: 'Sample Institute', yearOfPass: 2012 },
  currentExperienceDetails: { designation: 'Software Engineer', organisationName: 'Sample Organisation' },
  experienceDetails: { organisationName: 'Example Corp', designation: 'Developer', numberOfYears: 3, numberOfMonths: 6 },
  familyDetails: { name: 'Sample Parent', relation: 'Father', maritalStatus: '' },
  locationDetails: {
    houseNumber: '12-A',
    street: 'Sample Street',
    village: 'Sample Village',
    town: 'Sample Town',
    district: 'Sample District',
    state: 'Sample State',
    country: 'India',
    pincode: '560001',
  },
  nationalIDDetails: { nationalIdType: 'PANCARD', nationalIDNum: 'ABCDE1234F' },
  travelDetails: { passportNumber: 'A1234567', issueDate: '2018-04-10', expireDate: '2028-04-09' },
};
