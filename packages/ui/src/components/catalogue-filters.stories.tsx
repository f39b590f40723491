import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { EMPTY_FILTERS, type CatalogueFilters as Filters } from "@masar/domain/catalogue";
import { CatalogueEmpty, CatalogueFilters } from "./catalogue-filters";
import { Spinner } from "./feedback";
import { componentDocs } from "../stories/component-docs";

const docs = componentDocs({
  summary:
    'The catalogue\'s search and filters: text search, a Filters toggle, faculty, level and category, and Reset Filters. A GET form, so it filters without JavaScript and a filtered list is a shareable URL. `CatalogueEmpty` is its "no courses match" state.',
  usage: `
import { CatalogueEmpty, CatalogueFilters, EMPTY_FILTERS } from "@masar/ui/catalogue-filters";

const [filters, setFilters] = useState(EMPTY_FILTERS);

<CatalogueFilters
  value={filters}
  onValueChange={setFilters}
  action="/catalogue"
  categories={["programming", "mathematics"]}
  categoryLabel={(category) => t(\`category.\${category}\`)}
  interactive={hydrated}
/>;
{shown.length === 0 ? <CatalogueEmpty href="/catalogue" onShowAll={() => setFilters(EMPTY_FILTERS)} /> : null}`,
  rtl: [
    "The search icon sits at the start edge (the right in Arabic) and the text keeps clear of it with `ps-9`.",
    "The panel's fields fill from the start edge; each select's chevron is at its end edge.",
    "The component passes Arabic text through untouched: matching (hamza, taa marbuta, diacritics) is the app's filter.",
  ],
  do: [
    "Hold `value` in the app (state or URL) and filter the list there: the component never filters.",
    "Pass `interactive` once the page is hydrated: the no-JavaScript Apply button goes and the Filters toggle works in place.",
    "Pass `action` when the form should submit somewhere other than the current page.",
  ],
  dont: [
    "Don't drop `onValueChange` calls to debounce: it fires on every keystroke, so make the filtering cheap instead.",
    "Don't rename faculty or level values: their texts are the kit's labels (`faculty.*`, `level.*`), overridable through `LocaleProvider`.",
  ],
});

const meta = {
  title: "Product/CatalogueFilters",
  component: CatalogueFilters,
  parameters: { docs },
  args: {
    value: EMPTY_FILTERS,
    categories: ["programming", "mathematics", "physics"],
    interactive: true,
    action: "/courses",
    onValueChange: fn(),
  },
} satisfies Meta<typeof CatalogueFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: React.ComponentProps<typeof CatalogueFilters>) {
  const [value, setValue] = useState<Filters>(props.value);
  return (
    <CatalogueFilters
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange?.(next);
      }}
    />
  );
}

export const Default: Story = { render: (args) => <Controlled {...args} /> };

export const Filtered: Story = {
  args: { value: { q: "جبر", faculty: "science", level: "intermediate", category: "mathematics" } },
  render: (args) => <Controlled {...args} />,
};

export const WithoutJavaScript: Story = { args: { interactive: false, onValueChange: undefined } };

export const TypingAndSelecting: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox"), "Py");
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, q: "Py" });
    const [faculty] = canvas.getAllByRole("combobox");
    await userEvent.selectOptions(faculty!, "engineering");
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, q: "Py", faculty: "engineering" });
    await userEvent.click(canvas.getByRole("link", { name: /إعادة ضبط التصفية|Reset Filters/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(EMPTY_FILTERS);
  },
};

export const TogglePanel: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: /التصفية|Filters/ });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvasElement.querySelector("[data-slot=catalogue-filters-panel]")).not.toBeVisible();
  },
};

export const EmptyResults: Story = {
  render: () => <CatalogueEmpty href="/courses" onShowAll={fn()} />,
};

export const Loading: Story = {
  render: () => <Spinner />,
};
