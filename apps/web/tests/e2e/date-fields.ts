import { expect, type Locator } from "@playwright/test";

/**
 * Chooses `iso` ("YYYY-MM-DD") in the kit's date field whose button is `field` (its id, e.g.
 * `#task-new-date`), as a person does: opens the calendar, turns the months with Page Up / Page Down
 * and clicks the day. Waits for the field to take over from the native input (hydration).
 */
export async function chooseDate(field: Locator, iso: string) {
  await expect(field).toHaveAttribute("data-slot", "date-field");
  await field.click();
  const dialog = field.page().getByRole("dialog");
  const day = dialog.locator(`[data-date="${iso}"]`);
  const month = iso.slice(0, 7);
  for (let turns = 0; turns < 120 && !(await day.isVisible()); turns++) {
    const shown = await dialog.locator("[role=gridcell][data-date]").first().getAttribute("data-date");
    await dialog.locator('[role=gridcell][tabindex="0"]').press((shown ?? "") < month ? "PageDown" : "PageUp");
  }
  await day.click();
  await expect(dialog).toBeHidden();
  await expect(field.locator("xpath=following-sibling::input[@type='hidden']")).toHaveValue(iso);
}

/**
 * Sets the kit's time field whose hour select is `hour` (its id, e.g. `#event-new-time`) to `hhmm`
 * ("HH:MM"): a 12-hour clock with its period in Arabic, a 24-hour clock in English.
 */
export async function chooseTime(hour: Locator, hhmm: string) {
  await expect(hour).toHaveAttribute("data-slot", "time-field-hour");
  const group = hour.locator("xpath=ancestor::*[@data-slot='time-field'][1]");
  const h = Number(hhmm.slice(0, 2));
  const period = group.locator("[data-slot=time-field-period]");
  const twelve = (await period.count()) > 0;
  if (twelve) await period.selectOption(h < 12 ? "am" : "pm");
  await hour.selectOption(String(twelve ? h % 12 || 12 : h));
  await group.locator("[data-slot=time-field-minute]").selectOption(String(Number(hhmm.slice(3, 5))));
  await expect(group.locator("input[type=hidden]")).toHaveValue(hhmm);
}
