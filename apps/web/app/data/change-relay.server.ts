import cluster from "node:cluster";
import { CHANGE_MESSAGE } from "../../cluster.js";

/**
 * Change events between the server's processes (decision 035). `npm start` runs several copies of the
 * server behind one port (node:cluster) over one store; what one process changes, the others must hear
 * of: the catalogue snapshot (`coursesChanged`), the live notification streams (`notificationsChanged`)
 * and the visitor page cache (server.js). A process publishes a change to its own listeners at once and
 * sends it to the cluster's primary, which passes it to every other worker (cluster.js `relayChanges`).
 * Outside a cluster (tests, a single process, `WEB_CONCURRENCY=1`) a publish is only the local delivery.
 */

interface ChangeMessage {
  type: typeof CHANGE_MESSAGE;
  channel: string;
  topic: string;
}

const isChangeMessage = (message: unknown): message is ChangeMessage =>
  typeof message === "object" &&
  message !== null &&
  (message as ChangeMessage).type === CHANGE_MESSAGE &&
  typeof (message as ChangeMessage).channel === "string" &&
  typeof (message as ChangeMessage).topic === "string";

/** Channel → this process's deliveries for it. */
const deliveries = new Map<string, Set<(topic: string) => void>>();
let listening = false;

function deliverFromSibling(message: unknown) {
  if (!isChangeMessage(message)) return;
  for (const deliver of deliveries.get(message.channel) ?? []) deliver(message.topic);
}

export interface ChangeChannel {
  /** Delivers `topic` in this process now and in every other worker of the cluster after one IPC hop. */
  publish(topic: string): void;
  /** Stops this delivery (the store closed). */
  close(): void;
}

/**
 * A named channel of change topics: `deliver` runs for every topic published on it, by this process or
 * by another worker of the cluster. Name the channel after what the processes share (the database
 * file, the Firestore project), so two stores in one process never hear each other.
 */
export function changeChannel(channel: string, deliver: (topic: string) => void): ChangeChannel {
  let set = deliveries.get(channel);
  if (!set) deliveries.set(channel, (set = new Set()));
  set.add(deliver);
  if (!listening && cluster.isWorker) {
    listening = true;
    process.on("message", deliverFromSibling);
  }
  return {
    publish(topic) {
      deliver(topic);
      if (cluster.isWorker && process.connected) {
        // A primary that has just gone cannot relay; this process ends with it (cluster's disconnect).
        process.send?.({ type: CHANGE_MESSAGE, channel, topic } satisfies ChangeMessage, undefined, {}, () => {});
      }
    },
    close() {
      set.delete(deliver);
      if (set.size === 0) deliveries.delete(channel);
    },
  };
}
