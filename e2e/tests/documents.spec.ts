import { DOCUMENT_MESSAGES } from '@hrms/shared';
import { expect, type Page, test } from '@playwright/test';
import { loginAs } from './support';
import { solidPng } from './support-files';

const fileField = (page: Page, name: string) => page.locator(`input[type="file"][name="${name}"]`);

test.describe
  .serial('documents', () => {
    test('an employee sets the ID-card picture from the header; bad files are refused with the spec messages', async ({
      page,
    }) => {
      await loginAs(page, 'HRMS4');
      const headerPicture = page.getByRole('button', { name: 'Upload ID card picture' });
      await headerPicture.click();
      const dialog = page.getByRole('dialog', { name: 'Upload ID card picture' });
      await expect(dialog).toBeVisible();
      const input = dialog.locator('input[type="file"]');

      await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
      await expect(dialog.getByRole('alert')).toHaveText(DOCUMENT_MESSAGES.imageOnly);

      const oversized = Buffer.concat([solidPng([0, 0, 0]), Buffer.alloc(2_097_152)]);
      await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: oversized });
      await expect(dialog.getByRole('alert')).toHaveText(DOCUMENT_MESSAGES.tooLarge);

      await dialog.getByRole('button', { name: 'Upload' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(DOCUMENT_MESSAGES.fillAll);

      await input.setInputFiles({ name: 'ananya.png', mimeType: 'image/png', buffer: solidPng([37, 99, 235]) });
      await expect(dialog.getByLabel('File name')).toHaveValue('ananya');
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await expect(page.getByText(DOCUMENT_MESSAGES.uploaded)).toBeVisible();
      await expect(dialog).toBeHidden();

      const img = headerPicture.locator('img');
      await expect(img).toHaveAttribute(
        'src',
        /^http:\/\/localhost:\d+\/hrmsapplication\/documents\/file\/[^?]+\?expires=\d+&signature=/,
      );
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(24);

      await page.reload();
      await expect(page.getByRole('button', { name: 'Upload ID card picture' }).locator('img')).toHaveAttribute(
        'src',
        /documents\/file/,
      );
    });

    test('a new joiner reaches their onboarding page and hands in documents (higher education required first)', async ({
      page,
    }, testInfo) => {
      // a first attempt may have handed them in already (each file replaces its field's): the empty state
      // and the missing-degree rule hold only while nothing is on file
      const nothingOnFile = testInfo.retry === 0;
      await loginAs(page, 'HRMS5');
      await expect(page).toHaveURL(/\/Onboarding\/Dashboard$/);
      await page.getByRole('link', { name: 'PersonalDetails' }).click();
      await expect(page).toHaveURL(/\/Onboarding\/personalDetails\/HRMS5$/);
      await expect(page.getByRole('heading', { name: 'Welcome, Vikram!' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Review your personal details' })).toHaveAttribute(
        'href',
        '/personalDetails/HRMS5',
      );
      if (nothingOnFile) await expect(page.getByText('You have not handed in any documents yet.')).toBeVisible();

      await page.getByLabel('Aadhar name').fill('Vikram Singh');
      await page.getByLabel('Aadhar number').fill('123');
      await page.getByLabel('PAN name').fill('Vikram Singh');
      await page.getByLabel('PAN number').fill('ABCPV1234K');
      await page.getByRole('button', { name: 'Submit' }).click();
      if (nothingOnFile) await expect(page.getByText(DOCUMENT_MESSAGES.higherEducationRequired, { exact: true })).toBeVisible();
      await expect(page.getByText('Aadhar number must be exactly 12 digits.')).toBeVisible();

      await page.getByLabel('Aadhar number').fill('234567890123');
      await fileField(page, 'sscFile').setInputFiles({ name: 'ssc.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
      await fileField(page, 'higherEducationFile').setInputFiles({
        name: 'btech-degree.png',
        mimeType: 'image/png',
        buffer: solidPng([16, 185, 129]),
      });
      await fileField(page, 'aadharDocument').setInputFiles({
        name: 'aadhar.png',
        mimeType: 'image/png',
        buffer: solidPng([230, 236, 245]),
      });
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText(DOCUMENT_MESSAGES.onboardingTypes, { exact: true })).toBeVisible();
      await expect(page.getByText(DOCUMENT_MESSAGES.higherEducationRequired, { exact: true })).toBeHidden();

      await fileField(page, 'sscFile').setInputFiles({
        name: 'ssc-marks.png',
        mimeType: 'image/png',
        buffer: solidPng([245, 236, 220]),
      });
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText(DOCUMENT_MESSAGES.onboardingSubmitted)).toBeVisible();

      const handedIn = page.getByTestId('onboarding-submission');
      await expect(handedIn.getByRole('button', { name: 'Download btech-degree.png' })).toBeVisible();
      await expect(handedIn.getByRole('button', { name: 'Download aadhar.png' })).toBeVisible();
      await expect(handedIn.getByText('********0123')).toBeVisible();
      await expect(page.getByText('On file: btech-degree.png')).toBeVisible();

      await page.goto('/Onboarding/personalDetails/HRMS4');
      await expect(page).toHaveURL(/\/Onboarding\/personalDetails\/HRMS5$/);
    });

    test('HR sees the new joiner submission on /onboardingDocuments and downloads a file with the session', async ({ page }) => {
      await loginAs(page, 'HRMS2');
      await page.goto('/onboardingDocuments');
      await expect(page.getByTestId('header-title')).toHaveText('Documents');
      const table = page.getByTestId('onboarding-submissions');
      const row = table.getByRole('row', { name: /HRMS5/ });
      await expect(row).toContainText('Vikram Singh');
      await expect(row).toContainText('3 files');
      await row.getByRole('button', { name: 'View HRMS5' }).click();

      const dialog = page.getByRole('dialog', { name: 'Vikram Singh (HRMS5)' });
      await expect(dialog.getByText('234567890123')).toBeVisible();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Download btech-degree.png' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('btech-degree.png');
      expect((await download.createReadStream()) !== null).toBe(true);
      // national IDs are never served to a bare link: without the session the download address is refused
      const listed = await page.evaluate(async () => {
        const res = await fetch('/hrmsapplication/documents/onboarding/HRMS5', {
          headers: { Authorization: `Bearer ${localStorage.getItem('Token')}` },
        });
        return (await res.json()).files[0].url as string;
      });
      expect((await page.request.get(listed)).status()).toBe(401);
    });
  });
