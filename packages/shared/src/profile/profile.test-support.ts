// Samples for the profile tests, here and in the server's API tests (never used by the product).

/** A complete SSC record the education form accepts. */
export const SAMPLE_SSC_EDUCATION = {
  education: 'SSC',
  institutionName: 'Delhi Public School',
  universityName: 'CBSE',
  degree: 'Secondary School Certificate',
  majors: 'General Studies',
  yearOfPass: '2012',
  certificationDate: '2012-05-20',
  percentage: '88.5',
  state: 'Karnataka',
  country: 'India',
};

/** A present or permanent address the address form accepts. */
export const SAMPLE_HOME_ADDRESS = {
  houseNumber: '12/B-4',
  street: '5th Cross, MG Road',
  village: 'Indiranagar',
  town: 'Bengaluru',
  district: 'Bengaluru Urban',
  state: 'Karnataka',
  country: 'India',
  pincode: '560038',
};
