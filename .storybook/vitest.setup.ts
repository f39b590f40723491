import { setProjectAnnotations } from "@storybook/react-vite";
import * as a11yAnnotations from "@storybook/addon-a11y/preview";
import { inject } from "vitest";
import * as previewAnnotations from "./preview";

declare module "vitest" {
  export interface ProvidedContext {
    /** The language every story of this story-test project renders in (vitest.config.ts). */
    storyLocale: "ar" | "en";
  }
}

// One story-test project per language, so each play function and axe check runs in ar/RTL and en/LTR.
setProjectAnnotations([a11yAnnotations, previewAnnotations, { initialGlobals: { locale: inject("storyLocale") } }]);
