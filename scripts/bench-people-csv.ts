// The import file of the benchmarks (npm run bench:import, npm run bench -- --background import): `count` new
// people as the import's CSV, their names and e-mail addresses made unique by `tag` (letters only: names allow
// no digits). They report to five demo managers in turn with HR HRMS8: none of them is a caller the benchmark
// measures, so a background import measures contention, not HRMS3's team growing from a few hundred to 100,000
// (which made HRMS3's dashboard 100 times slower through the approval counts: measured 2026-11-29).

/** Letters only: the number in base 26. */
const letters = (n: number) => {
  let s = '';
  for (let v = n; v > 0 || s === ''; v = Math.floor(v / 26)) s = String.fromCharCode(97 + (v % 26)) + s;
  return s;
};

/** A tag no earlier file used (this moment in letters), so every run imports new people. */
export const freshTag = () =>
  Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x');

const MANAGERS = ['HRMS6', 'HRMS7', 'HRMS9', 'HRMS10', 'HRMS27'];
const HR = 'HRMS8';

export function generatedCsv(count: number, tag: string) {
  const lines = [
    'firstname,lastname,email,prefix,countryCode,phoneNumber,maritialStatus,dob,gender,fatherName,doj,bloodGroup,department,designation,managerId,hrId',
  ];
  for (let i = 0; i < count; i++) {
    const name = `Imp${letters(i)}`;
    lines.push(
      `${name},Bulk,${name.toLowerCase()}.${tag}@bulk.example,Mr,+91,98${String(i).padStart(8, '0')},Single,1990-01-01,Male,Father Bulk,2025-01-06,O +ve,ENG,Software Engineer,${MANAGERS[i % MANAGERS.length]},${HR}`,
    );
  }
  return new TextEncoder().encode(`${lines.join('\n')}\n`);
}
