import { type AddressKind, homeAddressSchema, officeAddressSchema } from '@hrms/shared';
import type { Executor } from '../../db/client';
import { DEMO_PEOPLE } from '../../seed/demo-people';
import { addresses } from './address.tables';

const LOCALITIES = [
  'Indiranagar',
  'Koramangala',
  'Jayanagar',
  'Whitefield',
  'Malleshwaram',
  'HSR Layout',
  'Banashankari',
  'Hebbal',
];
const STREETS = [
  'MG Road',
  '100 Feet Road',
  '8th Cross Road',
  'Church Street',
  'Residency Road',
  'Old Airport Road',
  'Hosur Road',
];
const HOMETOWNS = [
  { village: 'Gandhi Nagar', town: 'Mysuru', district: 'Mysuru', state: 'Karnataka', pin: '5700' },
  { village: 'Shivaji Nagar', town: 'Pune', district: 'Pune', state: 'Maharashtra', pin: '4110' },
  { village: 'T Nagar', town: 'Chennai', district: 'Chennai', state: 'Tamil Nadu', pin: '6000' },
  { village: 'Banjara Hills', town: 'Hyderabad', district: 'Hyderabad', state: 'Telangana', pin: '5000' },
  { village: 'Kakkanad', town: 'Kochi', district: 'Ernakulam', state: 'Kerala', pin: '6820' },
  { village: 'Malviya Nagar', town: 'Jaipur', district: 'Jaipur', state: 'Rajasthan', pin: '3020' },
  { village: 'Gomti Nagar', town: 'Lucknow', district: 'Lucknow', state: 'Uttar Pradesh', pin: '2260' },
];

/** Everyone but the new joiner (HRMS5) and every eleventh colleague has addresses. */
const hasAddresses = (n: number) => n !== 5 && n % 11 !== 0;

function demoAddresses(n: number) {
  const present = homeAddressSchema.parse({
    houseNumber: `${((n * 37) % 240) + 1}/${'ABCD'[n % 4]}`,
    street: STREETS[n % STREETS.length],
    village: LOCALITIES[n % LOCALITIES.length],
    town: 'Bengaluru',
    district: 'Bengaluru Urban',
    state: 'Karnataka',
    country: 'India',
    pincode: `5600${String(10 + ((n * 13) % 89))}`,
  });
  const home = HOMETOWNS[n % HOMETOWNS.length]!;
  // Every fifth person still lives at their permanent address.
  const permanent =
    n % 5 === 0
      ? present
      : homeAddressSchema.parse({
          houseNumber: `${((n * 53) % 90) + 10}`,
          street: STREETS[(n + 3) % STREETS.length],
          village: home.village,
          town: home.town,
          district: home.district,
          state: home.state,
          country: 'India',
          pincode: `${home.pin}${String(10 + ((n * 7) % 89))}`,
        });
  const office = officeAddressSchema.parse({
    buildingNameFloor: `Acme Tower, Floor ${1 + (n % 6)}`,
    street: 'Outer Ring Road',
    village: 'Marathahalli',
    town: 'Bengaluru',
    district: 'Bengaluru Urban',
    state: 'Karnataka',
    country: 'India',
    pincode: '560037',
  });
  return { present, permanent, office };
}

/** Demo present, permanent and office addresses (the module's demoSeeds). */
export async function seedDemoAddresses(tx: Executor, organizationId: string) {
  const rows: (typeof addresses.$inferInsert)[] = [];
  DEMO_PEOPLE.forEach((person, i) => {
    const n = i + 1;
    if (!hasAddresses(n)) return;
    const { present, permanent, office } = demoAddresses(n);
    const base = { organizationId, employeeId: person.id };
    const home = (kind: AddressKind, a: typeof present) => ({ ...base, ...a, kind, buildingNameFloor: '' });
    rows.push(home('present', present), home('permanent', permanent), {
      ...base,
      ...office,
      kind: 'office',
      houseNumber: '',
    });
  });
  await tx.insert(addresses).values(rows);
}
