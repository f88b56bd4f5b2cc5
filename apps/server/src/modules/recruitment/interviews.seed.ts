import { addDays, type InterviewInput, interviewSchema, todayIso } from '@hrms/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees } from '../employees';
import { interviews } from './interviews.tables';

type DemoInterview = Omit<InterviewInput, 'interViewerEmailId' | 'interviewDate'> & { inDays: number };

const CANDIDATES: DemoInterview[] = [
  {
    fullName: 'Rohan Mehta',
    emailId: 'rohan.mehta@gmail.com',
    countryCode: '+91',
    mobileNumber: '9845012345',
    roleApplied: 'Java Developer',
    location: 'Bengaluru',
    interviewerId: 'HRMS3',
    modeOfInterview: 'OFFLINE',
    interviewStatus: 'QUALIFIED',
    comments: 'Strong on Spring; offer recommended.',
    inDays: -14,
  },
  {
    fullName: 'Sneha Kulkarni',
    emailId: 'sneha.k@outlook.com',
    countryCode: '+91',
    mobileNumber: '9822098765',
    roleApplied: 'React Developer',
    location: 'Pune',
    interviewerId: 'HRMS4',
    modeOfInterview: 'ONLINE',
    interviewStatus: 'QUALIFIED',
    comments: 'Good component design.',
    inDays: -12,
  },
  {
    fullName: 'Arjun Nair',
    emailId: 'arjun.nair@yahoo.com',
    countryCode: '+91',
    mobileNumber: '9447011223',
    roleApplied: 'QA Engineer',
    location: 'Kochi',
    interviewerId: 'HRMS9',
    modeOfInterview: 'ONLINE',
    interviewStatus: 'DISQUALIFIED',
    comments: 'Little automation experience.',
    inDays: -10,
  },
  {
    fullName: 'Emily Carter',
    emailId: 'emily.carter@gmail.com',
    countryCode: '+44',
    mobileNumber: '7911123456',
    roleApplied: 'UI Designer',
    location: 'London',
    interviewerId: 'HRMS3',
    modeOfInterview: 'ONLINE',
    interviewStatus: 'CANCELLED',
    comments: 'Candidate withdrew.',
    inDays: -8,
  },
  {
    fullName: 'Karthik Reddy',
    emailId: 'karthik.reddy@gmail.com',
    countryCode: '+91',
    mobileNumber: '9000123456',
    roleApplied: 'DevOps Engineer',
    location: 'Hyderabad',
    interviewerId: 'HRMS3',
    modeOfInterview: 'OFFLINE',
    interviewStatus: 'RESCHEDULED',
    comments: 'Moved at the candidate request.',
    inDays: 2,
  },
  {
    fullName: 'Priya Sharma',
    emailId: 'priya.sharma@gmail.com',
    countryCode: '+91',
    mobileNumber: '9811122233',
    roleApplied: 'HR Executive',
    location: 'Bengaluru',
    interviewerId: 'HRMS2',
    modeOfInterview: 'OFFLINE',
    interviewStatus: 'PENDING',
    comments: '',
    inDays: 1,
  },
  {
    fullName: 'Daniel Wong',
    emailId: 'daniel.wong@gmail.com',
    countryCode: '+65',
    mobileNumber: '8123456789',
    roleApplied: 'Data Analyst Intern',
    location: 'Singapore',
    interviewerId: 'HRMS6',
    modeOfInterview: 'ONLINE',
    interviewStatus: 'PENDING',
    comments: 'Second round.',
    inDays: 3,
  },
  {
    fullName: 'Ananya Iyer',
    emailId: 'ananya.iyer@gmail.com',
    countryCode: '+91',
    mobileNumber: '9884012345',
    roleApplied: 'React Developer',
    location: 'Chennai',
    interviewerId: 'HRMS4',
    modeOfInterview: 'ONLINE',
    interviewStatus: 'PENDING',
    comments: '',
    inDays: 4,
  },
  {
    fullName: 'Vikram Singh',
    emailId: 'vikram.singh@gmail.com',
    countryCode: '+91',
    mobileNumber: '9876501234',
    roleApplied: 'Support Engineer',
    location: 'Noida',
    interviewerId: 'HRMS7',
    modeOfInterview: 'OFFLINE',
    interviewStatus: 'DISQUALIFIED',
    comments: 'Communication needs work.',
    inDays: -20,
  },
  {
    fullName: 'Meera Joshi',
    emailId: 'meera.joshi@gmail.com',
    countryCode: '+91',
    mobileNumber: '9823456789',
    roleApplied: 'Technical Writer',
    location: 'Pune',
    interviewerId: 'HRMS2',
    modeOfInterview: 'ONLINE',
    interviewStatus: 'QUALIFIED',
    comments: 'Excellent samples.',
    inDays: -5,
  },
  {
    fullName: 'Liam Brown',
    emailId: 'liam.brown@gmail.com',
    countryCode: '+61',
    mobileNumber: '4123456789',
    roleApplied: 'DevOps Engineer',
    location: 'Sydney',
    interviewerId: 'HRMS3',
    modeOfInterview: 'ONLINE',
    interviewStatus: 'RESCHEDULED',
    comments: 'Time zone clash; new slot offered.',
    inDays: 6,
  },
  {
    fullName: 'Fatima Khan',
    emailId: 'fatima.khan@gmail.com',
    countryCode: '+91',
    mobileNumber: '9930012345',
    roleApplied: 'QA Engineer',
    location: 'Mumbai',
    interviewerId: 'HRMS9',
    modeOfInterview: 'OFFLINE',
    interviewStatus: 'PENDING',
    comments: '',
    inDays: 7,
  },
];

/** A dozen interviews of the last three weeks and the coming week, in every status. */
export async function seedDemoInterviews(tx: Executor, organizationId: string) {
  const today = todayIso();
  const ids = [...new Set(CANDIDATES.map((c) => String(c.interviewerId)))];
  const people = await tx
    .select({ employeeId: employees.employeeId, email: employees.email })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), inArray(employees.employeeId, ids)));
  const emailOf = new Map(people.map((p) => [p.employeeId, p.email]));
  const values = CANDIDATES.flatMap(({ inDays, ...candidate }) => {
    const email = emailOf.get(String(candidate.interviewerId));
    if (!email) return [];
    const input = interviewSchema.parse({
      ...candidate,
      interViewerEmailId: email,
      // a plain date (yyyy-MM-dd), as the original client's date input expects
      interviewDate: addDays(today, inDays),
    });
    const { interViewerEmailId, ...rest } = input;
    return [{ ...rest, interviewerEmail: interViewerEmailId, organizationId }];
  });
  if (values.length) await tx.insert(interviews).values(values);
}
