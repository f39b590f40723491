import { useEffect, useState } from "react";
import { BellRing } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@masar/ui/button";
import { Card, CardContent } from "@masar/ui/card";
import { toast } from "@masar/ui/toaster";
import { currentSubscription, disablePush, enablePush, pushSupported } from "#app/push/push-client";

type Status = "checking" | "unsupported" | "on" | "off";

/**
 * "Enable browser notifications" (spec section 4 Push): permission is asked only on the click; the
 * state shown is this browser's, since each browser holds its own subscription. Before the scripts run
 * the button stays disabled: push needs them anyway.
 */
export function PushSettings({ publicKey }: { publicKey: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>("checking");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<"denied" | "failed" | null>(null);

  useEffect(() => {
    if (!pushSupported()) return setStatus("unsupported");
    currentSubscription().then(
      (s) => setStatus(s ? "on" : "off"),
      () => setStatus("off"),
    );
  }, []);

  const toggle = async () => {
    setBusy(true);
    setProblem(null);
    if (status === "on") {
      if (await disablePush()) {
        setStatus("off");
        toast.success(t("push.disabledToast"));
      } else setProblem("failed");
    } else {
      const result = await enablePush(publicKey);
      if (result.subscription) {
        setStatus("on");
        toast.success(t("push.enabledToast"));
      } else if (result.reason === "unsupported") setStatus("unsupported");
      else setProblem(result.reason);
    }
    setBusy(false);
  };

  return (
    <Card data-testid="push-settings">
      <CardContent className="gap-4 pt-6">
        <div className="flex items-start gap-3">
          <BellRing className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="flex flex-col gap-1">
            <h2 className="text-lg font-bold">{t("push.title")}</h2>
            <p className="text-sm text-muted-foreground">{t("push.lead")}</p>
            <p className="text-sm font-medium" data-testid="push-status" aria-live="polite">
              {status === "unsupported"
                ? t("push.unsupported")
                : status === "on"
                  ? t("push.enabledHere")
                  : status === "off"
                    ? t("push.disabledHere")
                    : null}
            </p>
          </div>
        </div>
        {problem ? (
          <p role="alert" className="text-sm text-destructive">
            {t(problem === "denied" ? "push.denied" : "push.failed")}
          </p>
        ) : null}
        {status !== "unsupported" ? (
          <Button
            type="button"
            variant={status === "on" ? "outline" : "primary"}
            className="self-start"
            disabled={status === "checking" || busy}
            onClick={toggle}
          >
            {t(status === "on" ? "push.disable" : "push.enable")}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
