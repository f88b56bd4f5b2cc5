import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from '@hrms/shared';
import { describe, expect, it } from 'vitest';
import { PAGES } from './pages';

const modulesDir = join(import.meta.dirname, 'modules');

describe('pages found by their place', () => {
  it('every route of the route table has its page', () => {
    const missing = ROUTES.map((route) => `${route.module}/${route.page}`).filter((key) => !PAGES[key]);
    expect(missing).toEqual([]);
  });

  it('each pages/<Name>Page.tsx exports <Name>Page, the name the route table gives', () => {
    const files = readdirSync(modulesDir).flatMap((module) => {
      const pages = join(modulesDir, module, 'pages');
      try {
        return readdirSync(pages)
          .filter((file) => file.endsWith('Page.tsx'))
          .map((file) => ({ path: join(pages, file), name: file.replace(/\.tsx$/, '') }));
      } catch {
        return [];
      }
    });
    expect(files.length).toBe(Object.keys(PAGES).length);
    const unexported = files.filter(
      ({ path, name }) => !new RegExp(`export (function|const) ${name}\\b`).test(readFileSync(path, 'utf8')),
    );
    expect(unexported).toEqual([]);
  });
});
