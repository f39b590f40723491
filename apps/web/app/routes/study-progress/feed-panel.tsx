import { Form } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@masar/ui/button";
import { Input, Label } from "@masar/ui/input";

/** The private iCalendar address: copy it, or replace it (the old one stops working); the Hijri setting. */
export function FeedPanel({ feedUrl, hijri }: { feedUrl: string; hijri: boolean }) {
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
      <Form method="post" replace preventScrollReset className="flex flex-wrap items-center gap-3 border-t pt-3">
        <input type="hidden" name="intent" value="hijri" />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="hijri" value="1" defaultChecked={hijri} className="size-4 accent-primary" />
          {t("calendar:feed.hijri")}
        </label>
        <Button type="submit" size="sm" variant="outline">
          {t("calendar:feed.save")}
        </Button>
      </Form>
    </div>
  );
}
