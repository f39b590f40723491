import { describe, expect, it } from "vitest";
import { formatFileSize } from "./format";

describe("formatFileSize", () => {
  it("says kilobytes, megabytes and gigabytes in Arabic units and digits", () => {
    expect(formatFileSize(91 * 1024, "ar")).toBe("٩١ ك.ب");
    expect(formatFileSize(2.5 * 1024 ** 2, "ar")).toBe("٢٫٥ م.ب");
    expect(formatFileSize(3 * 1024 ** 3, "ar")).toBe("٣ غ.ب");
  });

  it("says them in English units", () => {
    expect(formatFileSize(91 * 1024, "en")).toBe("91 kB");
    expect(formatFileSize(2.5 * 1024 ** 2, "en")).toBe("2.5 MB");
    expect(formatFileSize(1024 ** 3, "en")).toBe("1 GB");
  });

  it("never says zero for a small file and rounds to one decimal", () => {
    expect(formatFileSize(10, "en")).toBe("1 kB");
    expect(formatFileSize(0, "ar")).toBe("١ ك.ب");
    expect(formatFileSize(1.26 * 1024 ** 2, "en")).toBe("1.3 MB");
  });
});
