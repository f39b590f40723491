import * as React from "react";
import { Upload } from "lucide-react";
import { formatFileSize } from "@masar/domain/format";
import { cn } from "../lib/utils";
import { buttonVariants } from "./button";
import { useLocale } from "./locale-provider";

export interface FileFieldProps
  extends Omit<
    React.InputHTMLAttributes<HTMLInputElement>,
    "type" | "size" | "children" | "value" | "defaultValue" | "multiple"
  > {
  /** The input's id: its visible label's `htmlFor`. */
  id: string;
  /** The id of the field's visible label: the input is named by it alone. */
  "aria-labelledby": string;
  /**
   * What the box says while no file is chosen in this visit, for example the file already stored.
   * @defaultValue the kit's "No file chosen"
   */
  emptyText?: React.ReactNode;
}

/**
 * A file input in the reader's language: the native input is visually hidden (still reached by Tab, opened
 * by Enter or Space and by a click on its label or on the box) behind a box in the kit's style with a
 * "Choose a file" button and the chosen file's name and size in the reader's digits and units ("٩١ ك.ب").
 * The browser's own "Choose File / No file chosen", in the browser's language, never shows. The input is
 * uncontrolled, for one file, and keeps the native attributes (`name`, `accept`, `required`, `form`, `onChange`).
 */
const FileField = React.forwardRef<HTMLInputElement, FileFieldProps>(function FileField(
  { id, className, emptyText, onChange, "aria-describedby": describedBy, "aria-invalid": invalid, ...props },
  ref,
) {
  const { locale, t } = useLocale();
  const [chosen, setChosen] = React.useState<{ name: string; size: number } | null>(null);
  const chosenId = `${id}-chosen`;
  return (
    <div className={cn("flex flex-col", className)} data-slot="file-field">
      <input
        {...props}
        ref={ref}
        id={id}
        type="file"
        className="peer sr-only"
        aria-invalid={invalid}
        aria-describedby={[chosenId, describedBy].filter(Boolean).join(" ")}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setChosen(file ? { name: file.name, size: file.size } : null);
          onChange?.(event);
        }}
      />
      <label
        htmlFor={id}
        data-slot="file-field-box"
        data-invalid={invalid === true || invalid === "true" ? "" : undefined}
        className={cn(
          "flex cursor-pointer flex-wrap items-center gap-3 rounded-md border border-dashed border-input bg-background p-3",
          "hover:bg-muted/60 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring",
          "peer-disabled:cursor-not-allowed peer-disabled:opacity-50 data-[invalid]:border-destructive",
        )}
      >
        <span className={buttonVariants({ variant: "outline", size: "sm" })} aria-hidden="true">
          <Upload aria-hidden="true" />
          {t("chooseFile")}
        </span>
        <span
          id={chosenId}
          className="flex min-w-0 flex-wrap items-center gap-x-2 text-sm"
          data-slot="file-field-chosen"
        >
          {chosen ? (
            <>
              <bdi className="min-w-0 break-all font-medium">{chosen.name}</bdi>
              <span className="text-muted-foreground">{formatFileSize(chosen.size, locale)}</span>
            </>
          ) : (
            <span className="text-muted-foreground">{emptyText ?? t("noFileChosen")}</span>
          )}
        </span>
      </label>
    </div>
  );
});

export { FileField };
