/**
 * Fault injection for the end-to-end suite, outside product code. Only wired in when
 * ENABLE_TEST_ROUTES=1 (app/repositories.server.ts wraps the repositories with `withFaults`).
 *
 * A request asks for faults with the cookie `masar_test_fault=notifications.listByUser,sessions.delete`:
 * each named repository method then throws for that request only, so specs running side by side never
 * see each other's faults. The host (server/) keeps the request's cookie header in an AsyncLocalStorage shared
 * through `globalThis[Symbol.for("masar.testFaults")]`, because the host (server/) and the Remix server bundle
 * are separate module graphs that must see the same instance.
 */
import type { AsyncLocalStorage } from "node:async_hooks";
import type { Repositories } from "#app/data/ports";
import { cookieValue } from "#app/utils/cookie-value";

/** The cookie a spec sets to make repository methods fail: comma-separated `repository.method` names. */
export const FAULT_COOKIE = "masar_test_fault";

/** What the host (server/) stores for each request. */
export interface FaultScope {
  cookie: string | undefined;
}

const STORAGE_KEY = Symbol.for("masar.testFaults");

function currentScope(): FaultScope | undefined {
  const storage = (globalThis as { [STORAGE_KEY]?: AsyncLocalStorage<FaultScope> })[STORAGE_KEY];
  return storage?.getStore();
}

/** The fault names a Cookie header asks for (`a.b,c.d`, URL-encoded or not). */
export function faultsFromCookie(cookie: string | undefined): Set<string> {
  const raw = cookieValue(cookie, FAULT_COOKIE);
  if (!raw) return new Set();
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {
    // A malformed escape: use the text as it is.
  }
  return new Set(
    value
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

export class InjectedFault extends Error {
  override name = "InjectedFault";
  constructor(public readonly fault: string) {
    super(`Injected test fault: ${fault}`);
  }
}

/** Port methods that return synchronously (ports.ts); every other method returns a promise. */
const SYNC_METHODS = new Set(["notifications.watch", "courses.watchPublished"]);

function wrapRepository<T extends object>(name: string, repository: T, faults: () => Set<string>): T {
  return new Proxy(repository, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== "function" || typeof property !== "string") return value;
      const fault = `${name}.${property}`;
      return (...args: unknown[]) => {
        if (faults().has(fault)) {
          // Fail the way the store would: a rejected promise, or a throw for the synchronous methods.
          if (SYNC_METHODS.has(fault)) throw new InjectedFault(fault);
          return Promise.reject(new InjectedFault(fault));
        }
        return value.apply(target, args);
      };
    },
  });
}

/**
 * The repositories with every method of every repository able to fail on request (`courses.listPublished`,
 * `notifications.delete`, ...). Requests that ask for no fault reach the real methods unchanged.
 */
export function withFaults(repos: Repositories, faults: () => Set<string> = requestedFaults): Repositories {
  const wrapped = new Map<PropertyKey, unknown>();
  return new Proxy(repos, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value === "function") return value.bind(target);
      if (!value || typeof value !== "object" || typeof property !== "string") return value;
      if (!wrapped.has(property)) wrapped.set(property, wrapRepository(property, value, faults));
      return wrapped.get(property);
    },
  });
}

/** The faults the current request asked for; none outside a request or without the host's hook. */
export function requestedFaults(): Set<string> {
  return faultsFromCookie(currentScope()?.cookie);
}
