import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Upload } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { numberFormat } from "@masar/domain/format";
import type { Locale } from "@masar/domain/locale";
import { buttonVariants } from "@masar/ui/button";
import { FieldError, Label } from "@masar/ui/input";
import { useLocale } from "@masar/ui/locale-provider";
import { cn } from "@masar/ui/utils";
import { useMessages } from "#app/forms/fields";
import type { FormMessages } from "#app/forms/messages";

type ReceiptField = FieldMetadata<unknown, Record<string, unknown>, FormMessages>;

const UNITS = ["byte", "kilobyte", "megabyte"] as const;

/** A file's size in the reader's language and digits, in the largest unit under 1,024 ("٩١ ك.ب", "91 kB"). */
function fileSize(bytes: number, locale: Locale): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return numberFormat(locale, {
    style: "unit",
    unit: UNITS[unit],
    unitDisplay: "short",
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/**
 * The receipt's file field: the native input is visually hidden (still focused by Tab, opened by Enter
 * or Space, and by a click on either label) behind a box in the kit's style that says, in the page's
 * language, which file is chosen and its size. The input is named by the field's own label only.
 */
export function ReceiptPicker({ field, label, accept }: { field: ReceiptField; label: string; accept: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const error = useMessages()(field.errors);
  const [chosen, setChosen] = useState<{ name: string; size: number } | null>(null);
  const { key, ...props } = getInputProps(field, { type: "file" });
  // A new input (the form was reset) holds no file: say so.
  useEffect(() => setChosen(null), [key]);
  const labelId = `${field.id}-label`;
  const chosenId = `${field.id}-chosen`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={field.id} id={labelId}>
        {label}
      </Label>
      <input
        {...props}
        key={key}
        accept={accept}
        className="peer sr-only"
        aria-labelledby={labelId}
        aria-describedby={[chosenId, error ? field.errorId : null].filter(Boolean).join(" ")}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setChosen(file ? { name: file.name, size: file.size } : null);
        }}
      />
      <label
        htmlFor={field.id}
        data-slot="receipt-picker"
        className={cn(
          "flex cursor-pointer flex-wrap items-center gap-3 rounded-md border border-dashed border-input bg-background p-3",
          "hover:bg-muted/60 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring",
          error && "border-destructive",
        )}
      >
        <span className={buttonVariants({ variant: "outline", size: "sm" })} aria-hidden="true">
          <Upload aria-hidden="true" />
          {t("payments:transfer.chooseFile")}
        </span>
        <span
          id={chosenId}
          className="flex min-w-0 flex-wrap items-center gap-x-2 text-sm"
          data-testid="receipt-chosen"
        >
          {chosen ? (
            <>
              <bdi className="min-w-0 break-all font-medium">{chosen.name}</bdi>
              <span className="text-muted-foreground">{fileSize(chosen.size, locale)}</span>
            </>
          ) : (
            <span className="text-muted-foreground">{t("payments:transfer.noFile")}</span>
          )}
        </span>
      </label>
      <FieldError id={field.errorId}>{error}</FieldError>
    </div>
  );
}
