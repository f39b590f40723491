import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@masar/ui/button";
import { cn } from "@masar/ui/utils";

/**
 * Copies one transfer detail (the code to quote, an IBAN, a wallet number) with the Clipboard API. It
 * takes its place from the first paint but stays invisible (and out of the tab order) until the page's
 * scripts run and the browser offers the clipboard: without them it could do nothing. "Copied" is said
 * on the button and, politely, to screen readers.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [usable, setUsable] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setUsable(typeof navigator !== "undefined" && Boolean(navigator.clipboard?.writeText)), []);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 4000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className={cn("shrink-0", !usable && "invisible")}
        aria-hidden={usable ? undefined : true}
        tabIndex={usable ? undefined : -1}
        aria-label={t("payments:transfer.copyLabel", { label })}
        data-slot="copy-button"
        data-copied={copied ? "true" : undefined}
        onClick={() => {
          navigator.clipboard.writeText(value).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {/* Both words take the same cell, the unused one invisible: the button keeps its width. */}
        <span className="grid" aria-hidden="true">
          <span className={cn("col-start-1 row-start-1", copied && "invisible")}>{t("payments:transfer.copy")}</span>
          <span className={cn("col-start-1 row-start-1", !copied && "invisible")}>{t("payments:transfer.copied")}</span>
        </span>
      </Button>
      <span role="status" className="sr-only">
        {copied ? t("payments:transfer.copiedStatus", { label }) : ""}
      </span>
    </>
  );
}
