import { EXTRA_PLURAL_FORMS } from '../plural-forms';

/** The plural forms Arabic has beyond English's _one and _other (CLDR: zero for 0, two for 2, few for 3–10, many for 11–99). */
type ArabicExtraPluralForm = (typeof EXTRA_PLURAL_FORMS)[number];

/**
 * The extra Arabic forms of a counted key ("years" → years_zero, years_two, years_few, years_many), to spread beside
 * its _one and _other. Without them i18next looks up years_few for 3 in Arabic, misses, and shows the English.
 */
export const arabicPlurals = <K extends string>(key: K, forms: Record<ArabicExtraPluralForm, string>) =>
  Object.fromEntries(EXTRA_PLURAL_FORMS.map((form) => [`${key}_${form}`, forms[form]])) as Record<
    `${K}_${ArabicExtraPluralForm}`,
    string
  >;
