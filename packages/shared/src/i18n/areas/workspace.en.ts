import { ORGCHART_LABELS, ORGCHART_MESSAGES } from '../../orgchart';
import { NATIONAL_ID_TYPES } from '../../profile';

/** Each value of a list named by itself (a code shown as it is stored, e.g. AADHAR). */
const byItself = <K extends string>(values: readonly K[]) =>
  Object.fromEntries(values.map((v): [K, string] => [v, v])) as Record<K, string>;

/**
 * The English of the organisation chart, Associate 360, the date fields' calendar and the profile
 * dashboard's codes. Spread into ./../en-screens.ts; the Hindi is ./workspace.hi.ts.
 */
export const workspaceEn = {
  messages: {
    orgChart: ORGCHART_MESSAGES,
  },
  orgChart: {
    ...ORGCHART_LABELS,
    title: 'Organization Chart',
    findPerson: 'Find a person',
    openProfileOf: `${ORGCHART_LABELS.openProfile}: {{name}}`,
    person: '{{name}}, {{designation}}, {{employeeId}}',
    personWithReports: '{{name}}, {{designation}}, {{employeeId}}, {{count}} direct reports',
    showMore: 'Show more ({{count}})',
  },
  associate360: {
    noPay: 'No pay details yet',
    netPay: 'Net pay this month: {{amount}}',
    noLeaveBalance: 'No leave balance yet',
    daysAvailable: '{{days}} days available across {{types}} leave types',
    orgChartHint: 'See where you sit in the organisation',
    reportsTo: 'Reports to {{name}}',
    topOfOrganisation: 'Top of the organisation',
    directReports: '{{count}} direct reports',
    noPerformance: 'No performance records yet',
    openDeliverables: '{{open}} open deliverables in {{reviews}} reviews',
    personalDetails: 'Your personal details',
  },
  calendar: {
    name: 'Calendar',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    previousYear: 'Previous year',
    nextYear: 'Next year',
    previousDecade: 'Previous decade',
    nextDecade: 'Next decade',
    monthLevelControl: 'Choose a month',
    yearLevelControl: 'Choose a year',
    clearField: 'Clear {{label}}',
    clearDate: 'Clear date',
  },
  profileDashboard: {
    /** The dashboard's national ID card shows the type as stored (the ID table names it: "Aadhar"). */
    idTypes: byItself(NATIONAL_ID_TYPES),
  },
} as const;
