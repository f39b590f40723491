import { describe, expect, it } from "vitest";
import { iconImports } from "./icon-imports";

// The browser build's icon imports (decision 025): each icon from its own module, anything else from
// lucide-react's index as written.
type Transform = (code: string, id: string, options?: { ssr?: boolean }) => { code: string } | null;
const transform = iconImports().transform as Transform;

describe("iconImports", () => {
  it("imports each icon from its own module, under the name the code uses", async () => {
    const out = transform(
      'import { Menu, Search as Find, LucideProvider } from "lucide-react";\nexport const icons = [Menu, Find];',
      "/app/x.tsx",
    )!.code;
    const files = [...out.matchAll(/import (\w+) from "([^"]+)"/g)].map(([, local, file]) => [local, file]);
    expect(files.map(([local]) => local)).toEqual(["Menu", "Find"]);
    expect(out).toContain('import { LucideProvider } from "lucide-react";');
    expect(out).toContain("export const icons = [Menu, Find];");
    // The module is the icon the index exports under that name.
    const names = await Promise.all(files.map(async ([, file]) => (await import(file)).__iconData.name));
    expect(names).toEqual(["menu", "search"]);
  });

  it("leaves the server build and code without icons alone", () => {
    expect(transform('import { Menu } from "lucide-react";', "/app/x.tsx", { ssr: true })).toBeNull();
    expect(transform('import { clsx } from "clsx";', "/app/x.tsx")).toBeNull();
  });
});
