/**
 * The description block of a component's docs page (Storybook autodocs): what it is for, how to use it,
 * what changes right to left, and do / don't. Autodocs adds the props table (from the TSDoc in the
 * component file, `@defaultValue` included) and every story below it. One shape for every component, so
 * no page is missing a section.
 */
export interface ComponentDocs {
  /** One or two sentences: what the component is and when to reach for it. */
  summary: string;
  /** A usage snippet an app can copy (TSX, imports from the package's subpaths). */
  usage: string;
  /** What the component does in Arabic (right to left) that a left-to-right reader would not expect. */
  rtl: readonly string[];
  do: readonly string[];
  dont: readonly string[];
}

const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join("\n");

/** The `parameters.docs` of a stories file's meta. */
export function componentDocs(docs: ComponentDocs) {
  const component = [
    docs.summary,
    "### Usage",
    "```tsx\n" + docs.usage.trim() + "\n```",
    "### Right to left",
    list(docs.rtl),
    "### Do",
    list(docs.do),
    "### Don't",
    list(docs.dont),
  ].join("\n\n");
  return { description: { component } };
}
