import { randomUUID } from "node:crypto";
import type { AuditAction, AuditEntry, AuditRepository } from "../ports";
import type { SqliteContext } from "./context.server";
import { pagedRows } from "./columns";

/** A row of `audit_log` (migration 15). */
interface AuditRow {
  id: string;
  at: number;
  actor_id: string;
  actor_name: string;
  action: AuditAction;
  target_id: string;
  target_label: string;
  detail: string | null;
}

const entryFromRow = (r: AuditRow): AuditEntry => ({
  id: r.id,
  at: new Date(r.at),
  actorId: r.actor_id,
  actorName: r.actor_name,
  action: r.action,
  targetId: r.target_id,
  targetLabel: r.target_label,
  detail: r.detail,
});

export function createAuditRepository({ db, stamp }: SqliteContext): AuditRepository {
  return {
    async record(entry) {
      const row: AuditRow = {
        id: randomUUID(),
        at: stamp(),
        actor_id: entry.actorId,
        actor_name: entry.actorName,
        action: entry.action,
        target_id: entry.targetId,
        target_label: entry.targetLabel,
        detail: entry.detail,
      };
      db.prepare<AuditRow>(
        `INSERT INTO audit_log (id, at, actor_id, actor_name, action, target_id, target_label, detail)
         VALUES (@id, @at, @actor_id, @actor_name, @action, @target_id, @target_label, @detail)`,
      ).run(row);
      return entryFromRow(row);
    },
    async list({ targetId, limit, offset }) {
      const { rows, total } = pagedRows<AuditRow>(db, {
        table: "audit_log",
        where: targetId === undefined ? "" : "WHERE target_id = @targetId",
        orderBy: "ORDER BY at DESC, rowid DESC",
        params: { targetId: targetId ?? null },
        limit,
        offset,
      });
      return { items: rows.map(entryFromRow), total };
    },
  };
}
