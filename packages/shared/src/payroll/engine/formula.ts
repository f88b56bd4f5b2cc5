import {
  add,
  compare,
  div,
  fromDecimal,
  fromInt,
  max,
  min,
  mul,
  neg,
  ONE,
  type Rational,
  roundHalfUp,
  sub,
  ZERO,
} from './rational';

/**
 * The formula language of BEYOND §B5, parsed by hand (never eval): numbers, names, `+ - * / ( )`,
 * `< <= > >= ==` (1 when true, 0 when false; one comparison per level, not chained), `min(a,b)`,
 * `max(a,b)`, `round(x)` (half up), `if(cond, a, b)` (a when cond ≠ 0). A leading `-` negates.
 * Precedence, lowest first: comparison, + -, * /, unary -.
 */
export type FormulaNode =
  | { type: 'number'; value: Rational }
  | { type: 'name'; name: string; position: number }
  | { type: 'negate'; operand: FormulaNode }
  | { type: 'binary'; operator: BinaryOperator; left: FormulaNode; right: FormulaNode }
  | { type: 'call'; fn: FormulaFunction; args: FormulaNode[] };

export type BinaryOperator = '+' | '-' | '*' | '/' | '<' | '<=' | '>' | '>=' | '==';
export type FormulaFunction = 'min' | 'max' | 'round' | 'if';
const ARITY: Record<FormulaFunction, number> = { min: 2, max: 2, round: 1, if: 3 };
const COMPARISONS = new Set(['<', '<=', '>', '>=', '==']);
/** Deeper nesting than this is refused (a formula is a line of a salary, not a program; keeps the stack safe). */
export const FORMULA_MAX_DEPTH = 50;

/** A syntax error with the 1-based character where it was found. */
export class FormulaSyntaxError extends Error {
  constructor(
    readonly detail: string,
    readonly position: number,
  ) {
    super(`${detail} at character ${position}`);
  }
}

type Token =
  | { kind: 'number'; text: string; position: number }
  | { kind: 'name'; text: string; position: number }
  | { kind: 'symbol'; text: string; position: number }
  | { kind: 'end'; text: ''; position: number };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < source.length) {
    const char = source[index] as string;
    const position = index + 1;
    if (/\s/.test(char)) {
      index++;
      continue;
    }
    const rest = source.slice(index);
    const number = /^\d+(?:\.\d+)?/.exec(rest);
    if (number) {
      if (/^[A-Za-z_.]/.test(rest.slice(number[0].length))) {
        throw new FormulaSyntaxError(`"${rest.slice(0, number[0].length + 1)}" is not a number`, position);
      }
      tokens.push({ kind: 'number', text: number[0], position });
      index += number[0].length;
      continue;
    }
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(rest);
    if (name) {
      tokens.push({ kind: 'name', text: name[0], position });
      index += name[0].length;
      continue;
    }
    const symbol = /^(<=|>=|==|[-+*/(),<>])/.exec(rest);
    if (symbol) {
      tokens.push({ kind: 'symbol', text: symbol[0], position });
      index += symbol[0].length;
      continue;
    }
    throw new FormulaSyntaxError(`"${char}" is not allowed`, position);
  }
  tokens.push({ kind: 'end', text: '', position: source.length + 1 });
  return tokens;
}

const describe = (token: Token): string => (token.kind === 'end' ? 'the formula ends too early' : `unexpected "${token.text}"`);

/** Parses a formula into its tree; throws FormulaSyntaxError. */
export function parseFormula(source: string): FormulaNode {
  const tokens = tokenize(source);
  let at = 0;
  const peek = (): Token => tokens[at] as Token;
  const next = (): Token => tokens[at++] as Token;
  const isSymbol = (text: string): boolean => peek().kind === 'symbol' && peek().text === text;
  const expect = (text: string): void => {
    if (!isSymbol(text)) throw new FormulaSyntaxError(`${describe(peek())}, expected "${text}"`, peek().position);
    next();
  };

  let depth = 0;
  function comparison(): FormulaNode {
    if (++depth > FORMULA_MAX_DEPTH) throw new FormulaSyntaxError(`nested more than ${FORMULA_MAX_DEPTH} deep`, peek().position);
    try {
      return comparisonAtDepth();
    } finally {
      depth--;
    }
  }
  function comparisonAtDepth(): FormulaNode {
    const left = additive();
    if (peek().kind === 'symbol' && COMPARISONS.has(peek().text)) {
      const operator = next().text as BinaryOperator;
      const right = additive();
      if (peek().kind === 'symbol' && COMPARISONS.has(peek().text)) {
        throw new FormulaSyntaxError(`comparisons cannot be chained ("${peek().text}")`, peek().position);
      }
      return { type: 'binary', operator, left, right };
    }
    return left;
  }
  function additive(): FormulaNode {
    let node = term();
    while (isSymbol('+') || isSymbol('-')) {
      const operator = next().text as BinaryOperator;
      node = { type: 'binary', operator, left: node, right: term() };
    }
    return node;
  }
  function term(): FormulaNode {
    let node = unary();
    while (isSymbol('*') || isSymbol('/')) {
      const operator = next().text as BinaryOperator;
      node = { type: 'binary', operator, left: node, right: unary() };
    }
    return node;
  }
  function unary(): FormulaNode {
    let negations = 0;
    while (isSymbol('-')) {
      next();
      negations++;
    }
    const node = primary();
    return negations % 2 === 1 ? { type: 'negate', operand: node } : node; // −(−x) = x
  }
  function primary(): FormulaNode {
    const token = next();
    if (token.kind === 'number') return { type: 'number', value: fromDecimal(token.text) };
    if (token.kind === 'name') {
      if (!isSymbol('(')) return { type: 'name', name: token.text, position: token.position };
      if (!(token.text in ARITY)) throw new FormulaSyntaxError(`"${token.text}" is not a function`, token.position);
      const fn = token.text as FormulaFunction;
      next();
      const args: FormulaNode[] = [];
      if (!isSymbol(')')) {
        args.push(comparison());
        while (isSymbol(',')) {
          next();
          args.push(comparison());
        }
      }
      expect(')');
      const arity = ARITY[fn];
      if (args.length !== arity) {
        throw new FormulaSyntaxError(
          `${fn} takes ${arity} argument${arity === 1 ? '' : 's'}, not ${args.length}`,
          token.position,
        );
      }
      return { type: 'call', fn, args };
    }
    if (token.kind === 'symbol' && token.text === '(') {
      const inner = comparison();
      expect(')');
      return inner;
    }
    throw new FormulaSyntaxError(describe(token), token.position);
  }

  const tree = comparison();
  if (peek().kind !== 'end') throw new FormulaSyntaxError(describe(peek()), peek().position);
  return tree;
}

/** The names a formula refers to, in order of first use. */
export function formulaNames(node: FormulaNode): string[] {
  const names = new Set<string>();
  const walk = (current: FormulaNode): void => {
    if (current.type === 'name') names.add(current.name);
    else if (current.type === 'negate') walk(current.operand);
    else if (current.type === 'binary') {
      walk(current.left);
      walk(current.right);
    } else if (current.type === 'call') current.args.forEach(walk);
  };
  walk(node);
  return [...names];
}

const truth = (value: boolean): Rational => (value ? ONE : ZERO);

/**
 * The exact value of a formula; `lookup` gives each name's value. `if` evaluates only the branch taken,
 * so `if(LOP_DAYS > 0, X / LOP_DAYS, 0)` never divides by zero. Division by zero throws DivisionByZeroError.
 */
export function evaluateFormula(node: FormulaNode, lookup: (name: string) => Rational): Rational {
  const evaluate = (current: FormulaNode): Rational => {
    switch (current.type) {
      case 'number':
        return current.value;
      case 'name':
        return lookup(current.name);
      case 'negate':
        return neg(evaluate(current.operand));
      case 'call': {
        const [first, second, third] = current.args as [FormulaNode, FormulaNode, FormulaNode];
        if (current.fn === 'if') return compare(evaluate(first), ZERO) !== 0 ? evaluate(second) : evaluate(third);
        if (current.fn === 'round') return fromInt(roundHalfUp(evaluate(first)));
        return current.fn === 'min' ? min(evaluate(first), evaluate(second)) : max(evaluate(first), evaluate(second));
      }
      case 'binary': {
        const [left, right] = [evaluate(current.left), evaluate(current.right)];
        switch (current.operator) {
          case '+':
            return add(left, right);
          case '-':
            return sub(left, right);
          case '*':
            return mul(left, right);
          case '/':
            return div(left, right);
          case '<':
            return truth(compare(left, right) < 0);
          case '<=':
            return truth(compare(left, right) <= 0);
          case '>':
            return truth(compare(left, right) > 0);
          case '>=':
            return truth(compare(left, right) >= 0);
          case '==':
            return truth(compare(left, right) === 0);
        }
      }
    }
  };
  return evaluate(node);
}
