import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "./button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card";
import { componentDocs } from "../stories/component-docs";

const docs = componentDocs({
  summary:
    "A bordered surface with optional parts: `CardHeader` (`CardTitle`, `CardDescription`), `CardContent` and `CardFooter`. The course card and the dashboards are built on it.",
  usage: `
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@masar/ui/card";

<Card>
  <CardHeader>
    <CardTitle>{t("nextExam")}</CardTitle>
  </CardHeader>
  <CardContent>{summary}</CardContent>
  <CardFooter>
    <Button size="sm">{t("plan")}</Button>
  </CardFooter>
</Card>`,
  rtl: [
    "Every part aligns to the start edge (the right in Arabic); the footer's actions start there too.",
    "Mixed Arabic and English in a description keeps each word order: the paragraph takes the page's direction.",
  ],
  do: [
    "Give `CardTitle` the heading level the page outline needs (`asChild` with an `h2`, or wrap it).",
    "Use one card per item in a list, inside a `<ul>` when they are a list.",
  ],
  dont: [
    "Don't nest cards in cards: use spacing or a separator inside.",
    "Don't make the whole card one link when it has other controls inside.",
  ],
});

const meta = { title: "Primitives/Card", component: Card, parameters: { docs } } satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CardAnatomy: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle>عنوان البطاقة</CardTitle>
        <CardDescription>وصف قصير للبطاقة مع English words.</CardDescription>
      </CardHeader>
      <CardContent>المحتوى</CardContent>
      <CardFooter>
        <Button size="sm">إجراء</Button>
      </CardFooter>
    </Card>
  ),
};
