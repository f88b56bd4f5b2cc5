// The samples packages/shared's tests share with the server's API tests (`@hrms/shared/test-support`): tests only.
export { earningComponent, SAMPLE_BANK_DETAILS, SAMPLE_SALARY } from './payroll/payroll.test-support';
export { SAMPLE_HOME_ADDRESS, SAMPLE_SSC_EDUCATION } from './profile/profile.test-support';
