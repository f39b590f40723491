/**
 * Change events between the server's processes (decision 035). `npm start` runs several copies of the
 * server behind one port over one store; what one process changes, the others must hear of: the
 * catalogue snapshot (`coursesChanged`), the live notification streams (`notificationsChanged`) and the
 * host's visitor page cache. A process publishes a change to its own listeners at once and hands it to
 * the transport the host connected at start-up (server/cluster.ts: one IPC hop to the cluster's primary,
 * which passes it to every other process). With no transport (tests, a single process,
 * `WEB_CONCURRENCY=1`) a publish is only the local delivery.
 */

/** One change: a topic published on a named channel. */
export interface ChangeMessage {
  channel: string;
  topic: string;
}

/** How the host carries change messages to and from its other processes. */
export interface ChangeTransport {
  /** Hands a change of this process to the others. */
  send(message: ChangeMessage): void;
  /** Calls `deliver` with every change another process sent. */
  receive(deliver: (message: ChangeMessage) => void): void;
}

/** Channel → this process's deliveries for it. */
const deliveries = new Map<string, Set<(topic: string) => void>>();
let transport: ChangeTransport | null = null;

/** Connects the host's transport (once, at start-up): changes from now on reach the other processes. */
export function connectChangeTransport(connected: ChangeTransport): void {
  if (transport) throw new Error("A change transport is connected already");
  transport = connected;
  connected.receive(({ channel, topic }) => {
    for (const deliver of deliveries.get(channel) ?? []) deliver(topic);
  });
}

export interface ChangeChannel {
  /** Delivers `topic` in this process now and in every other process of the host after one hop. */
  publish(topic: string): void;
  /** Stops this delivery (the store closed). */
  close(): void;
}

/**
 * A named channel of change topics: `deliver` runs for every topic published on it, by this process or
 * by another process of the host. Name the channel after what the processes share (the database file,
 * the Firestore project), so two stores in one process never hear each other.
 */
export function changeChannel(channel: string, deliver: (topic: string) => void): ChangeChannel {
  let set = deliveries.get(channel);
  if (!set) deliveries.set(channel, (set = new Set()));
  set.add(deliver);
  return {
    publish(topic) {
      deliver(topic);
      transport?.send({ channel, topic });
    },
    close() {
      set.delete(deliver);
      if (set.size === 0) deliveries.delete(channel);
    },
  };
}
