/** Answers when a field names an employee, department, designation or project that the caller's organisation does not have. */
export const REFERENCE_MESSAGES = {
  employee: 'No employee with this ID in your organisation.',
  department: 'No department with this ID in your organisation.',
  designation: "Choose one of the organisation's designations.",
  project: 'No project with this code in your organisation.',
} as const;
