import type { Decorator, Preview } from "@storybook/react-vite";
import { DocsContainer, type DocsContainerProps } from "@storybook/addon-docs/blocks";
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

/**
 * The docs pages' prose is English and reads left to right whatever the toolbar's locale: each story on
 * the page still gets its own direction from LocaleFrame, but the Arabic toolbar used to flip the whole
 * page (the frame sets `<html dir>`), which right-aligned the English text and misplaced its full stops.
 */
function LeftToRightDocs(props: DocsContainerProps & { children?: ReactNode }) {
  return (
    <div dir="ltr">
      <DocsContainer {...props} />
    </div>
  );
}

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
    docs: { container: LeftToRightDocs },
    a11y: { test: "error" },
  },
  tags: ["autodocs"],
};

export default preview;
