import type { MetaFunction } from "@remix-run/node";
import { ProsePage } from "#app/components/prose-page";
import { pageMeta } from "#app/utils/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleKey: "pages.terms", descriptionKey: "terms.metaDescription" });

export default function Terms() {
  return <ProsePage titleKey="pages.terms" ns="terms" paragraphs={4} />;
}
