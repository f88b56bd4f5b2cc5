export * from './calendar';
export * from './form16';
export { evaluateFormula, type FormulaNode, FormulaSyntaxError, formulaNames, parseFormula } from './formula';
export * from './messages';
export * from './money';
export { computePayslip, rulePackFor } from './payslip';
export * from './pt-slabs';
export {
  fromDecimal as rationalOf,
  paiseOfRational,
  type Rational,
  roundHalfUp,
  rupeesOfPaise as rationalOfPaise,
} from './rational';
export { type RegimeRules, RULE_PACKS, type RulePack, type SurchargeBand, type TaxSlab } from './rule-packs';
export {
  analyseStructure,
  type CheckedStructure,
  COMPONENT_CODE_PATTERN,
  checkStructure,
  RESERVED_COMPONENT_CODES,
  STATUTORY_LINE_CODES,
} from './structure';
export { annualTax, annualTaxParts, slabTax, type TaxParts } from './tax';
export * from './types';
