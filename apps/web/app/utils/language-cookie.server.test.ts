import { describe, expect, it } from "vitest";
import { languageCookieRepair } from "./language-cookie.server";

describe("languageCookieRepair", () => {
  it.each([null, "", "other=1", "appLanguage=ar", "appLanguage=en", "x=%E0; appLanguage=en"])(
    "leaves %j alone",
    (header) => {
      expect(languageCookieRepair(header)).toBeNull();
    },
  );

  it.each(["appLanguage=%E0%A4%A", "appLanguage=%", "a=1; appLanguage=%zz", "appLanguage=fr", "appLanguage="])(
    "replaces %j with the default language",
    (header) => {
      expect(languageCookieRepair(header)).toMatch(/^appLanguage=ar; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    },
  );
});
