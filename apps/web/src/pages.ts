import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type Page = LazyExoticComponent<ComponentType>;

// Every module's screens, found by their place: modules/<module>/pages/<Name>Page.tsx exporting <Name>Page.
// Each file is its own chunk, loaded when its route is first opened; a new module's pages need no list.
const loaders = import.meta.glob<Record<string, ComponentType>>('./modules/*/pages/*Page.tsx');

const PAGE_PATH = /^\.\/modules\/([^/]+)\/pages\/([^/]+)\.tsx$/;

/**
 * The page behind each route-table entry ("module/Page"). A route whose page does not exist yet shows
 * its title and a line saying the section is not yet available.
 */
export const PAGES: Record<string, Page> = Object.fromEntries(
  Object.entries(loaders).flatMap(([path, load]) => {
    const [, module, name] = PAGE_PATH.exec(path) ?? [];
    if (!module || !name) return [];
    const page = lazy(async () => {
      const exports = await load();
      const component = exports[name];
      if (!component) throw new Error(`${path} does not export ${name}`);
      return { default: component };
    });
    return [[`${module}/${name}`, page]];
  }),
);
