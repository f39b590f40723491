import type { MetaFunction } from "@remix-run/node";
import { ProsePage } from "#app/components/prose-page";
import { pageMeta } from "#app/utils/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleKey: "pages.privacy", descriptionKey: "privacy.metaDescription" });

export default function Privacy() {
  return <ProsePage titleKey="pages.privacy" ns="privacy" paragraphs={4} />;
}
