import * as React from "react";
import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import { cn } from "../lib/utils";

const Accordion = AccordionPrimitive.Root;

const AccordionItem = React.forwardRef<
  React.ElementRef<typeof AccordionPrimitive.Item>,
  React.ComponentPropsWithoutRef<typeof AccordionPrimitive.Item>
>(function AccordionItem({ className, ...props }, ref) {
  return (
    <AccordionPrimitive.Item ref={ref} data-slot="accordion-item" className={cn("border-b", className)} {...props} />
  );
});

export interface AccordionTriggerProps extends React.ComponentPropsWithoutRef<typeof AccordionPrimitive.Trigger> {
  /** The heading level wrapping the trigger, to fit the page outline. @defaultValue 3 */
  headingLevel?: 2 | 3 | 4;
}

const AccordionTrigger = React.forwardRef<React.ElementRef<typeof AccordionPrimitive.Trigger>, AccordionTriggerProps>(
  function AccordionTrigger({ className, children, headingLevel = 3, ...props }, ref) {
    const Heading = `h${headingLevel}` as const;
    return (
      <AccordionPrimitive.Header asChild>
        <Heading className="flex">
          <AccordionPrimitive.Trigger
            ref={ref}
            data-slot="accordion-trigger"
            className={cn(
              "flex flex-1 items-center justify-between gap-4 py-4 text-start font-medium hover:underline focus-visible:outline-2 focus-visible:outline-ring [&[data-state=open]>svg]:rotate-180",
              className,
            )}
            {...props}
          >
            {children}
            <ChevronDown className="size-4 shrink-0 transition-transform" aria-hidden="true" />
          </AccordionPrimitive.Trigger>
        </Heading>
      </AccordionPrimitive.Header>
    );
  },
);

const AccordionContent = React.forwardRef<
  React.ElementRef<typeof AccordionPrimitive.Content>,
  React.ComponentPropsWithoutRef<typeof AccordionPrimitive.Content>
>(function AccordionContent({ className, children, ...props }, ref) {
  return (
    <AccordionPrimitive.Content ref={ref} data-slot="accordion-content" className="overflow-hidden text-sm" {...props}>
      <div className={cn("pb-4 text-muted-foreground", className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
});

export interface DisclosureProps extends Omit<React.DetailsHTMLAttributes<HTMLDetailsElement>, "title"> {
  /** The question or heading that opens the answer. */
  summary: React.ReactNode;
  /** The heading level of the summary in the page's outline. @defaultValue 3 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * An accordion row on the native `<details>`: it opens without JavaScript (and before hydration), is
 * keyboard-operable and exposes its expanded state natively. Styled like `AccordionItem`.
 */
function Disclosure({ summary, headingLevel = 3, className, children, ...props }: DisclosureProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <details data-slot="disclosure" className={cn("group border-b", className)} {...props}>
      <summary
        data-slot="disclosure-summary"
        className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-start font-medium hover:underline focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden"
      >
        <Heading className="text-base font-medium">{summary}</Heading>
        <ChevronDown className="size-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="pb-4 text-muted-foreground">{children}</div>
    </details>
  );
}

export { Accordion, AccordionItem, AccordionTrigger, AccordionContent, Disclosure };
