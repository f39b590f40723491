// Practice (issue 32): the quiz page's first load is a row of the page table (routes.mjs, at an open
// attempt); this part measures saving answers, the write a whole class makes at once: the draft route
// at CONNECTIONS connections for SECONDS, each request a change of answer to one of the attempt's
// choice questions (one stored answer per question, so every save is an upsert).
import autocannon from "autocannon";
import { CONNECTIONS, SECONDS } from "./measure.mjs";

/**
 * The demo student's open attempt at a quiz lesson of one of her courses (started here if need be):
 * the quiz page's path and, per choice question on it, the ids a draft save needs.
 */
export async function practiceContext(base, cookie) {
  const get = async (path) => (await fetch(`${base}${path}`, { headers: { cookie } })).text();
  const mine = await get("/my-learning");
  const ids = [
    ...new Set([...mine.matchAll(/href="\/course-content\/([^"/?#]+)/g)].map((m) => decodeURIComponent(m[1]))),
  ];
  for (const courseId of ids) {
    const quiz = /data-lesson-id="([^"]+)" data-lesson-kind="quiz"/.exec(await get(`/course-content/${courseId}`));
    if (!quiz) continue;
    const quizPath = `/practice/${encodeURIComponent(courseId)}/${encodeURIComponent(quiz[1])}`;
    await fetch(`${base}${quizPath}`, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: "intent=start",
      redirect: "manual",
    });
    const page = await get(quizPath);
    const attemptId = /name="attemptId" value="([^"]+)"/.exec(page)?.[1];
    const saves = [...page.matchAll(/<section id="question-([^"]+)"[\s\S]*?<\/section>/g)].flatMap((m) => {
      const option = /name="option"[^>]*? value="([^"]+)"/.exec(m[0]);
      return option && attemptId
        ? [{ courseId, lessonId: quiz[1], attemptId, questionId: m[1], option: option[1] }]
        : [];
    });
    if (attemptId && saves.length) return { quizPath, saves };
  }
  return {};
}

/** Draft saves at CONNECTIONS connections: latency and rate, and every answer that was not a 204. */
export async function answerSaves(base, cookie, saves) {
  // The server's own time for each save (its Server-Timing header: arrival to answer), apart from the
  // time a request waited for a core on a machine shared with autocannon.
  let serverMs = [];
  const requests = saves.map((fields) => ({
    method: "POST",
    path: "/resources/practice-answer",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    onResponse: (_status, _body, _context, headers) => {
      const dur = /app;dur=([\d.]+)/.exec(headers?.["server-timing"] ?? headers?.["Server-Timing"] ?? "");
      if (dur) serverMs.push(Number(dur[1]));
    },
  }));
  // Warm up first: a server just started compiles its hot paths during the first few thousand saves.
  await autocannon({ url: base, connections: CONNECTIONS, duration: 3, requests, workers: 0 });
  serverMs = [];
  const r = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests,
    workers: 0,
    timeout: 10,
  });
  return {
    questions: saves.length,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors + r.non2xx + r.timeouts,
    server: percentiles(serverMs),
  };
}

function percentiles(values) {
  const sorted = values.toSorted((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? null;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? null };
}

export function printAnswerSaves(result) {
  console.log(
    `\n  practice: saving a draft answer (${result.questions} questions of one attempt), ${CONNECTIONS} connections × ${SECONDS} s: ` +
      `p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms, ${result.rps.toFixed(0)} req/s, ${result.errors} errors` +
      `\n    on the server (Server-Timing, arrival to answer, ${result.server.count} saves): ` +
      `p50 ${result.server.p50} ms, p99 ${result.server.p99} ms, max ${result.server.max} ms (goal: p99 ≤ 50 ms)`,
  );
}
