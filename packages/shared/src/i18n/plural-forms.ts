/**
 * The plural forms English does not have but other languages do (CLDR: Arabic has all six). Its own file,
 * so a catalogue can use it without loading the English catalogue with it.
 */
export const EXTRA_PLURAL_FORMS = ['zero', 'two', 'few', 'many'] as const;
