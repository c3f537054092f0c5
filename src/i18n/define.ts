/**
 * A translation of one area's Chinese messages (areas/<area>/zh.ts fixes the keys): the same keys, each a string.
 * A key missing from, or extra in, another language is a compile error; test/unit/i18n checks the texts at run time.
 */
export type Translation<Zh> = { [K in keyof Zh]: string }
