import { describe, expect, it } from "vitest";
import { CoalescingStream } from "./coalesce-stream.server";

/** The chunks the stream gives out, in order, each as text. */
function collect(stream: CoalescingStream) {
  const out: string[] = [];
  stream.on("data", (c: Buffer) => out.push(c.toString()));
  return out;
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("CoalescingStream", () => {
  it("gives out what one turn wrote as one chunk, in order", async () => {
    const stream = new CoalescingStream();
    const out = collect(stream);
    for (const piece of ["<html>", "<body>", "مسار", "</body>"]) stream.write(piece);
    await nextTurn();
    expect(out).toEqual(["<html><body>مسار</body>"]);
  });

  it("still streams: what a later turn writes follows in a chunk of its own", async () => {
    const stream = new CoalescingStream();
    const out = collect(stream);
    stream.write("shell");
    await nextTurn();
    expect(out).toEqual(["shell"]);
    stream.write("late ");
    stream.write("part");
    await nextTurn();
    expect(out).toEqual(["shell", "late part"]);
  });

  it("ending gives out what is left at once", async () => {
    const stream = new CoalescingStream();
    const out = collect(stream);
    const ended = new Promise((resolve) => stream.on("end", resolve));
    stream.write("a");
    stream.end("b");
    await ended;
    expect(out.join("")).toBe("ab");
  });
});
