// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Progress, type ProgressProps } from "./progress";

// Progress is two plain divs since decision 025; they keep the attributes Radix Progress gave them, which
// assistive technology (role, aria-value*) and styles (data-state) read.
function attributes(props: ProgressProps) {
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(createElement(Progress, { "aria-label": "Progress", ...props }));
  const [bar, fill] = [host.firstElementChild!, host.firstElementChild!.firstElementChild!];
  const pick = (el: Element, names: string[]) => Object.fromEntries(names.map((n) => [n, el.getAttribute(n)]));
  return {
    bar: pick(bar, [
      "role",
      "aria-valuemin",
      "aria-valuemax",
      "aria-valuenow",
      "aria-valuetext",
      "aria-label",
      "data-state",
      "data-value",
      "data-max",
      "data-slot",
    ]),
    fill: {
      ...pick(fill, ["data-state", "data-value", "data-max", "data-slot"]),
      width: (fill as HTMLElement).style.width,
    },
  };
}

describe("Progress", () => {
  it("reads as a progress bar with its value, as Radix's did", () => {
    expect(attributes({ value: 40 })).toEqual({
      bar: {
        role: "progressbar",
        "aria-valuemin": "0",
        "aria-valuemax": "100",
        "aria-valuenow": "40",
        "aria-valuetext": "40%",
        "aria-label": "Progress",
        "data-state": "loading",
        "data-value": "40",
        "data-max": "100",
        "data-slot": "progress",
      },
      fill: {
        "data-state": "loading",
        "data-value": "40",
        "data-max": "100",
        "data-slot": "progress-indicator",
        width: "40%",
      },
    });
  });

  it("is complete at the maximum, empty without a value, clamped outside 0–100", () => {
    expect(attributes({ value: 100 }).bar["data-state"]).toBe("complete");
    expect(attributes({}).bar).toMatchObject({ "aria-valuenow": "0", "data-state": "loading" });
    expect(attributes({ value: 250 }).fill).toMatchObject({ "data-state": "complete", width: "100%" });
    expect(attributes({ value: -5 }).fill.width).toBe("0%");
  });

  it("takes a maximum and a label as Radix did; a value above the maximum is indeterminate", () => {
    expect(attributes({ value: 5, max: 10, getValueLabel: (v, m) => `${v} of ${m}` }).bar).toMatchObject({
      "aria-valuemax": "10",
      "aria-valuetext": "5 of 10",
      "data-state": "loading",
    });
    expect(attributes({ value: 50, max: 10 }).bar).toMatchObject({
      "aria-valuenow": null,
      "aria-valuetext": null,
      "data-state": "indeterminate",
    });
  });
});
