// Decision 019: the browser bundle gets the app's lite i18next and react-i18next
// (app/i18n/lite/) in place of the libraries, which were a tenth of a first visit's JavaScript; the
// server build and the unit tests keep the real ones, and a unit test holds both to the same texts.
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const LITE: Record<string, string> = {
  i18next: fileURLToPath(new URL("../app/i18n/lite/i18next.ts", import.meta.url)),
  "react-i18next": fileURLToPath(new URL("../app/i18n/lite/react-i18next.tsx", import.meta.url)),
};

export function liteI18next(): Plugin {
  return {
    name: "masar-lite-i18next",
    enforce: "pre",
    resolveId(source, _importer, options) {
      if (options?.ssr) return null;
      return LITE[source] ?? null;
    },
  };
}
