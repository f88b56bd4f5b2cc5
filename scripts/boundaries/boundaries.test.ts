import { describe, expect, it } from 'vitest';
import { findReaches, importSpecifiers, judgeCycles, type ModuleRoot, type SourceFile, unitEdges } from './boundaries';

const cwd = '/repo';
const roots: ModuleRoot[] = [{ name: 'server', dir: '/repo/src/modules' }];
const file = (path: string, text: string): SourceFile => ({ path: `/repo/src/${path}`, text });

describe('module boundaries', () => {
  it('reads value, type-only, re-export, side-effect and dynamic imports, skipping comment lines', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from '../b/b.types';",
      "export * from './c';",
      "import './d.css';",
      "const e = await import('../e');",
      "type F = typeof import('./f');",
      "// import { g } from './g';",
    ].join('\n');
    expect(importSpecifiers(text).sort()).toEqual(['../b/b.types', '../e', './a', './c', './d.css', './f']);
  });

  it("refuses a module's import of another module's file, type-only included, and accepts its index", () => {
    const files = [
      file('modules/leave/leave.service.ts', "import { employees } from '../employees/employees.tables';"),
      file('modules/leave/leave.kind.ts', "import type { Employee } from '../employees/employees.types';"),
      file('modules/leave/leave.routes.ts', "import { findEmployee } from '../employees';\nimport { x } from './leave.service';"),
      file('modules/employees/index.ts', "export { employees } from './employees.tables';"),
      file('modules/employees/employees.tables.ts', ''),
      file('modules/employees/employees.types.ts', ''),
    ];
    expect(findReaches(files, roots, cwd).map((reach) => [reach.file, reach.specifier])).toEqual([
      ['src/modules/leave/leave.service.ts', '../employees/employees.tables'],
      ['src/modules/leave/leave.kind.ts', '../employees/employees.types'],
    ]);
  });

  it("lets a test use another module's test support, and nothing else", () => {
    const files = [
      file('modules/leave/leave.routes.test.ts', "import { upload } from '../documents/documents.test-support';"),
      file('modules/leave/leave.service.ts', "import { upload } from '../documents/documents.test-support';"),
      file('modules/documents/documents.test-support.ts', ''),
    ];
    expect(findReaches(files, roots, cwd).map((reach) => reach.file)).toEqual(['src/modules/leave/leave.service.ts']);
  });

  it("lets a table reference another module's table for a foreign key, and only a table", () => {
    const files = [
      file('modules/leave/leave.tables.ts', "import { employees } from '../employees/employees.tables';"),
      file('modules/leave/leave.repository.ts', "import { employees } from '../employees/employees.tables';"),
      file('modules/employees/employees.tables.ts', ''),
    ];
    expect(findReaches(files, roots, cwd).map((reach) => reach.file)).toEqual(['src/modules/leave/leave.repository.ts']);
  });

  it('finds a cycle between modules made of type-only imports, and one through a file outside the modules', () => {
    const files = [
      file('modules/leave/index.ts', "import type { Employee } from '../employees';"),
      file('modules/employees/index.ts', "import type { LeaveRequest } from '../leave';"),
      file('modules/jobs/index.ts', "import type { Deps } from '../../lib/deps';"),
      file('lib/deps.ts', "import type { JobQueue } from '../modules/jobs';"),
    ];
    const { cycles } = judgeCycles(unitEdges(files, roots, cwd), []);
    expect(cycles.map((cycle) => cycle.units)).toEqual([
      ['server:employees', 'server:leave'],
      ['server:jobs', 'src/lib/deps.ts'],
    ]);
  });

  it('leaves tests out of cycles, since they may import the whole app', () => {
    const files = [
      file('app.ts', "import { leave } from './modules/leave';"),
      file('modules/leave/index.ts', ''),
      file('modules/leave/leave.routes.test.ts', "import { buildApp } from '../../app';"),
    ];
    expect(judgeCycles(unitEdges(files, roots, cwd), []).cycles).toEqual([]);
  });

  it('tolerates an allowed edge and reports an allowance that no longer closes a cycle', () => {
    const files = [
      file('modules/leave/index.ts', "import { a } from '../payroll';"),
      file('modules/payroll/index.ts', "import { b } from '../leave';"),
    ];
    const allowed = [
      { from: 'server:leave', to: 'server:payroll', why: 'waiting' },
      { from: 'server:jobs', to: 'server:mail', why: 'gone' },
    ];
    const verdict = judgeCycles(unitEdges(files, roots, cwd), allowed);
    expect(verdict.cycles).toEqual([]);
    expect(verdict.staleAllowances.map((a) => a.why)).toEqual(['gone']);
  });
});
