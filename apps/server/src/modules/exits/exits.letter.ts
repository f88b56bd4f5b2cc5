import { monthName } from '@hrms/shared';

export type RelievingLetterInput = {
  organizationName: string;
  employeeId: string;
  name: string;
  joiningDate: string;
  lastWorkingDay: string;
  kind: 'RESIGNATION' | 'TERMINATION';
  issuedOn: string;
};

/** "10 January 2027": a letter names its dates in words, whatever the screens' date format. */
const longDate = (isoDate: string) =>
  `${Number(isoDate.slice(8, 10))} ${monthName(Number(isoDate.slice(5, 7)))} ${isoDate.slice(0, 4)}`;

/** The relieving letter of a completed exit as an A4 PDF (pdfkit, as payslips; loaded on the first letter). */
export async function renderRelievingLetter(input: RelievingLetterInput): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const organization = input.organizationName || 'The company';
  const doc = new PDFDocument({ size: 'A4', margin: 60, info: { Title: 'Relieving letter', Author: organization } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text(organization, { align: 'center' });
  doc.moveDown(0.3).font('Helvetica').fontSize(13).text('Relieving letter', { align: 'center' });
  doc.moveDown(2).fontSize(11).text(longDate(input.issuedOn), { align: 'right' });
  doc.moveDown(1).text(`${input.name} (${input.employeeId})`);
  doc.moveDown(1.5);
  const paragraph = (text: string) => doc.text(text, { align: 'justify', lineGap: 3 }).moveDown(1);
  paragraph(
    input.kind === 'RESIGNATION'
      ? `Further to your resignation, which the company accepted, you are relieved of your duties with ${organization} at the close of business on ${longDate(input.lastWorkingDay)}.`
      : `Your employment with ${organization} ended, and you are relieved of your duties at the close of business on ${longDate(input.lastWorkingDay)}.`,
  );
  paragraph(
    `You were employed with us from ${longDate(input.joiningDate)} to ${longDate(input.lastWorkingDay)}. Your exit checklist is complete, and your final settlement is paid with the pay of that month.`,
  );
  paragraph('We thank you for your work with us and wish you well.');
  doc.moveDown(2).font('Helvetica-Bold').text(`For ${organization}`);
  doc.font('Helvetica').text('Human Resources');
  doc
    .moveDown(3)
    .font('Helvetica-Oblique')
    .fontSize(8)
    .fillColor('#666666')
    .text('This is a computer-generated letter and needs no signature.', { align: 'center' });
  doc.end();
  return done;
}
