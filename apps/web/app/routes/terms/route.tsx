// The terms of use.
import type { MetaFunction } from "@remix-run/node";
import { ProsePage } from "#app/components/prose-page";
import { pageMeta } from "#app/utils/meta";
import { messagesLoader } from "#app/i18n/i18next.server";

export const loader = messagesLoader("site");

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleKey: "common:shell.footer.terms", descriptionKey: "terms.metaDescription" });

export default function Terms() {
  return <ProsePage titleKey="common:shell.footer.terms" ns="terms" paragraphs={4} />;
}
