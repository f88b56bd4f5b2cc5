import { type FormulaNode, FormulaSyntaxError, formulaNames, parseFormula } from './formula';
import { FORMULA_VARIABLES, PAYROLL_ENGINE_MESSAGES as M } from './messages';
import type { FieldError, SalaryComponent } from './types';

export const COMPONENT_CODE_PATTERN = /^[A-Z][A-Z0-9_]{0,29}$/;
/** The lines the engine adds itself (BEYOND §B5, §B7); a component may not take their codes. */
export const STATUTORY_LINE_CODES = [
  'PF_EE',
  'PF_ER_EPS',
  'PF_ER_EPF',
  'ESI_EE',
  'ESI_ER',
  'PT',
  'TDS',
  'LEAVE_ENCASHMENT',
  'EXPENSE',
] as const;
export const RESERVED_COMPONENT_CODES: readonly string[] = [...FORMULA_VARIABLES, ...STATUTORY_LINE_CODES];
const VARIABLES: ReadonlySet<string> = new Set(FORMULA_VARIABLES);

export interface CheckedStructure {
  errors: FieldError[];
  /** codes in evaluation order (each after the components its formula uses) */
  order: string[];
  /** the parsed formula of each component whose formula parses */
  formulas: Map<string, FormulaNode>;
}

/** Checks a structure and orders it by dependencies; the same as checkStructure, plus the parsed formulas. */
export function analyseStructure(components: SalaryComponent[]): CheckedStructure {
  const errors: FieldError[] = [];
  const formulas = new Map<string, FormulaNode>();
  const dependencies = new Map<string, string[]>();
  if (components.length === 0) errors.push({ field: 'components', message: M.componentsRequired });

  const codes = new Set<string>();
  components.forEach((component, index) => {
    const code = component.code;
    const field = `components[${index}].code`;
    if (!COMPONENT_CODE_PATTERN.test(code)) errors.push({ field, message: M.codeFormat(code) });
    else if (RESERVED_COMPONENT_CODES.includes(code)) errors.push({ field, message: M.reservedCode(code) });
    else if (codes.has(code)) errors.push({ field, message: M.duplicateCode(code) });
    codes.add(code);
  });

  components.forEach((component, index) => {
    const { code } = component;
    const field = `components[${index}].formula`;
    if (formulas.has(code)) return; // a duplicate, reported above
    if (!component.formula.trim()) {
      errors.push({ field, message: M.formulaRequired(code) });
      return;
    }
    let tree: FormulaNode;
    try {
      tree = parseFormula(component.formula);
    } catch (error) {
      if (!(error instanceof FormulaSyntaxError)) throw error;
      errors.push({ field, message: M.syntax(code, error.detail, error.position) });
      return;
    }
    const names = formulaNames(tree);
    const unknown = names.filter((name) => !VARIABLES.has(name) && !codes.has(name));
    for (const name of unknown) errors.push({ field, message: M.unknownName(code, name) });
    formulas.set(code, tree);
    dependencies.set(
      code,
      names.filter((name) => codes.has(name)),
    );
  });

  // Dependency order, stable: repeatedly the first component (as listed) whose references are all placed.
  const order: string[] = [];
  const placed = new Set<string>();
  const pending = components.map((component) => component.code).filter((code, i, all) => all.indexOf(code) === i);
  let progress = true;
  while (progress) {
    progress = false;
    for (const code of pending) {
      if (placed.has(code)) continue;
      if ((dependencies.get(code) ?? []).every((dependency) => placed.has(dependency))) {
        placed.add(code);
        order.push(code);
        progress = true;
        break;
      }
    }
  }

  // What could not be placed waits on a cycle; name each component that is on one, with the cycle.
  for (const code of pending) {
    if (placed.has(code)) continue;
    const path = cycleThrough(code, dependencies);
    if (path) {
      const index = components.findIndex((component) => component.code === code);
      errors.push({ field: `components[${index}].formula`, message: M.cycle(code, path) });
    }
  }
  return { errors, order, formulas };
}

/** The shortest path code → … → code along formula references, if there is one. */
function cycleThrough(start: string, dependencies: Map<string, string[]>): string[] | null {
  const previous = new Map<string, string>();
  const queue: string[] = [start];
  while (queue.length > 0) {
    const current = queue.shift() as string;
    for (const next of dependencies.get(current) ?? []) {
      if (next === start) {
        const path = [start];
        for (let at: string | undefined = current; at !== undefined && at !== start; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

const analysedByArray = new WeakMap<SalaryComponent[], CheckedStructure>();
const analysedByText = new Map<string, CheckedStructure>();
const TEXT_CACHE_SIZE = 500;

/**
 * analyseStructure, remembered: a pay run computes many people on a few structures, so each structure's
 * formulas are parsed once (by the array given, else by its codes, kinds and formulas). Callers must not
 * change the result.
 */
export function analyseStructureOnce(components: SalaryComponent[]): CheckedStructure {
  const known = analysedByArray.get(components);
  if (known) return known;
  const key = JSON.stringify(components.map(({ code, kind, formula }) => [code, kind, formula]));
  let analysed = analysedByText.get(key);
  if (!analysed) {
    analysed = analyseStructure(components);
    if (analysedByText.size >= TEXT_CACHE_SIZE) analysedByText.clear();
    analysedByText.set(key, analysed);
  }
  analysedByArray.set(components, analysed);
  return analysed;
}

/** BEYOND §B5: errors naming the component (unknown name, cycle, syntax, duplicate code) and the evaluation order. */
export function checkStructure(components: SalaryComponent[]): { errors: FieldError[]; order: string[] } {
  const { errors, order } = analyseStructure(components);
  return { errors, order };
}
