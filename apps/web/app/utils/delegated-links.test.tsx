// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, useLocation, useNavigationType } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { useDelegatedLinks } from "./delegated-links";

/** A region of plain links handled by the hook, and where the router is. */
function Region() {
  const onClick = useDelegatedLinks();
  const location = useLocation();
  const type = useNavigationType();
  return (
    <section onClick={onClick}>
      <a href="/study-progress?view=agenda&date=2030-03-02">day</a>
      <a href="/study-progress?view=month&date=2030-03-15">same</a>
      <a href="https://elsewhere.example/study-progress">away</a>
      <a href="/study-progress?view=week" target="_blank">
        tab
      </a>
      <a href="/files/plan.ics" download>
        file
      </a>
      <a href="/handled" onClick={(e) => e.preventDefault()}>
        handled
      </a>
      <output data-testid="at">{`${location.pathname}${location.search}`}</output>
      <output data-testid="type">{type}</output>
    </section>
  );
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Region />
    </MemoryRouter>,
  );
}

const at = () => screen.getByTestId("at").textContent;

afterEach(cleanup);

describe("useDelegatedLinks", () => {
  it("moves a plain click on a same-site link client-side, as <Link> does", () => {
    renderAt("/study-progress?view=month&date=2030-03-15");
    const click = fireEvent.click(screen.getByText("day"), { button: 0 });
    expect(click).toBe(false); // default prevented: the browser does not load the page
    expect(at()).toBe("/study-progress?view=agenda&date=2030-03-02");
    expect(screen.getByTestId("type").textContent).toBe("PUSH");
  });

  it("replaces the history entry for a link to the current URL", () => {
    renderAt("/study-progress?view=month&date=2030-03-15");
    fireEvent.click(screen.getByText("same"), { button: 0 });
    expect(screen.getByTestId("type").textContent).toBe("REPLACE");
  });

  it("leaves modified and middle clicks, other targets, downloads and other origins to the browser", () => {
    renderAt("/study-progress?view=month&date=2030-03-15");
    expect(fireEvent.click(screen.getByText("day"), { button: 0, ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByText("day"), { button: 0, metaKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByText("day"), { button: 0, shiftKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByText("day"), { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByText("tab"), { button: 0 })).toBe(true);
    expect(fireEvent.click(screen.getByText("file"), { button: 0 })).toBe(true);
    expect(fireEvent.click(screen.getByText("away"), { button: 0 })).toBe(true);
    expect(at()).toBe("/study-progress?view=month&date=2030-03-15");
  });

  it("stands aside for a link whose own handler already acted", () => {
    renderAt("/study-progress?view=month&date=2030-03-15");
    fireEvent.click(screen.getByText("handled"), { button: 0 });
    expect(at()).toBe("/study-progress?view=month&date=2030-03-15");
  });
});
