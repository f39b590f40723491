/** The round as user `index` walks it: from its own page on, then around. */
export function roundFrom<T>(requests: T[], index: number): T[];
/** autocannon's `setupClient` giving the n-th connection the round from its n-th page. */
export function spreadOver(requests: object[]): (client: { setRequests(requests: object[]): void }) => void;
