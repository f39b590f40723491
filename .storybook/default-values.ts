import type { ArgTypesEnhancer } from "storybook/internal/types";

type Docgen = {
  props?: Record<string, { description?: string; tags?: { defaultValue?: string } } | undefined>;
};

/**
 * The kit states defaults in TSDoc as `@defaultValue` (STYLE.md). react-docgen-typescript fills the props
 * table's Default column only from code (destructured defaults) or `@default`, and Storybook strips the
 * other tags from the description, so a default set elsewhere (a cva `defaultVariants`, a Radix prop) was
 * stated nowhere on the docs page. This copies `@defaultValue` into the Default column where it is empty.
 */
export const defaultValuesFromTsdoc: ArgTypesEnhancer = (context) => {
  const docgen = (context.component as { __docgenInfo?: Docgen } | undefined)?.__docgenInfo;
  if (!docgen?.props) return context.argTypes;
  const argTypes = { ...context.argTypes };
  for (const [name, argType] of Object.entries(argTypes)) {
    // The docgen plugin keeps JSDoc tags apart (`tags`); older setups leave them in the description.
    const prop = docgen.props[name];
    const stated = (prop?.tags?.defaultValue ?? /@defaultValue\s+([^\n]+)/.exec(prop?.description ?? "")?.[1])?.trim();
    if (!stated || argType.table?.defaultValue?.summary) continue;
    argTypes[name] = { ...argType, table: { ...argType.table, defaultValue: { summary: stated } } };
  }
  return argTypes;
};
