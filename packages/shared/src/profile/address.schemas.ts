import { z } from 'zod';

export const ADDRESS_KINDS = ['present', 'permanent', 'office'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

export const ADDRESS_KIND_LABELS: Record<AddressKind, string> = {
  present: 'Present Address',
  permanent: 'Permanent Address',
  office: 'Office Address',
};

/** Spec 1 §5 'Address': every field required ('X is required'), then the format rules. */
export const ADDRESS_MESSAGES = {
  required: (label: string) => `${label} is required`,
  houseNumber: 'House number may contain only letters, digits, / and - (1 to 10 characters).',
  buildingNameLength: 'Building name must be between 4 and 40 characters.',
  buildingNameFormat: 'Building name may contain letters, digits, spaces and , . / - # & ( ).',
  street: 'Street may contain letters, digits, spaces and punctuation (at most 100 characters).',
  place: (label: string) =>
    `${label} may contain only letters, spaces and /, with no leading or trailing space (at most 40 characters).`,
  pincodeDigits: 'Pincode must contain digits only.',
  pincodeLength: 'Pincode must be exactly 6 digits.',
  pincodeLeadingZero: 'Pincode must not start with 0.',
  pincodeRepeated: 'Pincode cannot have all digits the same.',
  sameAsPresent: 'Same as present address',
  copied: 'Permanent address set to the present address.',
  saved: (label: string) => `${label} saved successfully.`,
  alreadyExists: (label: string) => `The ${label.toLowerCase()} already exists; update it instead.`,
  notFound: (label: string) => `No ${label.toLowerCase()} is recorded yet; create it first.`,
  noPresent: 'Add the present address first.',
  empty: 'No Data Available',
  loadFailed: 'Could not load the addresses. Please try again.',
} as const;

const M = ADDRESS_MESSAGES;

export const ADDRESS_FIELD_LABELS = {
  houseNumber: 'House Number',
  buildingNameFloor: 'Building Name/Floor',
  street: 'Street',
  village: 'Village',
  town: 'Town',
  district: 'District',
  state: 'State',
  country: 'Country',
  pincode: 'Pincode',
} as const;
type AddressField = keyof typeof ADDRESS_FIELD_LABELS;

const requiredText = (field: AddressField) => {
  const message = M.required(ADDRESS_FIELD_LABELS[field]);
  return z.string({ error: message }).min(1, message);
};

/** Village, town, district, state, country: letters, spaces and slash, no leading or trailing space. */
const place = (field: AddressField) =>
  requiredText(field).regex(/^[A-Za-z/]([A-Za-z /]{0,38}[A-Za-z/])?$/, M.place(ADDRESS_FIELD_LABELS[field]));

export const addressPincodeSchema = requiredText('pincode')
  .regex(/^\d+$/, M.pincodeDigits)
  .length(6, M.pincodeLength)
  .refine((v) => !v.startsWith('0'), M.pincodeLeadingZero)
  .refine((v) => !/^(\d)\1{5}$/.test(v), M.pincodeRepeated);

const commonFields = {
  street: requiredText('street').regex(/^[A-Za-z0-9 ,.'/#&()-]{1,100}$/, M.street),
  village: place('village'),
  town: place('town'),
  district: place('district'),
  state: place('state'),
  country: place('country'),
  pincode: addressPincodeSchema,
  /** Carried by the existing client (PATCH calls name the employee only here). */
  employeeId: z.string().trim().max(50).optional(),
};

/** Present and permanent addresses: house number 1–10 of letters, digits, slash, hyphen. */
export const homeAddressSchema = z.object({
  houseNumber: requiredText('houseNumber').regex(/^[A-Za-z0-9/-]{1,10}$/, M.houseNumber),
  ...commonFields,
});
export type HomeAddressInput = z.input<typeof homeAddressSchema>;
export type HomeAddress = z.output<typeof homeAddressSchema>;

/** Office address: building name and floor (4–40) in place of the house number. */
export const officeAddressSchema = z.object({
  buildingNameFloor: requiredText('buildingNameFloor')
    .min(4, M.buildingNameLength)
    .max(40, M.buildingNameLength)
    .regex(/^[A-Za-z0-9 ,./#&()-]+$/, M.buildingNameFormat),
  ...commonFields,
});
export type OfficeAddressInput = z.input<typeof officeAddressSchema>;
export type OfficeAddress = z.output<typeof officeAddressSchema>;

export const addressSchemaFor = (kind: AddressKind) => (kind === 'office' ? officeAddressSchema : homeAddressSchema);

const placeFields = {
  street: z.string(),
  village: z.string(),
  town: z.string(),
  district: z.string(),
  state: z.string(),
  country: z.string(),
  pincode: z.string(),
};
export const homeAddressViewSchema = z.object({ houseNumber: z.string(), ...placeFields });
export type HomeAddressView = z.infer<typeof homeAddressViewSchema>;
export const officeAddressViewSchema = z.object({ buildingNameFloor: z.string(), ...placeFields });
export type OfficeAddressView = z.infer<typeof officeAddressViewSchema>;

/** GET location/{id} (contract/API.md §4.4): "presentadress" and "permanentadress" with one "d"; a missing address is an explicit null. */
export const locationSchema = z.object({
  presentadress: homeAddressViewSchema.nullable(),
  permanentadress: homeAddressViewSchema.nullable(),
  officeaddress: officeAddressViewSchema.nullable(),
});
export type LocationDetails = z.infer<typeof locationSchema>;

/** Same-as-present: the permanent address becomes a copy of the present one (spec 1 §4). */
export function copyPresentToPermanent(present: HomeAddressView): HomeAddressView {
  return {
    houseNumber: present.houseNumber,
    street: present.street,
    village: present.village,
    town: present.town,
    district: present.district,
    state: present.state,
    country: present.country,
    pincode: present.pincode,
  };
}

/** True when both addresses hold the same values (the checkbox starts ticked then). */
export function sameAddress(a: HomeAddressView | null, b: HomeAddressView | null): boolean {
  if (!a || !b) return false;
  return (Object.keys(copyPresentToPermanent(a)) as (keyof HomeAddressView)[]).every((key) => a[key] === b[key]);
}
