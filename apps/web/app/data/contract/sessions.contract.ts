import { describe, expect, it } from "vitest";
import type { ContractContext } from "./harness";

const MINUTE = 60_000;

export function describeSessions(t: ContractContext) {
  describe("sessions", () => {
    const inMinutes = (n: number) => new Date(t.clock.now().getTime() + n * MINUTE);

    it("creates, finds, slides and deletes sessions", async () => {
      const s = await t.repos.sessions.create("u1", inMinutes(1));
      expect(await t.repos.sessions.get(s.id)).toEqual({
        id: s.id,
        userId: "u1",
        createdAt: t.clock.now(),
        expiresAt: inMinutes(1),
        device: null,
      });
      const later = inMinutes(2);
      await t.repos.sessions.touch(s.id, later);
      expect((await t.repos.sessions.get(s.id))!.expiresAt).toEqual(later);
      await t.repos.sessions.delete(s.id);
      expect(await t.repos.sessions.get(s.id)).toBeNull();
      const a = await t.repos.sessions.create("u2", inMinutes(1));
      const b = await t.repos.sessions.create("u2", inMinutes(1));
      const other = await t.repos.sessions.create("u3", inMinutes(1));
      await t.repos.sessions.deleteByUser("u2");
      expect(await t.repos.sessions.get(a.id)).toBeNull();
      expect(await t.repos.sessions.get(b.id)).toBeNull();
      expect(await t.repos.sessions.get(other.id)).not.toBeNull();
      expect(await t.repos.sessions.get("missing")).toBeNull();
    });

    it("expires by the adapter's clock", async () => {
      const s = await t.repos.sessions.create("u1", inMinutes(1));
      t.clock.advance(MINUTE - 1);
      expect(await t.repos.sessions.get(s.id)).not.toBeNull();
      t.clock.advance(1);
      expect(await t.repos.sessions.get(s.id)).toBeNull();
      const expired = await t.repos.sessions.create("u1", inMinutes(-1));
      expect(await t.repos.sessions.get(expired.id)).toBeNull();
    });

    it("keeps the browser it was started in", async () => {
      const s = await t.repos.sessions.create("u1", inMinutes(1), "Firefox on Windows");
      expect(s.device).toBe("Firefox on Windows");
      expect(await t.repos.sessions.get(s.id)).toEqual(s);
    });

    it("lists the user's unexpired sessions, newest first", async () => {
      const oldest = await t.repos.sessions.create("u1", inMinutes(60), "Chrome on Android");
      t.clock.advance();
      const soonOver = await t.repos.sessions.create("u1", inMinutes(2));
      t.clock.advance();
      const newest = await t.repos.sessions.create("u1", inMinutes(60), "Safari on iPhone");
      await t.repos.sessions.create("u2", inMinutes(60));
      expect(await t.repos.sessions.listByUser("u1")).toEqual([newest, soonOver, oldest]);
      t.clock.advance(2 * MINUTE);
      expect(await t.repos.sessions.listByUser("u1")).toEqual([newest, oldest]);
      expect(await t.repos.sessions.listByUser("nobody")).toEqual([]);
    });

    it("ends every session of the user but the one in use", async () => {
      const current = await t.repos.sessions.create("u1", inMinutes(60));
      const other = await t.repos.sessions.create("u1", inMinutes(60));
      const third = await t.repos.sessions.create("u1", inMinutes(60));
      const someoneElse = await t.repos.sessions.create("u2", inMinutes(60));
      await t.repos.sessions.deleteByUser("u1", current.id);
      expect(await t.repos.sessions.listByUser("u1")).toEqual([current]);
      expect(await t.repos.sessions.get(other.id)).toBeNull();
      expect(await t.repos.sessions.get(third.id)).toBeNull();
      // Another user's session named as the exception does not keep this user's.
      await t.repos.sessions.deleteByUser("u1", someoneElse.id);
      expect(await t.repos.sessions.listByUser("u1")).toEqual([]);
      expect(await t.repos.sessions.get(someoneElse.id)).not.toBeNull();
    });
  });
}
