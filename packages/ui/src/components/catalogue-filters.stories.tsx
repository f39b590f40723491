import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { EMPTY_FILTERS, type CatalogueFilters as Filters } from "@masar/domain/catalogue";
import { CatalogueEmpty, CatalogueFilters } from "./catalogue-filters";
import { Spinner } from "./feedback";

const meta = {
  title: "Product/CatalogueFilters",
  component: CatalogueFilters,
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
