// Renders the app's PNG icons (home-screen, maskable, Apple touch) from the logo with the system Chromium:
//   node scripts/make-icons.mjs
import { chromium } from '@playwright/test';

const out = new URL('../apps/web/public/', import.meta.url).pathname;
// maskable icons are cropped to a circle by some launchers: full-bleed colour, the text inside the safe zone
const logo = (size, maskable) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
<rect width="32" height="32" rx="${maskable ? 0 : 7}" fill="#1c7ed6"/>
<text x="16" y="${maskable ? 19.5 : 21}" font-family="Arial,sans-serif" font-size="${maskable ? 9 : 12}" font-weight="700" fill="#fff" text-anchor="middle">HR</text></svg>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage();
for (const [file, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<body style="margin:0;background:transparent">${logo(size, maskable)}</body>`);
  await page.locator('svg').screenshot({ path: `${out}${file}`, omitBackground: true });
}
await browser.close();
