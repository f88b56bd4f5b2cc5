/** The Hindi of the personal fields (profileFields), also the audit trail's labels of the same fields. */
export const PROFILE_FIELDS_HI = {
  prefix: 'उपसर्ग',
  firstname: 'पहला नाम',
  middlename: 'मध्य नाम',
  lastname: 'उपनाम',
  email: 'ईमेल',
  countryCode: 'देश कोड',
  phoneNumber: 'फ़ोन नंबर',
  maritialStatus: 'वैवाहिक स्थिति',
  dob: 'जन्म तिथि',
  gender: 'लिंग',
  fatherName: 'पिता का नाम',
  doj: 'कार्यग्रहण तिथि',
  bloodGroup: 'रक्त समूह',
};
