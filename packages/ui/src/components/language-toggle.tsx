import * as React from "react";
import { Languages } from "lucide-react";
import type { Locale } from "@masar/domain/locale";
import { cn } from "../lib/utils";
import { buttonVariants } from "./button";
import { useLocale } from "./locale-provider";

export interface LanguageToggleProps extends Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "onToggle"> {
  /** Called with the other language when pressed. */
  onToggle?: (next: Locale) => void;
}

/**
 * Switches between Arabic and English. It is a submit button carrying `name="lang"` and the next
 * language, so inside a form it also works without JavaScript.
 */
function LanguageToggle({ onToggle, className, ...props }: LanguageToggleProps) {
  const { locale, t } = useLocale();
  const next: Locale = locale === "ar" ? "en" : "ar";
  return (
    <button
      type="submit"
      name="lang"
      value={next}
      data-slot="language-toggle"
      // Icon only on phones (the name stays in the accessible name), so the header fits 360 px.
      className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "px-2 sm:px-3", className)}
      onClick={() => onToggle?.(next)}
      {...props}
    >
      <Languages aria-hidden="true" />
      {/* The accessible name is "Switch language to العربية": it contains the visible text. */}
      <span className="sr-only">{t("switchLanguage")} </span>
      <span lang={next} className="sr-only sm:not-sr-only">
        {t("otherLanguageName")}
      </span>
    </button>
  );
}

export { LanguageToggle };
