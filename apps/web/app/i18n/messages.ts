import type admin from "./locales/en/admin";
import type auth from "./locales/en/auth";
import type calendar from "./locales/en/calendar";
import type catalogue from "./locales/en/catalogue";
import type certificates from "./locales/en/certificates";
import type common from "./locales/en/common";
import type learning from "./locales/en/learning";
import type mail from "./locales/en/mail";
import type player from "./locales/en/player";
import type notifications from "./locales/en/notifications";
import type payments from "./locales/en/payments";
import type practice from "./locales/en/practice";
import type site from "./locales/en/site";
import type teaching from "./locales/en/teaching";
import type { Namespace } from "./namespaces";

/**
 * The shape every locale must have: en's keys, with strings of any text. Extra keys are allowed only so
 * Arabic can carry its extra plural forms (_zero, _two, _few, _many); a unit test checks that the key
 * sets are otherwise identical.
 */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> } & { [key: string]: unknown };

export type Messages = {
  common: Widen<typeof common>;
  catalogue: Widen<typeof catalogue>;
  auth: Widen<typeof auth>;
  site: Widen<typeof site>;
  learning: Widen<typeof learning>;
  player: Widen<typeof player>;
  notifications: Widen<typeof notifications>;
  teaching: Widen<typeof teaching>;
  admin: Widen<typeof admin>;
  calendar: Widen<typeof calendar>;
  payments: Widen<typeof payments>;
  practice: Widen<typeof practice>;
  mail: Widen<typeof mail>;
  certificates: Widen<typeof certificates>;
};

// Every namespace has a shape, and every shape is a namespace.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _everyNamespaceTyped: Exact<keyof Messages, Namespace> = true;
