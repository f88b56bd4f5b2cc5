export const LETTERS_AND_SPACES = /^[A-Za-z ]+$/;
export const STARTS_WITH_LETTER = /^[A-Za-z]/;
export const SINGLE_SPACED_WORDS = /^[A-Za-z]+( [A-Za-z]+)*$/;
export const DIGITS = /^\d+$/;
