import { DEFAULT_LANGUAGE, type Language, monthName } from '@hrms/shared';
import { documentText } from '@hrms/shared/i18n/documents';
import { startA4Pdf } from '../../lib/pdf-document';

export type RelievingLetterInput = {
  organizationName: string;
  employeeId: string;
  name: string;
  joiningDate: string;
  lastWorkingDay: string;
  kind: 'RESIGNATION' | 'TERMINATION';
  issuedOn: string;
  /** The language of the person asking for it. */
  language?: Language;
};

/** "10 January 2027": a letter names its dates in words (in its language), whatever the screens' date format. */
const longDate = (isoDate: string, language: Language) =>
  `${Number(isoDate.slice(8, 10))} ${monthName(Number(isoDate.slice(5, 7)), language)} ${isoDate.slice(0, 4)}`;

/** The relieving letter of a completed exit as an A4 PDF (pdfkit, as payslips; in the reader's language; loaded on the first letter). */
export async function renderRelievingLetter(input: RelievingLetterInput): Promise<Buffer> {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const say = (key: Parameters<typeof documentText>[1], values?: Parameters<typeof documentText>[2]) =>
    documentText(language, key, values);
  const organization = input.organizationName || say('pdf.relieving.theCompany');
  const { doc, t, done } = await startA4Pdf({ margin: 60, language, title: say('pdf.relieving.title'), author: organization });
  const left = 60;
  const width = doc.page.width - 120;
  const lastDay = longDate(input.lastWorkingDay, language);
  t.font('bold').fontSize(18);
  t.write(organization, left, doc.y, width, 'center');
  doc.moveDown(0.3);
  t.font('regular').fontSize(13);
  t.write(say('pdf.relieving.title'), left, doc.y, width, 'center');
  doc.moveDown(2).fontSize(11);
  t.write(longDate(input.issuedOn, language), left, doc.y, width, 'right');
  doc.moveDown(1);
  t.write(`${input.name} (${input.employeeId})`, left, doc.y, width);
  doc.moveDown(1.5);
  const paragraph = (text: string) => {
    t.write(text, left, doc.y, width, 'justify', 3);
    doc.moveDown(1);
  };
  paragraph(
    input.kind === 'RESIGNATION'
      ? say('pdf.relieving.resigned', { organization, lastDay })
      : say('pdf.relieving.terminated', { organization, lastDay }),
  );
  paragraph(say('pdf.relieving.period', { joined: longDate(input.joiningDate, language), lastDay }));
  paragraph(say('pdf.relieving.thanks'));
  doc.moveDown(2);
  t.font('bold');
  t.write(say('pdf.relieving.forOrganization', { organization }), left, doc.y, width);
  t.font('regular');
  t.write(say('pdf.relieving.humanResources'), left, doc.y, width);
  doc.moveDown(3);
  t.font('italic').fontSize(8).fillColor('#666666');
  t.write(say('pdf.relieving.footer'), left, doc.y, width, 'center');
  doc.end();
  return done;
}
