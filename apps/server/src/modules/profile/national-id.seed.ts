import { nationalIdSchema } from '@hrms/shared';
import type { Executor } from '../../db/client';
import { DEMO_PEOPLE } from '../../seed/demo-people';
import { nationalIds } from './national-id.tables';

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const letter = (i: number) => LETTERS[i % LETTERS.length]!;

/** Everyone but the new joiner (HRMS5) and every twelfth colleague has an Aadhar (primary) and a PAN. */
const hasIds = (n: number) => n !== 5 && n % 12 !== 0;

/** Demo national IDs: Aadhar (primary) and PAN for most people, a Voter ID for every fourth (the module's demoSeeds). */
export async function seedDemoNationalIds(tx: Executor, organizationId: string) {
  const rows: (typeof nationalIds.$inferInsert)[] = [];
  DEMO_PEOPLE.forEach((person, i) => {
    const n = i + 1;
    if (!hasIds(n)) return;
    const holder = { name: `${person.firstname} ${person.lastname}`, country: 'India' };
    const ids = [
      {
        nationalIdType: 'AADHAR',
        nationalIDNum: `${2 + (n % 8)}${String((n * 48271 + 1234567) % 1e11).padStart(11, '0')}`,
        primary: true,
      },
      {
        nationalIdType: 'PANCARD',
        nationalIDNum: `${letter(n)}${letter(n * 7)}${letter(n * 3)}P${person.lastname[0]}${1000 + ((n * 37) % 9000)}${letter(n * 5)}`,
        primary: false,
      },
      ...(n % 4 === 0
        ? [
            {
              nationalIdType: 'VOTERID',
              nationalIDNum: `${letter(n)}${letter(n + 3)}${letter(n + 9)}${1000000 + ((n * 7331) % 9000000)}`,
              primary: false,
            },
          ]
        : []),
    ];
    for (const id of ids) {
      const valid = nationalIdSchema.parse({ ...holder, ...id });
      rows.push({
        organizationId,
        employeeId: person.id,
        nationalIdType: valid.nationalIdType,
        name: valid.name,
        nationalIdNum: valid.nationalIDNum,
        country: valid.country,
        primary: valid.primary,
      });
    }
  });
  await tx.insert(nationalIds).values(rows);
}
