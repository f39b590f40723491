import type { ReactNode } from "react";

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
