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
 * result does not depend on the order given.
 */
export function planLoad(
  cards: readonly { questionId: string; dueDate: string }[],
  options: { today: string; examDate: string | null; limit: number },
): { questionId: string; dueDate: string }[] {
  const { today, examDate } = options;
  // A limit below one would leave no room anywhere (and, without an exam, search forever).
  const limit = Math.max(1, Math.floor(options.limit));
  const last = lastReviewDay(today, examDate);
  // Days are counted from today (0); `days` is how many there are up to the last day (today at least),
  // null: unbounded.
  const days = last === null ? null : Math.max(1, daysBetween(today, last) + 1);
  const perDay = days !== null && cards.length > days * limit ? Math.ceil(cards.length / days) : limit;

  const order = cards.map((_, i) => i);
  order.sort((a, b) => {
    const x = cards[a]!;
    const y = cards[b]!;
    if (x.dueDate !== y.dueDate) return x.dueDate < y.dueDate ? -1 : 1;
    return x.questionId < y.questionId ? -1 : x.questionId > y.questionId ? 1 : 0;
  });

  const load: number[] = [];
  const room = (day: number) => (load[day] ?? 0) < perDay;
  const planned: number[] = new Array<number>(cards.length);
  for (const i of order) {
    let own = Math.max(0, daysBetween(today, cards[i]!.dueDate));
    if (days !== null) own = Math.min(own, days - 1);
    let day = own;
    while ((days === null || day < days) && !room(day)) day++;
    if (days !== null && day >= days) {
      // Nothing later has room: the nearest earlier day does. There is one, since days × perDay ≥ cards.
      day = own - 1;
      while (!room(day)) day--;
    }
    load[day] = (load[day] ?? 0) + 1;
    planned[i] = day;
  }
  return cards.map((card, i) => ({ questionId: card.questionId, dueDate: addDays(today, planned[i]!) }));
}
