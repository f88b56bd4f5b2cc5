import { createHash } from 'node:crypto';
import { ONBOARDING_CATEGORY, type OnboardingFileField } from '@hrms/shared';
import type { Executor } from '../../db/client';
import { DEMO_PEOPLE } from '../../seed/demo-people';
import { portraitPng, solidPng, textPdf } from './documents.samples';
import { documents, onboardingSubmissions } from './documents.tables';

type Rgb = readonly [number, number, number];
const PALETTE: Rgb[] = [
  [37, 99, 235],
  [16, 185, 129],
  [234, 88, 12],
  [147, 51, 234],
  [219, 39, 119],
  [13, 148, 136],
  [202, 138, 4],
  [71, 85, 105],
];

/** People with pictures; HRMS4 and HRMS5 have none, so the journeys start from the empty state. */
const WITH_PICTURES = ['HRMS1', 'HRMS2', 'HRMS3', 'HRMS6', 'HRMS7', 'HRMS8', 'HRMS9', 'HRMS10', 'HRMS11', 'HRMS12', 'HRMS27'];
/** Recent joiners who handed in their onboarding documents; HRMS5 has not yet. */
const ONBOARDED = [
  { id: 'HRMS32', daysAgo: 12, at: [10, 24], aadhar: '482913570264', pan: 'BQRPD4821K', withExperience: false },
  { id: 'HRMS33', daysAgo: 9, at: [15, 47], aadhar: '537204918376', pan: 'CKSPK7310M', withExperience: true },
  { id: 'HRMS35', daysAgo: 3, at: [11, 5], aadhar: '615830274952', pan: 'DTHPT2964Q', withExperience: false },
] as const;
const EXPERIENCE_LETTERS = [
  { id: 'HRMS10', employer: 'Infosys Limited', years: '2016 - 2019' },
  { id: 'HRMS27', employer: 'Wipro Technologies', years: '2015 - 2018' },
  { id: 'HRMS27', employer: 'Tech Mahindra', years: '2018 - 2020' },
];

/** A stable id for a demo document, formatted like a UUID. */
function demoId(key: string): string {
  const h = createHash('sha256').update(`demo-document:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const personOf = (id: string) => {
  const person = DEMO_PEOPLE.find((p) => p.id === id);
  if (!person) throw new Error(`unknown demo person ${id}`);
  return person;
};

type Row = typeof documents.$inferInsert;
function file(organizationId: string, employeeId: string, category: string, fileName: string, content: Buffer, field = ''): Row {
  return {
    documentId: demoId(`${employeeId}:${category}:${field}:${fileName}`),
    organizationId,
    employeeId,
    category,
    field,
    fileName,
    mimeType: content[0] === 0x89 ? 'image/png' : 'application/pdf',
    size: content.length,
    content,
    uploadedBy: employeeId,
  };
}

/** Demo pictures, experience letters and three onboarding submissions. */
export async function seedDemoDocuments(tx: Executor, organizationId: string) {
  const rows: Row[] = [];
  WITH_PICTURES.forEach((id, i) => {
    const colour = PALETTE[i % PALETTE.length]!;
    rows.push(file(organizationId, id, 'ID_CARD', `${id} ID card photo`, portraitPng(colour)));
    rows.push(file(organizationId, id, 'PROFILE_PIC', `${id} profile photo`, portraitPng(colour)));
  });
  for (const letter of EXPERIENCE_LETTERS) {
    const person = personOf(letter.id);
    const pdf = textPdf([
      'Experience Letter',
      letter.employer,
      `This is to certify that ${person.firstname} ${person.lastname} worked with us from ${letter.years}.`,
      'We wish them every success.',
    ]);
    rows.push(file(organizationId, letter.id, 'EXPERIENCE', `${letter.employer} experience letter`, pdf));
  }

  const today = new Date();
  /** A local time of day, some days ago. */
  const daysAgoAt = (days: number, [hour, minute]: readonly [number, number]) =>
    new Date(today.getFullYear(), today.getMonth(), today.getDate() - days, hour, minute);
  for (const joiner of ONBOARDED) {
    const person = personOf(joiner.id);
    const name = `${person.firstname} ${person.lastname}`;
    const certificate = (title: string) => textPdf([title, name, 'Demo document for the onboarding checklist.']);
    const files: [OnboardingFileField, string, Buffer][] = [
      ['aadharDocument', 'aadhar-card.png', solidPng([230, 236, 245], 16)],
      ['panDocument', 'pan-card.png', solidPng([245, 236, 220], 16)],
      ['higherEducationFile', 'degree-certificate.pdf', certificate('Bachelor of Technology')],
      ['intermediateFile', 'intermediate-marks.pdf', certificate('Intermediate Examination')],
      ['sscFile', 'ssc-certificate.pdf', certificate('Secondary School Certificate')],
    ];
    if (joiner.withExperience) files.push(['experienceLettersFile', 'internship-letter.pdf', certificate('Internship Letter')]);
    for (const [field, fileName, content] of files) {
      rows.push(file(organizationId, joiner.id, ONBOARDING_CATEGORY, fileName, content, field));
    }
    await tx.insert(onboardingSubmissions).values({
      employeeId: joiner.id,
      organizationId,
      aadharName: name,
      aadharNumber: joiner.aadhar,
      panName: name,
      panNumber: joiner.pan,
      submittedBy: joiner.id,
      submittedAt: daysAgoAt(joiner.daysAgo, joiner.at),
    });
  }
  await tx.insert(documents).values(rows);
}
