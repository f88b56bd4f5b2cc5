/** The Arabic of the personal fields (profileFields), also the audit trail's labels of the same fields. */
export const PROFILE_FIELDS_AR = {
  prefix: 'اللقب',
  firstname: 'الاسم الأول',
  middlename: 'الاسم الأوسط',
  lastname: 'اسم العائلة',
  email: 'البريد الإلكتروني',
  countryCode: 'رمز الدولة',
  phoneNumber: 'رقم الهاتف',
  maritialStatus: 'الحالة الاجتماعية',
  dob: 'تاريخ الميلاد',
  gender: 'الجنس',
  fatherName: 'اسم الأب',
  doj: 'تاريخ الالتحاق',
  bloodGroup: 'فصيلة الدم',
};
