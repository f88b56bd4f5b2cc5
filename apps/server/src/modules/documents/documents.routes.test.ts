import { DOCUMENT_MESSAGES } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, STRANGER, useTestApp } from '../../test/helpers';
import { multipart, PDF, PNG, pngOfSize, TEXT } from './documents.test-support';
import { urlSigner } from './documents.urls';

const t = useTestApp();

type UploadQuery = { organizationId?: string; employeeId?: string; fileName?: string; category?: string };
function upload(who: string, query: UploadQuery, file?: { content: Buffer; filename?: string; contentType?: string }) {
  const q = new URLSearchParams({ organizationId: 'ORG1', ...query } as Record<string, string>);
  const body = multipart(
    file
      ? [
          {
            name: 'file',
            filename: file.filename ?? 'picture.png',
            content: file.content,
            contentType: file.contentType ?? 'image/png',
          },
        ]
      : [],
  );
  return t.call(who, { method: 'POST', url: `/hrmsapplication/documents/upload?${q}`, ...body });
}
const idCard = (employeeId: string, fileName = 'My photo') => ({ employeeId, fileName, category: 'ID_CARD' });
const picture = (who: string, kind: 'profile-pic' | 'id-card-pic', employeeId: string, organizationId = 'ORG1') =>
  t.call(who, {
    method: 'GET',
    url: `/hrmsapplication/documents/${kind}?organizationId=${organizationId}&employeeId=${employeeId}`,
  });
const fetchAddress = (address: string) => t.app.inject({ method: 'GET', url: address });
const list = (who: string, employeeId: string, category = 'EXPERIENCE', organizationId = 'ORG1') =>
  t.call(who, {
    method: 'GET',
    url: `/hrmsapplication/documents/list?organizationId=${organizationId}&employeeId=${employeeId}&category=${category}`,
  });

describe('POST documents/upload', () => {
  it('lets an employee upload their own ID-card picture and answers a plain-string address', async () => {
    const res = await upload(EMPLOYEE, idCard(EMPLOYEE), { content: PNG });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(
      /^http:\/\/localhost:80\/hrmsapplication\/documents\/file\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+$/,
    );
  });

  it('builds absolute picture addresses from PUBLIC_URL when it is set', async () => {
    t.config.publicUrl = 'https://hr.example.com';
    try {
      const res = await upload(EMPLOYEE, idCard(EMPLOYEE), { content: PNG });
      expect(res.body).toMatch(/^https:\/\/hr\.example\.com\/hrmsapplication\/documents\/file\//);
      expect((await picture(EMPLOYEE, 'id-card-pic', EMPLOYEE)).body).toMatch(/^https:\/\/hr\.example\.com\//);
    } finally {
      t.config.publicUrl = undefined;
    }
  });

  it('serves the returned address without a token, with the sniffed type and safe headers', async () => {
    const address = (await upload(EMPLOYEE, idCard(EMPLOYEE, 'Ananya ID'), { content: PNG })).body;
    const file = await fetchAddress(address);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="Ananya ID\.png"/);
    expect(file.headers['cache-control']).toBe('private, max-age=300');
    expect(file.headers['content-security-policy']).toContain("default-src 'none'");
    // CORS_ORIGINS names another origin (in the test config), so that client may show the picture
    expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('shows the newest picture through id-card-pic and replaces the previous one', async () => {
    const first = (await upload(EMPLOYEE, idCard(EMPLOYEE, 'first'), { content: PNG })).body;
    const second = (await upload(EMPLOYEE, idCard(EMPLOYEE, 'second'), { content: pngOfSize(500) })).body;
    const current = await picture(EMPLOYEE, 'id-card-pic', EMPLOYEE);
    expect(current.statusCode).toBe(200);
    expect(current.headers['content-type']).toContain('text/plain');
    expect(current.body.split('?')[0]).toBe(second.split('?')[0]);
    expect((await fetchAddress(first)).statusCode).toBe(404);
    expect((await fetchAddress(current.body)).rawPayload.length).toBe(500);
  });

  it('lets an admin upload a profile picture for an employee', async () => {
    const res = await upload(ADMIN, { employeeId: EMPLOYEE, fileName: 'Portrait', category: 'PROFILE_PIC' }, { content: PNG });
    expect(res.statusCode).toBe(200);
    expect((await picture(EMPLOYEE, 'profile-pic', EMPLOYEE)).statusCode).toBe(200);
  });

  it.each([
    [MANAGER, 'their manager'],
    [HR, 'their HR'],
    [STRANGER, 'a colleague'],
  ])("refuses %s (%s) uploading another employee's picture with 403", async (who) => {
    const res = await upload(who, idCard(EMPLOYEE), { content: PNG });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(DOCUMENT_MESSAGES.uploadDenied);
  });

  it('keeps experience documents for admins: images or PDFs, listed newest first', async () => {
    const employee = await upload(
      EMPLOYEE,
      { employeeId: EMPLOYEE, fileName: 'Letter', category: 'EXPERIENCE' },
      { content: PDF },
    );
    expect(employee.statusCode).toBe(403);
    expect(employee.json().message).toBe(DOCUMENT_MESSAGES.experienceAdminOnly);
    const pdf = await upload(
      ADMIN,
      { employeeId: EMPLOYEE, fileName: 'Old employer letter', category: 'EXPERIENCE' },
      {
        content: PDF,
        filename: 'letter.pdf',
        contentType: 'application/pdf',
      },
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.body).toMatch(/^\/hrmsapplication\/documents\/download\/[0-9a-f-]{36}$/);
    expect((await fetchAddress(pdf.body)).statusCode).toBe(401);
    const file = await t.call(ADMIN, { method: 'GET', url: pdf.body });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Old employer letter\.pdf"/);
    expect(file.headers['cache-control']).toBe('private, no-store');
    const text = await upload(ADMIN, { employeeId: EMPLOYEE, fileName: 'Notes', category: 'EXPERIENCE' }, { content: TEXT });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(DOCUMENT_MESSAGES.experienceTypes);
  });

  it('refuses another organisation: 403 for a foreign organizationId, 404 for an employee of another tenant', async () => {
    const foreignOrg = await upload(OTHER_ADMIN, idCard(EMPLOYEE), { content: PNG });
    expect(foreignOrg.statusCode).toBe(403);
    const q = new URLSearchParams({ organizationId: 'ORG2', ...idCard(EMPLOYEE) });
    const res = await t.call(OTHER_ADMIN, { method: 'POST', url: `/hrmsapplication/documents/upload?${q}`, ...multipart([]) });
    expect(res.statusCode).toBe(404);
    const ownButWrongOrg = await upload(EMPLOYEE, { ...idCard(EMPLOYEE), organizationId: 'ORG2' }, { content: PNG });
    expect(ownButWrongOrg.statusCode).toBe(403);
  });

  it("refuses text bytes named .png (the type is sniffed): 'Please select an image file (e.g., .png, .jpg, .jpeg).'", async () => {
    const res = await upload(EMPLOYEE, idCard(EMPLOYEE), { content: TEXT, filename: 'fake.png', contentType: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Please select an image file (e.g., .png, .jpg, .jpeg).',
      detail: DOCUMENT_MESSAGES.imageOnly,
      errors: { file: DOCUMENT_MESSAGES.imageOnly },
    });
    const pdfAsPicture = await upload(EMPLOYEE, idCard(EMPLOYEE), { content: PDF, filename: 'x.jpg', contentType: 'image/jpeg' });
    expect(pdfAsPicture.json().message).toBe(DOCUMENT_MESSAGES.imageOnly);
  });

  it("refuses a picture over 2 MB: 'file should be 2 MB.' (400, or 413 beyond the 5 MB request limit)", async () => {
    const justOver = await upload(EMPLOYEE, idCard(EMPLOYEE), { content: pngOfSize(2_097_153) });
    expect(justOver.statusCode).toBe(400);
    expect(justOver.json().message).toBe('file should be 2 MB.');
    const exactly = await upload(EMPLOYEE, idCard(EMPLOYEE), { content: pngOfSize(2_097_152) });
    expect(exactly.statusCode).toBe(200);
    const huge = await upload(EMPLOYEE, idCard(EMPLOYEE), { content: pngOfSize(6 * 1_048_576) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(DOCUMENT_MESSAGES.tooLarge);
  });

  it("asks for both a file and a file name: 'Please fill in all fields and upload a file.'", async () => {
    const noFile = await upload(EMPLOYEE, idCard(EMPLOYEE));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Please fill in all fields and upload a file.');
    const noName = await upload(EMPLOYEE, { employeeId: EMPLOYEE, category: 'ID_CARD' }, { content: PNG });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ message: DOCUMENT_MESSAGES.fillAll, errors: { fileName: DOCUMENT_MESSAGES.fillAll } });
    const empty = await upload(EMPLOYEE, idCard(EMPLOYEE), { content: Buffer.alloc(0) });
    expect(empty.json().message).toBe(DOCUMENT_MESSAGES.fillAll);
    const json = await t.call(EMPLOYEE, {
      method: 'POST',
      url: `/hrmsapplication/documents/upload?${new URLSearchParams({ organizationId: 'ORG1', ...idCard(EMPLOYEE) })}`,
      payload: {},
    });
    expect(json.json().message).toBe(DOCUMENT_MESSAGES.fillAll);
  });

  it('writes an audit row with the file facts but never the bytes', async () => {
    const address = (await upload(HR, idCard(HR, 'Audited'), { content: PNG })).body;
    const documentId = address.split('/').at(-1)!.split('?')[0]!;
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'document'), eq(auditLog.entityId, documentId)));
    expect(row).toMatchObject({ actorId: HR, action: 'create', organizationId: 'ORG1' });
    expect(row!.after).toEqual({
      employeeId: HR,
      category: 'ID_CARD',
      fileName: 'Audited',
      mimeType: 'image/png',
      size: PNG.length,
    });
  });
});

describe('GET documents/profile-pic and documents/id-card-pic', () => {
  it('answers 200 with an empty body when no picture was uploaded', async () => {
    for (const kind of ['profile-pic', 'id-card-pic'] as const) {
      const res = await picture(ONBOARDING, kind, ONBOARDING);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('');
    }
  });

  it("shows a colleague's seeded picture to anyone of the organisation, as a fetchable PNG", async () => {
    const res = await picture(STRANGER, 'id-card-pic', ADMIN);
    expect(res.statusCode).toBe(200);
    const file = await fetchAddress(res.body);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('refuses another tenant: 403 for its organizationId, 404 for an unknown employee in its own', async () => {
    expect((await picture(OTHER_ADMIN, 'profile-pic', ADMIN)).statusCode).toBe(403);
    expect((await picture(OTHER_ADMIN, 'profile-pic', ADMIN, 'ORG2')).statusCode).toBe(404);
  });
});

describe('GET documents/file/{id} (signed addresses)', () => {
  it('refuses a tampered signature, a missing one, an expired address and another document with 403', async () => {
    const address = (await picture(EMPLOYEE, 'id-card-pic', ADMIN)).body;
    const url = new URL(address, 'http://x');
    const documentId = url.pathname.split('/').at(-1)!;
    const signature = url.searchParams.get('signature')!;
    const expires = url.searchParams.get('expires')!;
    const tampered = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const bad = [
      `${url.pathname}?expires=${expires}&signature=${tampered}`,
      `${url.pathname}?expires=${Number(expires) + 600}&signature=${signature}`,
      `${url.pathname}?expires=${expires}`,
      `${url.pathname}`,
      address.replace(documentId, '00000000-0000-4000-a000-000000000000'),
      urlSigner(t.config.secretKey).sign(documentId, new Date(Date.now() - 3 * 3600_000)),
    ];
    for (const candidate of bad) {
      const res = await fetchAddress(candidate);
      expect(res.statusCode, candidate).toBe(403);
      expect(res.json().message).toBe(DOCUMENT_MESSAGES.linkInvalid);
    }
    expect((await fetchAddress(address)).statusCode).toBe(200);
  });

  it('keeps one address for a few minutes (cacheable), never an hour', async () => {
    const a = await picture(EMPLOYEE, 'id-card-pic', ADMIN);
    const b = await picture(EMPLOYEE, 'id-card-pic', ADMIN);
    expect(a.body).toBe(b.body);
    const lifetime = Number(new URL(a.body).searchParams.get('expires')) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThanOrEqual(300 - 5);
    expect(lifetime).toBeLessThanOrEqual(600 + 5);
  });

  it('opens only pictures by a signed link; any other document needs a session', async () => {
    const [letter] = (await list(ADMIN, 'HRMS27')).json();
    const signed = urlSigner(t.config.secretKey).sign(letter.documentId);
    const res = await fetchAddress(signed);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(DOCUMENT_MESSAGES.linkInvalid);
  });
});

describe('GET documents/list', () => {
  it('lists the experience documents of an employee with their file names', async () => {
    const res = await list(ADMIN, 'HRMS27');
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.map((r: { fileName: string }) => r.fileName).sort()).toEqual([
      'Tech Mahindra experience letter',
      'Wipro Technologies experience letter',
    ]);
    expect(rows[0]).toEqual({
      documentId: expect.any(String),
      fileName: expect.any(String),
      category: 'EXPERIENCE',
      mimeType: 'application/pdf',
      size: expect.any(Number),
      uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      url: `/hrmsapplication/documents/download/${rows[0].documentId}`,
    });
    expect((await fetchAddress(rows[0].url)).statusCode).toBe(401);
    const file = await t.call('HRMS27', { method: 'GET', url: rows[0].url });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('lets the employee, their manager and their HR see the list; nobody else', async () => {
    expect((await list('HRMS27', 'HRMS27')).statusCode).toBe(200);
    expect((await list(MANAGER, 'HRMS27')).statusCode).toBe(200);
    expect((await list(HR, 'HRMS27')).statusCode).toBe(200);
    const stranger = await list(STRANGER, 'HRMS27');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('Access denied to view documents');
    expect((await list(OTHER_ADMIN, 'HRMS27')).statusCode).toBe(403);
    expect((await list(OTHER_ADMIN, 'HRMS27', 'EXPERIENCE', 'ORG2')).statusCode).toBe(404);
    const [letter] = (await list(ADMIN, 'HRMS27')).json();
    const download = (who: string) => t.call(who, { method: 'GET', url: letter.url });
    expect((await download(MANAGER)).statusCode).toBe(200);
    expect((await download(STRANGER)).statusCode).toBe(403);
    expect((await download(OTHER_ADMIN)).statusCode).toBe(404);
  });

  it('answers an empty array when there are none', async () => {
    const res = await list(ONBOARDING, ONBOARDING);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents the upload, file and onboarding calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/hrmsapplication/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/documents/upload',
      '/documents/file/{documentId}',
      '/documents/download/{documentId}',
      '/documents/onboarding',
      '/documents/onboarding/{employeeId}',
    ]) {
      expect(paths).toContain(`/hrmsapplication${path}`);
    }
  });
});
