/**
 * The day plan of a course's review cards: each card keeps its own day when that day has room, and
 * days over the student's daily limit shed cards to the nearest days with room, never onto or past
 * the exam. Run by "Re-plan from today" and after each answer. Free of ts-fsrs (which patches
 * Date.prototype when loaded), so pages can plan and explain without it.
 */
import { addDays, daysBetween } from "../calendar-date";

/**
 * The last day a review may be planned on: the day before the exam, or today when the exam is tomorrow
 * (no day is left between). An exam today or past bounds nothing: null.
 */
export function lastReviewDay(today: string, examDate: string | null): string | null {
  if (examDate === null || examDate <= today) return null;
  return addDays(examDate, -1);
}

/**
 * Plans every card on a day from `today` on, at most `limit` cards a day, and returns the cards in the
 * order given with their planned day.
 *
 * - A card overdue (before today) counts from today.
 * - With an exam after today, nothing is planned on or after it: the last day is the day before, or
 *   today when the exam is tomorrow. An exam today or past bounds nothing, as in `dueDay`.
 * - A card keeps its own day if it has room; otherwise it goes to the nearest later day with room up to
 *   the last day, then to the nearest earlier day down to today (earlier is safe for memory, later than
 *   the exam is not).
 * - When the days left cannot hold all cards at `limit`, each day takes at most ceil(cards / days).
 *   Without an exam later days are always there, so the limit always holds.
 *
 * Cards claim days in order of due date, then question id, so the most overdue keep today and the
 * result does not depend on the order given. `taken` counts cards already planned on a day (another
 * course's, planned first): the limit is the student's whole day, not one course's.
 */
export function planLoad(
  cards: readonly { questionId: string; dueDate: string }[],
  options: { today: string; examDate: string | null; limit: number; taken?: Readonly<Record<string, number>> },
): { questionId: string; dueDate: string }[] {
  const { today, examDate } = options;
  const taken = options.taken ?? {};
  // A limit below one would leave no room anywhere (and, without an exam, search forever).
  const limit = Math.max(1, Math.floor(options.limit));
  const last = lastReviewDay(today, examDate);
  // Days are counted from today (0); `days` is how many there are up to the last day (today at least),
  // null: unbounded.
  const days = last === null ? null : Math.max(1, daysBetween(today, last) + 1);
  const load: number[] = [];
  const loadOn = (day: number) => (load[day] ??= taken[addDays(today, day)] ?? 0);
  let total = cards.length;
  if (days !== null) for (let d = 0; d < days; d++) total += loadOn(d);
  const perDay = days !== null && total > days * limit ? Math.ceil(total / days) : limit;

  const order = cards.map((_, i) => i);
  order.sort((a, b) => {
    const x = cards[a]!;
    const y = cards[b]!;
    if (x.dueDate !== y.dueDate) return x.dueDate < y.dueDate ? -1 : 1;
    return x.questionId < y.questionId ? -1 : x.questionId > y.questionId ? 1 : 0;
  });

  const room = (day: number) => loadOn(day) < perDay;
  const planned: number[] = new Array<number>(cards.length);
  for (const i of order) {
    let own = Math.max(0, daysBetween(today, cards[i]!.dueDate));
    if (days !== null) own = Math.min(own, days - 1);
    let day = own;
    while ((days === null || day < days) && !room(day)) day++;
    if (days !== null && day >= days) {
      // Nothing later has room: the nearest earlier day does (days × perDay ≥ all the cards of the days,
      // unless another course's cards already fill a day past perDay: then the least loaded day).
      day = own - 1;
      while (day >= 0 && !room(day)) day--;
      if (day < 0) {
        day = 0;
        for (let d = 1; d < days; d++) if (loadOn(d) < loadOn(day)) day = d;
      }
    }
    load[day] = loadOn(day) + 1;
    planned[i] = day;
  }
  return cards.map((card, i) => ({ questionId: card.questionId, dueDate: addDays(today, planned[i]!) }));
}
