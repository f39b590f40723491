import { expect, it } from "vitest";
import { messages, messagesFor } from "./resources.server";

it("sends one object per language and namespaces, made once (the render adds it to i18next once)", () => {
  const first = messagesFor("ar", ["common", "catalogue"]);
  expect(first).toEqual({ lng: "ar", bundles: { common: messages.ar.common, catalogue: messages.ar.catalogue } });
  expect(messagesFor("ar", ["common", "catalogue"])).toBe(first);
  expect(messagesFor("en", ["common", "catalogue"])).not.toBe(first);
  expect(messagesFor("en", ["common", "catalogue"]).lng).toBe("en");
  expect(messagesFor("ar", ["common"])).not.toBe(first);
});
