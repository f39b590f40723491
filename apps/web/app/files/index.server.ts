import { getConfig, type Config } from "#app/env.server";
import type { FileStore } from "./file-store";
import { createLocalFileStore } from "./local-file-store.server";

let store: Promise<FileStore> | undefined;

/** Local disk by default; Cloud Storage when the data lives in Firestore and a bucket is configured. */
async function openFileStore(config: Config): Promise<FileStore> {
  if (config.dataBackend === "firestore" && config.storageBucket) {
    const [{ initializeApp }, { createCloudFileStore }] = await Promise.all([
      import("firebase-admin/app"),
      import("./cloud-file-store.server"),
    ]);
    const app = initializeApp(
      { projectId: config.firebaseProjectId ?? undefined, storageBucket: config.storageBucket },
      "masar-files",
    );
    return createCloudFileStore(app, config.storageBucket);
  }
  return createLocalFileStore(config.filesDir);
}

/** The process's file store, opened once. */
export function getFileStore(): Promise<FileStore> {
  store ??= openFileStore(getConfig());
  store.catch(() => (store = undefined));
  return store;
}
