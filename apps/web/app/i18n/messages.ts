import type en from "./locales/en";

/**
 * The shape every locale must have: en.ts's keys, with strings of any text. Extra keys are allowed
 * only so Arabic can carry its extra plural forms (_zero, _two, _few, _many); a unit test checks that
 * the key sets are otherwise identical.
 */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> } & { [key: string]: unknown };
export type Messages = Widen<typeof en>;
