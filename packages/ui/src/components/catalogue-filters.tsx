import * as React from "react";
import { RotateCcw, Search, SearchX, SlidersHorizontal } from "lucide-react";
import { FACULTIES, LEVELS } from "@masar/domain/course";
import { EMPTY_FILTERS, hasActiveFilters, type CatalogueFilters as Filters } from "@masar/domain/catalogue";
import { cn } from "../lib/utils";
import { Button, buttonVariants } from "./button";
import { EmptyState } from "./feedback";
import { Input, Label } from "./input";
import { AppLink } from "./link";
import { useLocale } from "./locale-provider";
import { Select } from "./select";

export interface CatalogueFiltersProps extends Omit<React.FormHTMLAttributes<HTMLFormElement>, "onChange"> {
  /** The current filters. */
  value: Filters;
  /** Called on every change, while typing too. */
  onValueChange?: (next: Filters) => void;
  /** The category options (spec: not shown, so the caller lists them). @defaultValue [] */
  categories?: readonly string[];
  /** Text shown for a category value. @defaultValue the value itself */
  categoryLabel?: (category: string) => string;
  /**
   * The catalogue page: where the form submits without JavaScript, and Reset's link.
   * @defaultValue the current page
   */
  action?: string;
  /**
   * Start with the filter panel open; "desktop": open from the lg breakpoint, collapsed on phones and
   * tablets (decided by CSS, so the first paint is right before any script runs). @defaultValue true
   */
  defaultOpen?: boolean | "desktop";
  /** Hides the no-JavaScript Apply button once the page is interactive. @defaultValue false */
  interactive?: boolean;
}

/** Where "desktop" starts for `defaultOpen="desktop"`: Tailwind's lg. */
const DESKTOP_QUERY = "(min-width: 1024px)";

/**
 * The catalogue's filters (spec section 2): text search, a Filters toggle, faculty, level and category,
 * and Reset Filters. A GET form, so filtering works without JavaScript and filtered lists can be shared.
 */
function CatalogueFilters({
  value,
  onValueChange,
  categories = [],
  categoryLabel = (c) => c,
  action,
  defaultOpen = true,
  interactive = false,
  className,
  ...props
}: CatalogueFiltersProps) {
  const { t } = useLocale();
  // null: the responsive default, until the browser says which side of the breakpoint it is on.
  const [open, setOpen] = React.useState<boolean | null>(defaultOpen === "desktop" ? null : defaultOpen);
  React.useEffect(() => {
    if (open === null) setOpen(window.matchMedia(DESKTOP_QUERY).matches);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const panelId = React.useId();
  const searchId = React.useId();
  const set = (patch: Partial<Filters>) => onValueChange?.({ ...value, ...patch });
  const active = hasActiveFilters(value);

  return (
    <form
      role="search"
      aria-label={t("filters")}
      method="get"
      action={action}
      data-slot="catalogue-filters"
      className={cn("flex flex-col gap-3", className)}
      onSubmit={(event) => {
        if (onValueChange) event.preventDefault();
      }}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative min-w-0 flex-1 basis-64">
          <Label htmlFor={searchId} className="sr-only">
            {t("searchCourses")}
          </Label>
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            name="q"
            value={value.q}
            onChange={(e) => set({ q: e.target.value })}
            placeholder={t("searchPlaceholder")}
            autoComplete="off"
            className="ps-9"
          />
        </div>
        <Button
          // Without JavaScript the toggle submits the form asking for the panel open (?filters=open).
          type={interactive ? "button" : "submit"}
          name={interactive ? undefined : "filters"}
          value={interactive ? undefined : "open"}
          variant="outline"
          aria-expanded={open ?? undefined}
          aria-controls={panelId}
          onClick={interactive ? () => setOpen((o) => !o) : undefined}
          data-slot="catalogue-filters-toggle"
        >
          <SlidersHorizontal aria-hidden="true" />
          {t("filters")}
        </Button>
        {!interactive ? (
          <Button type="submit" data-slot="catalogue-filters-apply">
            {t("applyFilters")}
          </Button>
        ) : null}
      </div>
      <div
        id={panelId}
        data-slot="catalogue-filters-panel"
        className={cn(
          "grid-cols-1 items-end gap-3 rounded-lg border bg-muted/40 p-3 sm:grid-cols-2 lg:grid-cols-4",
          open === null ? "hidden lg:grid" : open ? "grid" : "hidden",
        )}
      >
        <FilterSelect
          label={t("faculty")}
          name="faculty"
          value={value.faculty}
          onChange={(v) => set({ faculty: v as Filters["faculty"] })}
          options={[
            { value: "", label: t("allFaculties") },
            ...FACULTIES.map((f) => ({ value: f, label: t(`faculty.${f}`) })),
          ]}
        />
        <FilterSelect
          label={t("level")}
          name="level"
          value={value.level}
          onChange={(v) => set({ level: v as Filters["level"] })}
          options={[{ value: "", label: t("allLevels") }, ...LEVELS.map((l) => ({ value: l, label: t(`level.${l}`) }))]}
        />
        <FilterSelect
          label={t("category")}
          name="category"
          value={value.category}
          onChange={(v) => set({ category: v })}
          options={[
            { value: "", label: t("allCategories") },
            ...categories.map((c) => ({ value: c, label: categoryLabel(c) })),
          ]}
        />
        <AppLink
          // "?" is the current page without a query: every filter cleared.
          href={action ?? "?"}
          data-slot="catalogue-filters-reset"
          aria-disabled={!active || undefined}
          onClick={(event) => {
            if (!onValueChange) return;
            event.preventDefault();
            onValueChange(EMPTY_FILTERS);
          }}
          className={cn(buttonVariants({ variant: "ghost" }), !active && "text-muted-foreground")}
        >
          <RotateCcw aria-hidden="true" />
          {t("resetFilters")}
        </AppLink>
      </div>
    </form>
  );
}

function FilterSelect({
  label,
  name,
  value,
  onChange,
  options,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  const id = React.useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

export interface CatalogueEmptyProps {
  /** Clears every filter (with JavaScript). */
  onShowAll?: () => void;
  /** The unfiltered catalogue, for a link that works without JavaScript; without it, a button. */
  href?: string;
}

/** "No courses match your search" with "Show All Courses". */
function CatalogueEmpty({ onShowAll, href }: CatalogueEmptyProps) {
  const { t } = useLocale();
  const showAll = t("showAllCourses");
  return (
    <EmptyState
      data-slot="catalogue-empty"
      icon={<SearchX />}
      title={t("noCoursesMatch")}
      description={t("noCoursesMatchHint")}
      action={
        href ? (
          <AppLink
            href={href}
            className={buttonVariants()}
            onClick={(event) => {
              if (!onShowAll) return;
              event.preventDefault();
              onShowAll();
            }}
          >
            {showAll}
          </AppLink>
        ) : (
          <Button type="button" onClick={onShowAll}>
            {showAll}
          </Button>
        )
      }
    />
  );
}

export { CatalogueFilters, CatalogueEmpty };
// The value's shape and its empty state, for apps that hold the filters (the domain package is private).
export { EMPTY_FILTERS };
export type { Filters as CatalogueFilterValues };
