import { describe, expect, it } from 'vitest';
import { ID_CARD_MESSAGES } from './id-card';
import {
  addressLine,
  noDetailsMessage,
  PROFILE_DASHBOARD_MESSAGES,
  PROFILE_SECTIONS,
  profileDashboardSchema,
  SAMPLE_PROFILE_DASHBOARD,
  yearsAndMonths,
} from './profile-dashboard';
import { teamLineFor, teamListPath } from './team';

describe('profile dashboard', () => {
  it('quotes the spec messages exactly, odd spelling included', () => {
    expect(PROFILE_DASHBOARD_MESSAGES.loading).toBe('Loading... Please wait while we fetch your data.');
    expect(PROFILE_DASHBOARD_MESSAGES.loadFailed).toBe('No response form the server or error in the request');
    expect(noDetailsMessage('Travel')).toBe('No Travel details available.');
  });

  it('links the tabs and cards as spec 1 §2.4 lists them; only the address card differs (/Location)', () => {
    const links = PROFILE_SECTIONS.map((s) => [s.tab, s.tabPath('HRMS4'), s.cardPath('HRMS4')]);
    expect(links).toEqual([
      ['Profile', '/personalDetails/HRMS4', '/personalDetails/HRMS4'],
      ['National-ID', '/National/HRMS4', '/National/HRMS4'],
      ['Education-Details', '/educationDetails/HRMS4', '/educationDetails/HRMS4'],
      ['Address-Details', '/location/HRMS4', '/Location/HRMS4'],
      ['Travel-Details', '/Travel/HRMS4', '/Travel/HRMS4'],
      ['Experience-Details', '/experience/HRMS4', '/experience/HRMS4'],
      ['Family-Details', '/familyDetails/HRMS4', '/familyDetails/HRMS4'],
      ['Current-Experience-Details', '/current/HRMS4', '/current/HRMS4'],
    ]);
  });

  it('joins the address on one line, house number first and the pincode last, skipping empty parts', () => {
    expect(
      addressLine({
        houseNumber: '4/2',
        street: 'MG Road',
        village: '',
        town: 'Indiranagar',
        district: 'Bengaluru Urban',
        state: 'Karnataka',
        country: 'India',
        pincode: '560038',
      }),
    ).toBe('4/2, MG Road, Indiranagar, Bengaluru Urban, Karnataka, India - 560038');
  });

  it('writes years and months for the experience card', () => {
    expect(yearsAndMonths(2, 1)).toBe('2 years 1 month');
    expect(yearsAndMonths(1, 0)).toBe('1 year 0 months');
  });

  it('keeps the sample data valid against the response shape', () => {
    expect(profileDashboardSchema.parse(SAMPLE_PROFILE_DASHBOARD)).toEqual(SAMPLE_PROFILE_DASHBOARD);
  });
});

describe('ID card and team lists', () => {
  it("keeps the ID card toast's trailing space", () => {
    expect(ID_CARD_MESSAGES.failed).toBe('Error something went wrong ');
  });

  it('reads HR reportees by HR line and everyone else by reporting manager', () => {
    expect(teamLineFor('ROLE_HR')).toBe('hr');
    expect(teamLineFor('ROLE_MANAGER')).toBe('manager');
    expect(teamLineFor('ROLE_EMPLOYEE')).toBe('manager');
    expect(teamListPath('hr', 'HRMS2')).toBe('employee/getHrReportees/HRMS2');
    expect(teamListPath('manager', 'HRMS3')).toBe('employee/getEmployeesListByManagerId/HRMS3');
  });
});
