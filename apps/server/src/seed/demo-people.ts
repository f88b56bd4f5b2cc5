import type { Role } from '@hrms/shared';

export type DemoPerson = {
  id: string;
  prefix: 'Mr ' | 'Ms ' | 'Mrs ';
  firstname: string;
  lastname: string;
  role: Role;
  designation: string;
  department: string;
  manager: string | null;
  hr: string | null;
};

export const DEMO_PASSWORD = 'Welcome@123';
export const DEMO_ORGANIZATION_ID = 'ORG1';

export const DEMO_DEPARTMENTS = [
  { departmentId: 'MGMT', departmentName: 'Management', departmentHead: 'HRMS1' },
  { departmentId: 'ENG', departmentName: 'Engineering', departmentHead: 'HRMS3' },
  { departmentId: 'HR', departmentName: 'Human Resources', departmentHead: 'HRMS2' },
  { departmentId: 'FIN', departmentName: 'Finance', departmentHead: 'HRMS6' },
  { departmentId: 'SAL', departmentName: 'Sales', departmentHead: 'HRMS7' },
  { departmentId: 'QA', departmentName: 'Quality Assurance', departmentHead: 'HRMS9' },
];

export const DEMO_DESIGNATIONS = [
  'Chief Executive Officer',
  'HR Manager',
  'HR Executive',
  'Engineering Manager',
  'Software Engineer',
  'Senior Software Engineer',
  'Frontend Developer',
  'Backend Developer',
  'QA Lead',
  'QA Engineer',
  'Finance Manager',
  'Accountant',
  'Sales Manager',
  'Sales Executive',
  'Trainee',
];

const p = (
  id: number,
  prefix: DemoPerson['prefix'],
  name: string,
  role: Role,
  designation: string,
  department: string,
  manager: number | null,
  hr: number | null,
): DemoPerson => {
  const [firstname = '', lastname = ''] = name.split(' ');
  return {
    id: `HRMS${id}`,
    prefix,
    firstname,
    lastname,
    role,
    designation,
    department,
    manager: manager ? `HRMS${manager}` : null,
    hr: hr ? `HRMS${hr}` : null,
  };
};

/** One account per role (HRMS1–HRMS5, DESIGN §7) and thirty colleagues with reporting lines. */
export const DEMO_PEOPLE: DemoPerson[] = [
  p(1, 'Mr ', 'Arjun Mehta', 'ROLE_ADMIN', 'Chief Executive Officer', 'MGMT', null, null),
  p(2, 'Ms ', 'Kavya Iyer', 'ROLE_HR', 'HR Manager', 'HR', 1, null),
  p(3, 'Mr ', 'Rahul Verma', 'ROLE_MANAGER', 'Engineering Manager', 'ENG', 1, 2),
  p(4, 'Mrs ', 'Ananya Rao', 'ROLE_EMPLOYEE', 'Software Engineer', 'ENG', 3, 2),
  p(5, 'Mr ', 'Vikram Singh', 'ROLE_ONBOARDING', 'Trainee', 'ENG', 3, 2),
  p(6, 'Mrs ', 'Meera Nair', 'ROLE_MANAGER', 'Finance Manager', 'FIN', 1, 2),
  p(7, 'Mr ', 'Karan Malhotra', 'ROLE_MANAGER', 'Sales Manager', 'SAL', 1, 2),
  p(8, 'Ms ', 'Sneha Kulkarni', 'ROLE_HR', 'HR Executive', 'HR', 2, null),
  p(9, 'Mr ', 'Aditya Joshi', 'ROLE_MANAGER', 'QA Lead', 'QA', 3, 2),
  p(10, 'Mr ', 'Rohan Gupta', 'ROLE_MANAGER', 'Senior Software Engineer', 'ENG', 3, 2),
  p(11, 'Ms ', 'Pooja Reddy', 'ROLE_EMPLOYEE', 'Frontend Developer', 'ENG', 3, 2),
  p(12, 'Mr ', 'Siddharth Das', 'ROLE_EMPLOYEE', 'Backend Developer', 'ENG', 3, 2),
  p(13, 'Mrs ', 'Divya Menon', 'ROLE_EMPLOYEE', 'Software Engineer', 'ENG', 3, 8),
  p(14, 'Mr ', 'Nikhil Bansal', 'ROLE_EMPLOYEE', 'Backend Developer', 'ENG', 10, 8),
  p(15, 'Ms ', 'Ishita Kapoor', 'ROLE_EMPLOYEE', 'Frontend Developer', 'ENG', 10, 8),
  p(16, 'Mr ', 'Manish Pandey', 'ROLE_EMPLOYEE', 'Software Engineer', 'ENG', 10, 8),
  p(17, 'Ms ', 'Neha Saxena', 'ROLE_EMPLOYEE', 'QA Engineer', 'QA', 9, 2),
  p(18, 'Mr ', 'Amit Chauhan', 'ROLE_EMPLOYEE', 'QA Engineer', 'QA', 9, 2),
  p(19, 'Mrs ', 'Ritu Agarwal', 'ROLE_EMPLOYEE', 'QA Engineer', 'QA', 9, 8),
  p(20, 'Mr ', 'Suresh Pillai', 'ROLE_EMPLOYEE', 'Accountant', 'FIN', 6, 2),
  p(21, 'Ms ', 'Tanvi Shah', 'ROLE_EMPLOYEE', 'Accountant', 'FIN', 6, 8),
  p(22, 'Mr ', 'Deepak Yadav', 'ROLE_EMPLOYEE', 'Accountant', 'FIN', 6, 8),
  p(23, 'Mr ', 'Harsh Vardhan', 'ROLE_EMPLOYEE', 'Sales Executive', 'SAL', 7, 2),
  p(24, 'Ms ', 'Aisha Khan', 'ROLE_EMPLOYEE', 'Sales Executive', 'SAL', 7, 2),
  p(25, 'Mr ', 'Gaurav Mishra', 'ROLE_EMPLOYEE', 'Sales Executive', 'SAL', 7, 8),
  p(26, 'Mrs ', 'Lakshmi Srinivasan', 'ROLE_EMPLOYEE', 'Sales Executive', 'SAL', 7, 8),
  p(27, 'Mr ', 'Varun Bhatt', 'ROLE_MANAGER', 'Senior Software Engineer', 'ENG', 3, 2),
  p(28, 'Ms ', 'Shreya Ghosh', 'ROLE_EMPLOYEE', 'Software Engineer', 'ENG', 27, 2),
  p(29, 'Mr ', 'Imran Qureshi', 'ROLE_EMPLOYEE', 'Backend Developer', 'ENG', 27, 8),
  p(30, 'Ms ', 'Nandini Rao', 'ROLE_EMPLOYEE', 'Frontend Developer', 'ENG', 27, 8),
  p(31, 'Mr ', 'Kunal Sethi', 'ROLE_EMPLOYEE', 'HR Executive', 'HR', 2, null),
  p(32, 'Ms ', 'Priyanka Dutta', 'ROLE_EMPLOYEE', 'Trainee', 'QA', 9, 2),
  p(33, 'Mr ', 'Arvind Krishnan', 'ROLE_EMPLOYEE', 'Trainee', 'FIN', 6, 8),
  p(34, 'Mrs ', 'Farah Siddiqui', 'ROLE_EMPLOYEE', 'Sales Executive', 'SAL', 7, 2),
  p(35, 'Mr ', 'Yash Thakur', 'ROLE_EMPLOYEE', 'Trainee', 'ENG', 10, 2),
];
