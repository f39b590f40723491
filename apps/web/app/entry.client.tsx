import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { toLocale } from "@masar/domain/locale";
import { i18nConfig, withKitNumbers } from "#app/i18n/config";
import { installChunkGuard } from "#app/utils/chunk-guard";

async function hydrate() {
  installChunkGuard(() => i18next.t("error.chunkLoad"));
  // No messages yet: the root renders the ones the page's loaders sent (useRouteMessages) before use.
  await i18next.use(initReactI18next).init({ ...i18nConfig, lng: toLocale(document.documentElement.lang) });
  withKitNumbers(i18next);
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
