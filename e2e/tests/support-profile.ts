import type { Page } from '@playwright/test';

/** What a journey says of its new joiner; the rest of the admin's create form is the same for all. */
export type Joiner = {
  prefix: 'Mr ' | 'Ms ';
  firstname: string;
  lastname: string;
  phoneNumber: string;
  dob: string;
  gender: 'Male' | 'Female';
  fatherName: string;
  doj: string;
  bloodGroup: string;
};

/** Creates a new joiner through the API with the admin's session, so the journey owns its data; answers their ID. */
export async function createJoiner(page: Page, joiner: Joiner): Promise<string> {
  return page.evaluate(async (person) => {
    const res = await fetch('/hrmsapplication/employee/create', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${localStorage.getItem('Token')}`,
        organizationId: localStorage.getItem('organizationId') ?? '',
      },
      body: JSON.stringify({
        ...person,
        middlename: '',
        email: `${person.firstname.toLowerCase()}.${Date.now()}@acme.example`,
        countryCode: '+91',
        maritialStatus: 'Single',
      }),
    });
    if (res.status !== 200) throw new Error(`create failed: ${res.status}`);
    return ((await res.json()) as { employeeId: string }).employeeId;
  }, joiner);
}
