// The confirmation of an admin's act that is hard to undo (a refund, a role change, a deactivation, a
// course deletion): what will happen, named, before it happens.
import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Button, type ButtonProps } from "@masar/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@masar/ui/dialog";
import { useHydrated } from "#app/utils/use-hydrated";

/** The values of the asking form: the act's fields and what was chosen there (a role). */
export type ActValues = Record<string, string>;

export interface ConfirmActProps {
  /** Hidden fields that name the act: its intent and what it acts on. */
  fields: ActValues;
  /** Fields chosen before asking (the role select), in the form whose button asks. */
  before?: ReactNode;
  /** The asking button's content (its label, an icon). */
  trigger: ReactNode;
  /** The asking button's look; `data-*` attributes go on it too. */
  triggerProps?: Pick<ButtonProps, "variant" | "size" | "className" | "aria-label"> & Record<`data-${string}`, string>;
  /** The asking form's class (its layout beside the row's other forms). */
  className?: string;
  title: string;
  /** What will happen, named (who, what, how much), from the asking form's values (the role chosen). */
  describe: (values: ActValues) => string;
  /** The act's own button: the act itself ("Refund EGP 550.00"), never "OK". */
  confirm: string;
  cancel: string;
  /** A red act button (money back, access ended, a course gone). */
  destructive?: boolean;
  /** Fields asked with the confirmation (a refund's reason), with their errors. */
  children?: ReactNode;
  /**
   * The server's answer to this act when it did not do it: it asked for the confirmation (the form came
   * without it, as it does before the page's scripts run) or refused what was filled in. The
   * confirmation opens again with these values.
   */
  asked: ActValues | null;
}

/**
 * The asking form posts the act without `confirmed`: the server does nothing and answers with the
 * confirmation step, shown in the page (no scripts needed). Once the page has hydrated, the same button
 * opens the kit's dialog instead; its form posts the act with `confirmed=yes`.
 */
export function ConfirmAct(props: ConfirmActProps) {
  const hydrated = useHydrated();
  const [values, setValues] = useState<ActValues | null>(props.asked);
  const navigation = useNavigation();
  const submitted = useRef(false);
  useEffect(() => {
    if (props.asked) setValues(props.asked);
  }, [props.asked]);
  // After the confirmed act: closed when the server did it (it answered nothing for this act), kept open
  // with its errors when it refused.
  useEffect(() => {
    if (navigation.state !== "idle" || !submitted.current) return;
    submitted.current = false;
    if (!props.asked) setValues(null);
  }, [navigation.state, props.asked]);

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setValues(Object.fromEntries([...form].map(([name, value]) => [name, String(value)])));
  }

  const step = values ? (
    <Step {...props} values={values} inDialog={hydrated} onSubmit={() => (submitted.current = true)} />
  ) : null;
  return (
    <>
      <Form method="post" className={props.className} onSubmit={hydrated ? ask : undefined}>
        <Hidden values={props.fields} />
        {props.before}
        <Button type="submit" variant={props.destructive ? "destructive" : "outline"} size="sm" {...props.triggerProps}>
          {props.trigger}
        </Button>
      </Form>
      {hydrated ? (
        <Dialog open={values !== null} onOpenChange={(open) => (open ? null : setValues(null))}>
          {values ? (
            <DialogContent
              role="alertdialog"
              title={props.title}
              description={props.describe(values)}
              onOpenAutoFocus={focusFirstField}
            >
              {step}
            </DialogContent>
          ) : null}
        </Dialog>
      ) : (
        step
      )}
    </>
  );
}

/**
 * On opening, focus goes to the first thing to fill in (a refund's reason), else to cancel: never to the
 * act itself, so that Enter cannot confirm what was not read.
 */
function focusFirstField(event: Event) {
  const root = event.currentTarget;
  if (!(root instanceof HTMLElement)) return;
  const target =
    root.querySelector<HTMLElement>("textarea, select, input:not([type=hidden])") ??
    root.querySelector<HTMLElement>("[data-cancel]");
  if (!target) return;
  event.preventDefault();
  target.focus();
}

function Hidden({ values }: { values: ActValues }) {
  return Object.entries(values).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/** The confirmation's form: in the dialog, or in the page before scripts (with its title and words). */
function Step(props: ConfirmActProps & { values: ActValues; inDialog: boolean; onSubmit: () => void }) {
  const { pathname, search } = useLocation();
  const titleId = useId();
  const form = (
    <Form method="post" className="flex flex-col gap-3" onSubmit={props.onSubmit}>
      <Hidden values={{ ...props.values, ...props.fields, confirmed: "yes" }} />
      {props.children}
      <DialogFooter>
        {props.inDialog ? (
          <DialogClose asChild>
            <Button type="button" variant="outline" data-cancel>
              {props.cancel}
            </Button>
          </DialogClose>
        ) : (
          // Without scripts, cancelling is coming back to the page as it was.
          <Button asChild variant="outline">
            <Link to={`${pathname}${search}`}>{props.cancel}</Link>
          </Button>
        )}
        <Button type="submit" variant={props.destructive ? "destructive" : "primary"}>
          {props.confirm}
        </Button>
      </DialogFooter>
    </Form>
  );
  if (props.inDialog) return form;
  return (
    <section
      role="alertdialog"
      aria-labelledby={titleId}
      className="flex w-full max-w-lg basis-full flex-col gap-3 rounded-lg border bg-background p-4 shadow-sm"
      data-testid="confirm-step"
    >
      <h3 id={titleId} className="text-lg font-bold">
        {props.title}
      </h3>
      <p className="text-sm">{props.describe(props.values)}</p>
      {form}
    </section>
  );
}
