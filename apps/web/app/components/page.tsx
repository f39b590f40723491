import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Construction } from "lucide-react";
import { EmptyState } from "@masar/ui/feedback";

/** A page's container and main heading. */
export function Page({
  title,
  lead,
  children,
  width = "wide",
  before,
}: {
  title: ReactNode;
  /** Above the heading: a section's own navigation (the admin console). */
  before?: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  width?: "wide" | "narrow";
}) {
  return (
    <div className={`mx-auto flex flex-col gap-6 px-4 py-10 sm:px-6 ${width === "wide" ? "max-w-7xl" : "max-w-3xl"}`}>
      {before}
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{title}</h1>
        {lead ? <p className="text-lg text-muted-foreground">{lead}</p> : null}
      </header>
      {children}
    </div>
  );
}

/** A signed-in screen whose content is not there yet: its title and a short note. */
export function ComingSoon({ titleKey, before }: { titleKey: string; before?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Page title={t(titleKey)} before={before}>
      <EmptyState icon={<Construction />} title={t(titleKey)} description={t("pages.comingSoon")} />
    </Page>
  );
}
