import { Link } from "@remix-run/react";
import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";

/** "Back to …" above a page's heading: the arrow points back in the reading direction (mirrored in English). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="flex items-center gap-1 self-start text-sm text-primary hover:underline">
      <ArrowRight className="size-4 ltr:rotate-180" aria-hidden="true" />
      {children}
    </Link>
  );
}
