import { AsyncLocalStorage } from "node:async_hooks";
import { afterEach, describe, expect, it } from "vitest";
import type { Repositories } from "#app/data/ports";
import {
  FAULT_COOKIE,
  InjectedFault,
  faultsFromCookie,
  requestedFaults,
  withFaults,
  type FaultScope,
} from "./faults.server";

const fakeRepos = () =>
  ({
    courses: { listPublished: async () => ["course"], counts: async () => ({ courses: 1, instructors: 1 }) },
    notifications: { watch: () => () => undefined, delete: async () => true },
    isEmpty: async () => false,
  }) as unknown as Repositories;

describe("faultsFromCookie", () => {
  it("reads the comma-separated names from the fault cookie only", () => {
    expect(faultsFromCookie(undefined)).toEqual(new Set());
    expect(faultsFromCookie("appLanguage=en")).toEqual(new Set());
    expect(faultsFromCookie(`a=1; ${FAULT_COOKIE}=notifications.listByUser,sessions.delete; b=2`)).toEqual(
      new Set(["notifications.listByUser", "sessions.delete"]),
    );
    expect(faultsFromCookie(`${FAULT_COOKIE}=courses.listPublished%2C%20users.get`)).toEqual(
      new Set(["courses.listPublished", "users.get"]),
    );
    expect(faultsFromCookie(`x${FAULT_COOKIE}=courses.listPublished`)).toEqual(new Set());
  });
});

describe("withFaults", () => {
  it("fails only the named methods, as a rejection, and leaves the others alone", async () => {
    const repos = withFaults(fakeRepos(), () => new Set(["courses.listPublished"]));
    await expect(repos.courses.listPublished()).rejects.toBeInstanceOf(InjectedFault);
    await expect(repos.courses.listPublished()).rejects.toThrow("Injected test fault: courses.listPublished");
    await expect(repos.courses.counts()).resolves.toEqual({ courses: 1, instructors: 1 });
    await expect(repos.notifications.delete("u", "n")).resolves.toBe(true);
    await expect(repos.isEmpty()).resolves.toBe(false);
  });

  it("throws synchronously from the synchronous watch", () => {
    const repos = withFaults(fakeRepos(), () => new Set(["notifications.watch"]));
    expect(() => repos.notifications.watch("u", () => undefined)).toThrow(InjectedFault);
  });

  it("decides per call, so a fault applies to the asking request only", async () => {
    let faults = new Set(["notifications.delete"]);
    const repos = withFaults(fakeRepos(), () => faults);
    await expect(repos.notifications.delete("u", "n")).rejects.toThrow(InjectedFault);
    faults = new Set();
    await expect(repos.notifications.delete("u", "n")).resolves.toBe(true);
  });
});

describe("requestedFaults", () => {
  const key = Symbol.for("masar.testFaults");
  const global = globalThis as { [key]?: AsyncLocalStorage<FaultScope> };
  afterEach(() => {
    delete global[key];
  });

  it("is empty without the host's storage and outside a request", () => {
    expect(requestedFaults()).toEqual(new Set());
    global[key] = new AsyncLocalStorage<FaultScope>();
    expect(requestedFaults()).toEqual(new Set());
  });

  it("reads the current request's cookie through the shared storage, across awaits", async () => {
    const storage = (global[key] = new AsyncLocalStorage<FaultScope>());
    const repos = withFaults(fakeRepos());
    const asking = storage.run({ cookie: `${FAULT_COOKIE}=courses.listPublished` }, async () => {
      await Promise.resolve();
      return repos.courses.listPublished();
    });
    const other = storage.run({ cookie: "appLanguage=ar" }, () => repos.courses.listPublished());
    await expect(asking).rejects.toThrow(InjectedFault);
    await expect(other).resolves.toEqual(["course"]);
  });
});
