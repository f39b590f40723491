// The privacy policy.
import type { MetaFunction } from "@remix-run/node";
import { ProsePage } from "#app/components/prose-page";
import { pageMeta } from "#app/utils/meta";
import { messagesLoader } from "#app/i18n/i18next.server";

export const loader = messagesLoader("site");

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleKey: "common:shell.footer.privacy", descriptionKey: "privacy.metaDescription" });

export default function Privacy() {
  return <ProsePage titleKey="common:shell.footer.privacy" ns="privacy" paragraphs={4} />;
}
