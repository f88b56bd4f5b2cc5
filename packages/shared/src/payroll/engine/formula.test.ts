import { describe, expect, it } from 'vitest';
import { evaluateFormula, FormulaSyntaxError, formulaNames, parseFormula } from './formula';
import { DivisionByZeroError, fromDecimal, fromInt, type Rational, ratio } from './rational';

const NAMES: Record<string, Rational> = {
  CTC: fromInt(1_200_000),
  BASIC: fromInt(40_000),
  LOP_DAYS: fromInt(0),
  HALF: ratio(1n, 2n),
};
const value = (source: string): Rational =>
  evaluateFormula(parseFormula(source), (name) => {
    const found = NAMES[name];
    if (!found) throw new Error(`no ${name}`);
    return found;
  });
const expectValue = (source: string, expected: string) => expect(value(source)).toEqual(fromDecimal(expected));
const syntaxError = (source: string): FormulaSyntaxError => {
  try {
    parseFormula(source);
  } catch (error) {
    if (error instanceof FormulaSyntaxError) return error;
    throw error;
  }
  throw new Error(`"${source}" parsed`);
};

describe('formula operators', () => {
  it('adds, subtracts, multiplies and divides exactly', () => {
    expectValue('1 + 2', '3');
    expectValue('10 - 2.5', '7.5');
    expectValue('0.1 + 0.2', '0.3'); // a float gives 0.30000000000000004
    expectValue('BASIC * 0.4', '16000');
    expectValue('CTC / 12', '100000');
    expect(value('1 / 3')).toEqual(ratio(1n, 3n)); // kept as a third, not 0.333…
    expectValue('1 / 3 * 3', '1');
  });
  it('negates with a leading minus', () => {
    expectValue('-5 + 8', '3');
    expectValue('2 * -3', '-6');
    expectValue('--4', '4');
  });
  it('multiplies and divides before adding and subtracting, left to right, parentheses first', () => {
    expectValue('2 + 3 * 4', '14');
    expectValue('(2 + 3) * 4', '20');
    expectValue('20 - 4 - 3', '13'); // (20−4)−3, not 20−(4−3)
    expectValue('24 / 4 / 2', '3'); // (24÷4)÷2
    expectValue('2 * 3 + 4 * 5', '26');
    expectValue('1 + 2 < 4', '1'); // arithmetic before comparison: 3 < 4
  });
  it('compares as 1 (true) or 0 (false)', () => {
    expectValue('3 < 4', '1');
    expectValue('4 < 4', '0');
    expectValue('4 <= 4', '1');
    expectValue('5 <= 4', '0');
    expectValue('5 > 4', '1');
    expectValue('4 > 4', '0');
    expectValue('4 >= 4', '1');
    expectValue('3 >= 4', '0');
    expectValue('0.1 + 0.2 == 0.3', '1');
    expectValue('1 == 2', '0');
  });
  it('min, max, round (half up) and if', () => {
    expectValue('min(BASIC, 15000)', '15000');
    expectValue('min(1, 2)', '1');
    expectValue('max(BASIC * 0.1, 1800)', '4000');
    expectValue('max(1, 2)', '2');
    expectValue('round(2.5)', '3');
    expectValue('round(2.49)', '2');
    expectValue('round(3.5)', '4'); // half up, not to even
    expectValue('round(-2.5)', '-3'); // halves away from zero
    expectValue('round(HALF)', '1');
    expectValue('round(10 / 3)', '3');
    expectValue('if(BASIC > 21000, 0, 1)', '0');
    expectValue('if(BASIC < 21000, 0, 1)', '1');
    expectValue('if(2, 7, 9)', '7'); // any non-zero is true
  });
  it('evaluates only the branch of if that is taken', () => {
    expectValue('if(LOP_DAYS > 0, BASIC / LOP_DAYS, 0)', '0');
  });
  it('fails on division by zero', () => {
    expect(() => value('BASIC / LOP_DAYS')).toThrow(DivisionByZeroError);
    expect(() => value('1 / (2 - 2)')).toThrow(DivisionByZeroError);
  });
  it('lists the names a formula uses', () => {
    expect(formulaNames(parseFormula('if(BASIC > 1, HRA + BASIC, min(CTC, X))'))).toEqual(['BASIC', 'HRA', 'CTC', 'X']);
  });
});

describe('formula syntax errors', () => {
  it.each([
    ['BASIC +', 8, 'the formula ends too early'],
    ['(BASIC', 7, 'the formula ends too early, expected ")"'],
    ['BASIC)', 6, 'unexpected ")"'],
    ['BASIC HRA', 7, 'unexpected "HRA"'],
    ['2 ** 3', 4, 'unexpected "*"'],
    ['BASIC % 2', 7, '"%" is not allowed'],
    ['1 < 2 < 3', 7, 'comparisons cannot be chained ("<")'],
    ['sqrt(4)', 1, '"sqrt" is not a function'],
    ['round(1, 2)', 1, 'round takes 1 argument, not 2'],
    ['min(1)', 1, 'min takes 2 arguments, not 1'],
    ['if(1, 2)', 1, 'if takes 3 arguments, not 2'],
    ['1.2.3', 1, '"1.2." is not a number'],
    ['2BASIC', 1, '"2B" is not a number'],
    ['BASIC = 1', 7, '"=" is not allowed'],
    ['', 1, 'the formula ends too early'],
  ])('%s → %s', (source, position, detail) => {
    const error = syntaxError(source);
    expect(error.detail).toBe(detail);
    expect(error.position).toBe(position);
  });
  it('refuses nesting deeper than 50, and survives any text without a crash', () => {
    expect(parseFormula(`${'('.repeat(49)}1${')'.repeat(49)}`)).toEqual({ type: 'number', value: fromInt(1) });
    expect(syntaxError(`${'('.repeat(50)}1${')'.repeat(50)}`).detail).toBe('nested more than 50 deep');
    expect(syntaxError(`min(1, ${'max(1, '.repeat(60)}`).detail).toBe('nested more than 50 deep');
    expect(value(`${'-'.repeat(5001)}1`)).toEqual(fromInt(-1)); // negations are counted, not recursed
    const alphabet = [
      '1',
      '2.5',
      'BASIC',
      'CTC',
      'min',
      'max',
      'round',
      'if',
      '(',
      ')',
      ',',
      '+',
      '-',
      '*',
      '/',
      '<',
      '<=',
      '==',
      ' ',
      '%',
      'x',
    ];
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    for (let i = 0; i < 3000; i++) {
      const source = Array.from({ length: random() % 15 }, () => alphabet[random() % alphabet.length]).join('');
      try {
        parseFormula(source);
      } catch (error) {
        expect(error).toBeInstanceOf(FormulaSyntaxError);
      }
    }
  });
  it('never runs JavaScript', () => {
    expect(() => parseFormula('process.exit(1)')).toThrow(FormulaSyntaxError);
    expect(() => parseFormula('BASIC; 1')).toThrow(FormulaSyntaxError);
    expect(() => parseFormula('"x"')).toThrow(FormulaSyntaxError);
  });
});
