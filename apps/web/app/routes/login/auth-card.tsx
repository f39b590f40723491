import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@masar/ui/card";
import { FormError } from "#app/forms/fields";
import type { FormMessages } from "#app/forms/messages";

interface AuthCardProps<Schema extends Record<string, unknown>> {
  title: string;
  lead: string;
  /** The conform form; its id is also the action's `intent`. */
  form: FormMetadata<Schema, FormMessages>;
  intent: "login" | "signup";
  redirectTo: string;
  /** The fields and the submit button. */
  children: ReactNode;
  /** Shown under the form (the demo accounts hint). */
  footer?: ReactNode;
  className?: string;
}

/** One of the login page's two cards: a titled form that posts its intent and where to go next. */
export function AuthCard<Schema extends Record<string, unknown>>({
  title,
  lead,
  form,
  intent,
  redirectTo,
  children,
  footer,
  className,
}: AuthCardProps<Schema>) {
  return (
    <Card className={className} data-slot={`auth-card-${intent}`}>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{lead}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <FormError id={form.errorId} messages={form.errors} />
          {children}
        </Form>
        {footer}
      </CardContent>
    </Card>
  );
}
