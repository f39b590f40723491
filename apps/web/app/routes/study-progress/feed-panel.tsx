import { Form } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@masar/ui/button";
import { Input, Label } from "@masar/ui/input";

/** The private iCalendar address: copy it, or replace it (the old one stops working). */
export function FeedPanel({ feedUrl }: { feedUrl: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{t("calendar:feed.lead")}</p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="feed-url">{t("calendar:feed.url")}</Label>
        <Input id="feed-url" readOnly value={feedUrl} dir="ltr" onFocus={(e) => e.currentTarget.select()} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            void navigator.clipboard?.writeText(feedUrl).then(() => setCopied(true));
          }}
        >
          {copied ? t("calendar:feed.copied") : t("calendar:feed.copy")}
        </Button>
        <Form method="post" replace preventScrollReset>
          <input type="hidden" name="intent" value="regenerate" />
          <Button type="submit" variant="ghost">
            {t("calendar:feed.regenerate")}
          </Button>
        </Form>
      </div>
      <span role="status" className="sr-only">
        {copied ? t("calendar:feed.copied") : ""}
      </span>
    </div>
  );
}
