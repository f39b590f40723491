import type { Meta, StoryObj } from "@storybook/react-vite";
import { Mail } from "lucide-react";
import { expect, screen, userEvent, within } from "storybook/test";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion";
import { Avatar } from "./avatar";
import { Badge } from "./badge";
import { Button } from "./button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card";
import { Checkbox } from "./checkbox";
import { EmptyState, Skeleton, Spinner } from "./feedback";
import { FieldError, Input, Label, Textarea } from "./input";
import { Progress } from "./progress";
import { Select } from "./select";
import { Sheet, SheetContent, SheetTrigger } from "./sheet";
import { toast } from "./toaster";
import { componentDocs } from "../stories/component-docs";

const docs = componentDocs({
  summary:
    "The building blocks the product components are made of, each its own subpath: `button`, `badge`, `card`, `input` (Input, Textarea, Label, FieldError), `select` (native), `checkbox`, `progress`, `avatar`, `accordion`, `dropdown-menu`, `sheet`, `feedback` (Spinner, Skeleton, EmptyState) and `toaster`. The props table below is Button's.",
  usage: `
import { Button } from "@masar/ui/button";
import { Input, Label } from "@masar/ui/input";
import { toast } from "@masar/ui/toaster";

<form onSubmit={save}>
  <Label htmlFor="title">{t("title")}</Label>
  <Input id="title" name="title" size="md" />
  <Button type="submit">{t("save")}</Button>
  <Button variant="ghost" size="icon" aria-label={t("close")}><X aria-hidden="true" /></Button>
</form>;
toast.success(t("saved"));`,
  rtl: [
    "Spacing, padding and borders are logical (`ms-`, `ps-`, `border-s`), so every primitive mirrors with the direction.",
    'The sheet takes `side: "start" | "end"`, never left or right; `Progress` fills from the start side.',
    "Radix parts (menus, accordion, sheet) read the direction from `LocaleProvider`, portalled content included.",
  ],
  do: [
    "Give icon-only buttons an `aria-label` and mark their icons `aria-hidden`.",
    "Use `asChild` to style a link as a button (`<Button asChild><a href>…</a></Button>`).",
  ],
  dont: [
    "Don't pass physical margin, padding or position utilities (left or right) in `className`: they do not mirror, so the Arabic layout breaks.",
    "Don't use the `select` primitive for dozens of options: it is the platform's picker, best for short lists.",
  ],
});

const meta = { title: "Primitives/Gallery", component: Button, parameters: { docs } } satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Buttons: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-3">
      <Button>أساسي Primary</Button>
      <Button variant="secondary">ثانوي</Button>
      <Button variant="outline">
        <Mail aria-hidden="true" /> Outline
      </Button>
      <Button variant="ghost">Ghost</Button>
      <Button variant="destructive">حذف</Button>
      <Button variant="link">Link</Button>
      <Button size="sm">Small</Button>
      <Button size="lg">Large</Button>
      <Button disabled>Disabled</Button>
      <Button asChild variant="outline">
        <a href="/courses">As a link</a>
      </Button>
    </div>
  ),
};

export const Badges: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge>Default</Badge>
      <Badge variant="soft">مصفوفات</Badge>
      <Badge variant="muted">دورة</Badge>
      <Badge variant="success">مكتمل</Badge>
      <Badge variant="outline">+3</Badge>
      <Badge variant="destructive">9+</Badge>
    </div>
  ),
};

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

export const FormFields: Story = {
  render: () => (
    <form className="flex max-w-sm flex-col gap-4" onSubmit={(e) => e.preventDefault()}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="f-name">الاسم</Label>
        <Input id="f-name" defaultValue="منى عادل" />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="f-email">البريد الإلكتروني</Label>
        <Input
          id="f-email"
          type="email"
          dir="ltr"
          aria-invalid="true"
          aria-describedby="f-email-error"
          defaultValue="mona@"
        />
        <FieldError id="f-email-error">أدخل بريدًا إلكترونيًا صحيحًا</FieldError>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="f-level">المستوى</Label>
        <Select id="f-level" defaultValue="beginner">
          <option value="beginner">مبتدئ</option>
          <option value="advanced">متقدّم</option>
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="f-msg">الرسالة</Label>
        <Textarea id="f-msg" />
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="f-terms" defaultChecked />
        <Label htmlFor="f-terms">أوافق على الشروط</Label>
      </div>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("checkbox");
    await expect(box).toHaveAttribute("data-state", "checked");
    await userEvent.click(box);
    await expect(box).toHaveAttribute("data-state", "unchecked");
    // Leave nothing focused: the focus outline at the canvas edge anti-aliases differently from run to
    // run, which the visual suite's tight threshold would report as a change.
    box.blur();
  },
};

export const ProgressBars: Story = {
  render: () => (
    <div className="flex max-w-sm flex-col gap-3">
      <Progress value={0} aria-label="0%" />
      <Progress value={42} aria-label="42%" />
      <Progress value={100} tone="success" aria-label="100%" />
      <Progress value={65} size="sm" aria-label="65%" />
    </div>
  ),
};

export const Avatars: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <Avatar size="sm" fallback="م" />
      <Avatar fallback="O" />
      <Avatar size="lg" fallback="U" src="/broken.png" />
    </div>
  ),
};

export const Loading: Story = {
  render: () => (
    <div className="flex max-w-sm flex-col gap-3">
      <Spinner />
      <Skeleton className="h-40" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  ),
};

export const Empty: Story = {
  render: () => (
    <EmptyState title="لا توجد دورات" description="جرّب كلمات أخرى." action={<Button>عرض كل الدورات</Button>} />
  ),
};

export const SideSheet: Story = {
  render: () => (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline">القائمة</Button>
      </SheetTrigger>
      <SheetContent title="القائمة">
        <p>محتوى القائمة الجانبية</p>
      </SheetContent>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button"));
    const dialog = await screen.findByRole("dialog");
    // "start" is the right edge in Arabic and the left edge in English.
    const rect = dialog.getBoundingClientRect();
    if (document.documentElement.dir === "rtl") await expect(rect.right).toBeGreaterThan(window.innerWidth - 2);
    else await expect(rect.left).toBeLessThan(2);
    await userEvent.keyboard("{Escape}");
  },
};

export const FaqAccordion: Story = {
  render: () => (
    <Accordion type="single" collapsible className="max-w-lg">
      <AccordionItem value="a">
        <AccordionTrigger>من يدرّس الدورات؟</AccordionTrigger>
        <AccordionContent>محاضرو الجامعة أنفسهم.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="b">
        <AccordionTrigger>هل توجد دورات مجانية؟</AccordionTrigger>
        <AccordionContent>نعم.</AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole("button");
    first!.focus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(second).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(second).toHaveAttribute("aria-expanded", "true");
  },
};

export const Toasts: Story = {
  parameters: { toaster: true },
  render: () => (
    <div className="flex gap-2">
      <Button onClick={() => toast.success("تم حفظ الملف الشخصي")}>Success</Button>
      <Button variant="destructive" onClick={() => toast.error("حدث خطأ أثناء تحميل الدورات.")}>
        Error
      </Button>
    </div>
  ),
};
