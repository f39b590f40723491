import type { Decorator, Preview } from "@storybook/react-vite";
import { useEffect, type ReactNode } from "react";
import { LocaleProvider } from "../packages/ui/src/components/locale-provider";
import { Toaster } from "../packages/ui/src/components/toaster";
import { directionOf, toLocale } from "../packages/domain/src/locale";
import "../packages/ui/src/styles/index.css";
import { defaultValuesFromTsdoc } from "./default-values";

/** Every story renders inside the kit's LocaleProvider; the toolbar's locale also sets the direction. */
function LocaleFrame({ locale, toaster, children }: { locale: "ar" | "en"; toaster: boolean; children: ReactNode }) {
  const dir = directionOf(locale);
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
    document.body.className = dir;
  }, [locale, dir]);
  return (
    <LocaleProvider locale={locale}>
      <div dir={dir} lang={locale} className="font-sans text-foreground">
        {children}
      </div>
      {toaster ? <Toaster /> : null}
    </LocaleProvider>
  );
}

const withLocale: Decorator = (Story, context) => (
  <LocaleFrame locale={toLocale(context.globals.locale)} toaster={Boolean(context.parameters.toaster)}>
    <Story />
  </LocaleFrame>
);

const preview: Preview = {
  decorators: [withLocale],
  argTypesEnhancers: [defaultValuesFromTsdoc],
  globalTypes: {
    locale: {
      description: "Language and direction",
      toolbar: {
        title: "Locale",
        icon: "globe",
        items: [
          { value: "ar", title: "العربية (RTL)", right: "rtl" },
          { value: "en", title: "English (LTR)", right: "ltr" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: "ar" },
  parameters: {
    layout: "padded",
    controls: { expanded: true },
    a11y: { test: "error" },
  },
  tags: ["autodocs"],
};

export default preview;
