import { useMatches } from "@remix-run/react";
import type { i18n } from "i18next";
import { useTranslation } from "react-i18next";
import { toLocale } from "@masar/domain/locale";
import { kitBundle } from "./kit-labels";
import { isRouteMessages, KIT_NAMESPACE, type RouteMessages } from "./namespaces";

const added = new WeakSet<RouteMessages>();

function sentMessages(matches: ReturnType<typeof useMatches>): RouteMessages[] {
  return matches.map((m) => (m.data as { messages?: unknown } | null | undefined)?.messages).filter(isRouteMessages);
}

function addMessages(instance: i18n, sent: RouteMessages) {
  if (added.has(sent)) return;
  added.add(sent);
  if (!instance.hasResourceBundle(sent.lng, KIT_NAMESPACE)) {
    instance.addResourceBundle(sent.lng, KIT_NAMESPACE, kitBundle(toLocale(sent.lng)));
  }
  for (const [ns, bundle] of Object.entries(sent.bundles)) instance.addResourceBundle(sent.lng, ns, bundle, true, true);
}

/**
 * Adds the messages the matched routes' loaders sent to the page's i18next, during render and before
 * any child reads them. Returns whether `lng` already holds every namespace on screen, so a language
 * switch can show at once when its messages are here and waits for them otherwise.
 */
export function useRouteMessages(): (lng: string) => boolean {
  const { i18n: instance } = useTranslation();
  const sent = sentMessages(useMatches());
  for (const messages of sent) addMessages(instance, messages);
  return (lng) => sent.every((m) => Object.keys(m.bundles).every((ns) => instance.hasResourceBundle(lng, ns)));
}
