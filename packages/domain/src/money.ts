/**
 * Money is counted in piastres (1 EGP = 100 piastres), as whole numbers: sums, comparisons with a
 * gateway's `amount_cents` and refunds never meet floating-point rounding. Pounds appear only at the
 * edges: a course's price as teachers type it, and the formatted price on screen.
 */

/** The whole number of piastres a price in pounds stands for; throws on a negative or non-finite price. */
export function toPiastres(pounds: number): number {
  if (!Number.isFinite(pounds) || pounds < 0) throw new RangeError(`Not a price: ${pounds}`);
  // Round the decimal string, not the product: 19.99 * 100 is 1998.9999999999998 in binary floating point.
  return Math.round(Number(`${pounds}e2`));
}

/** Pounds for display only (Intl formats them); never compute with the result. */
export function toPounds(piastres: number): number {
  if (!Number.isSafeInteger(piastres)) throw new RangeError(`Not a whole number of piastres: ${piastres}`);
  return piastres / 100;
}

/** "EGP 150.00" in a CSV or a gateway field: two decimals from whole piastres, no floating point. */
export function piastresToDecimalString(piastres: number): string {
  if (!Number.isSafeInteger(piastres)) throw new RangeError(`Not a whole number of piastres: ${piastres}`);
  const sign = piastres < 0 ? "-" : "";
  const abs = Math.abs(piastres);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
