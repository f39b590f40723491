import { pipeline } from "node:stream/promises";
import type { App } from "firebase-admin/app";
import { getStorage } from "firebase-admin/storage";
import { STORED_KEY } from "@masar/domain/lesson-media";
import type { FileStore } from "./file-store";
import { typeOfKey } from "./file-types";
import { recognise, sizeLimit } from "./stream-in.server";

/** Objects live under this prefix of the bucket. */
const PREFIX = "lesson-files/";

/**
 * Cloud Storage for Firebase, through firebase-admin (DATA_BACKEND=firestore with STORAGE_BUCKET).
 * UNTESTED OFFLINE: no Cloud Storage emulator runs on the project's machine, so this adapter is kept
 * to the calls the local store makes (stream in under a generated name, stat, ranged read, delete) and
 * is exercised only against a real bucket. The server is the only client: the bucket's rules should
 * deny all direct access, as firestore.rules do.
 */
export function createCloudFileStore(app: App, bucketName: string): FileStore {
  const bucket = getStorage(app).bucket(bucketName);
  const object = (key: string) => {
    if (!STORED_KEY.test(key)) throw new Error("Not a stored file key");
    return bucket.file(`${PREFIX}${key}`);
  };
  return {
    async put(source, options) {
      const { key, type, body } = await recognise(source, options);
      const { counter, size } = sizeLimit(options.maxBytes);
      const file = object(key);
      try {
        await pipeline(body, counter, file.createWriteStream({ resumable: false, contentType: type.contentType }));
      } catch (error) {
        await file.delete({ ignoreNotFound: true });
        throw error;
      }
      return { key, size: size(), type };
    },
    async stat(key) {
      const type = typeOfKey(key);
      if (!STORED_KEY.test(key) || !type) return null;
      const file = object(key);
      const [exists] = await file.exists();
      if (!exists) return null;
      const [metadata] = await file.getMetadata();
      return { size: Number(metadata.size ?? 0), type };
    },
    read(key, range) {
      return object(key).createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      if (!STORED_KEY.test(key)) return false;
      const file = object(key);
      const [exists] = await file.exists();
      if (!exists) return false;
      await file.delete();
      return true;
    },
  };
}
