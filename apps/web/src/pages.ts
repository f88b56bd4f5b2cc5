import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type Page = LazyExoticComponent<ComponentType>;
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Page =>
  lazy(() => load().then((m) => ({ default: m[name] })));

/**
 * The page behind each route-table entry ("module/Page"). A route whose page is not listed yet shows
 * its title and a line saying the section is not yet available.
 */
export const PAGES: Record<string, Page> = {
  'approvals/ProfileApprovalPage': page(() => import('./modules/approvals/pages/ProfileApprovalPage'), 'ProfileApprovalPage'),
  'approvals/ProfileStatusPage': page(() => import('./modules/approvals/pages/ProfileStatusPage'), 'ProfileStatusPage'),
  'approvals/ApprovalMasterPage': page(() => import('./modules/approvals/pages/ApprovalMasterPage'), 'ApprovalMasterPage'),
  'auth/LoginPage': page(() => import('./modules/auth/pages/LoginPage'), 'LoginPage'),
  'auth/ForgotPasswordPage': page(() => import('./modules/auth/pages/ForgotPasswordPage'), 'ForgotPasswordPage'),
  'auth/UnauthorizedPage': page(() => import('./modules/auth/pages/UnauthorizedPage'), 'UnauthorizedPage'),
  'auth/MaintenancePage': page(() => import('./modules/auth/pages/MaintenancePage'), 'MaintenancePage'),
  'dashboard/AdminDashboardPage': page(() => import('./modules/dashboard/pages/AdminDashboardPage'), 'AdminDashboardPage'),
  'dashboard/HomeDashboardPage': page(() => import('./modules/dashboard/pages/HomeDashboardPage'), 'HomeDashboardPage'),
  'dashboard/OnboardingDashboardPage': page(
    () => import('./modules/dashboard/pages/OnboardingDashboardPage'),
    'OnboardingDashboardPage',
  ),
  'organization/OrganizationPage': page(() => import('./modules/organization/pages/OrganizationPage'), 'OrganizationPage'),
  'organization/DepartmentsPage': page(() => import('./modules/organization/pages/DepartmentsPage'), 'DepartmentsPage'),
  'organization/DesignationsPage': page(() => import('./modules/organization/pages/DesignationsPage'), 'DesignationsPage'),
  'employees/EmployeeListPage': page(() => import('./modules/employees/pages/EmployeeListPage'), 'EmployeeListPage'),
  'employees/ProfileDashboardPage': page(() => import('./modules/employees/pages/ProfileDashboardPage'), 'ProfileDashboardPage'),
  'employees/PersonalDetailsPage': page(() => import('./modules/employees/pages/PersonalDetailsPage'), 'PersonalDetailsPage'),
  'employees/IdCardPage': page(() => import('./modules/employees/pages/IdCardPage'), 'IdCardPage'),
  'employees/ManagerEmployeePage': page(() => import('./modules/employees/pages/ManagerEmployeePage'), 'ManagerEmployeePage'),
  'employees/EmployeeReportsPage': page(() => import('./modules/employees/pages/EmployeeReportsPage'), 'EmployeeReportsPage'),
  'documents/OnboardingDocumentsPage': page(
    () => import('./modules/documents/pages/OnboardingDocumentsPage'),
    'OnboardingDocumentsPage',
  ),
  'documents/OnboardingPersonalDetailsPage': page(
    () => import('./modules/documents/pages/OnboardingPersonalDetailsPage'),
    'OnboardingPersonalDetailsPage',
  ),
  'profile/CurrentEmploymentPage': page(() => import('./modules/profile/pages/CurrentEmploymentPage'), 'CurrentEmploymentPage'),
  'profile/AddressPage': page(() => import('./modules/profile/pages/AddressPage'), 'AddressPage'),
  'profile/NationalIdPage': page(() => import('./modules/profile/pages/NationalIdPage'), 'NationalIdPage'),
  'profile/EducationPage': page(() => import('./modules/profile/pages/EducationPage'), 'EducationPage'),
  'profile/FamilyPage': page(() => import('./modules/profile/pages/FamilyPage'), 'FamilyPage'),
  'profile/ExperiencePage': page(() => import('./modules/profile/pages/ExperiencePage'), 'ExperiencePage'),
  'profile/TravelPage': page(() => import('./modules/profile/pages/TravelPage'), 'TravelPage'),
};
