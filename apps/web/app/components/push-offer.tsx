import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { BellRing, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@masar/ui/button";
import { toast } from "@masar/ui/toaster";

// The push client (service worker registration, subscription) is needed only once "Enable" is pressed:
// it is fetched when that button is pointed at, pressed or focused, so the click finds it here and asks
// for permission while the click still counts as the user's gesture (decision 032).
const loadClient = () => import("#app/push/push-client");
const prefetchClient = () => void loadClient().catch(() => {});

/**
 * push-client's `pushSupported()`, repeated: imported from a module of its own, those three lines were a
 * chunk of their own on the player (shared with the profile), a request and 130 bytes for nothing.
 */
const pushSupported = () => "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/** The /profile action's intent that records the answer. */
export const OFFER_INTENT = "pushOffer";

/**
 * "Enable browser notifications?" offered once after a first enrollment (decision 016). Either answer
 * (enable, or "Not now") is stored, and the offer never comes back. Push needs scripts and a browser
 * that supports it: without them the offer is not shown at all.
 */
export function PushOffer({ publicKey }: { publicKey: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const [supported, setSupported] = useState(false);
  const [busy, setBusy] = useState(false);
  const [answered, setAnswered] = useState(false);
  useEffect(() => setSupported(pushSupported()), []);

  const answer = () => {
    setAnswered(true);
    fetcher.submit({ intent: OFFER_INTENT }, { method: "post", action: "/profile" });
  };
  const enable = async () => {
    setBusy(true);
    const result = await loadClient().then(
      ({ enablePush }) => enablePush(publicKey),
      () => ({ subscription: null, reason: "failed" as const }),
    );
    setBusy(false);
    if (result.subscription) toast.success(t("push.enabledToast"));
    else if (result.reason === "denied") toast.error(t("push.denied"));
    else toast.error(t("push.failed"));
    answer();
  };

  if (!supported || answered) return null;
  return (
    <section
      aria-labelledby="push-offer-title"
      data-testid="push-offer"
      className="flex flex-col gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center"
    >
      <BellRing className="size-5 shrink-0 text-primary" aria-hidden="true" />
      <p id="push-offer-title" className="flex-1 text-sm font-medium">
        {t("push.offer")}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          disabled={busy}
          onPointerEnter={prefetchClient}
          onPointerDown={prefetchClient}
          onFocus={prefetchClient}
          onClick={enable}
        >
          {t("push.enable")}
        </Button>
        <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={answer}>
          <X aria-hidden="true" />
          {t("push.notNow")}
        </Button>
      </div>
    </section>
  );
}
