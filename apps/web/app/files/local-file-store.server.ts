import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { STORED_KEY } from "@masar/domain/lesson-media";
import type { FileStore } from "./file-store";
import { typeOfKey } from "./file-types";
import { recognise, sizeLimit } from "./stream-in.server";

/**
 * The default store: files on local disk under the data directory, written to a temporary name and
 * renamed into place only when complete, so a refused or broken upload leaves nothing behind.
 */
export function createLocalFileStore(dir: string): FileStore {
  const pathOf = (key: string) => {
    // Only generated keys ever reach the disk: no separators, no dots but the extension's.
    if (!STORED_KEY.test(key)) throw new Error("Not a stored file key");
    return path.join(dir, key);
  };
  return {
    async put(source, options) {
      await fs.promises.mkdir(dir, { recursive: true });
      const { key, type, body } = await recognise(source, options);
      const temporary = path.join(dir, `.upload-${key}`);
      const { counter, size } = sizeLimit(options.maxBytes);
      try {
        await pipeline(body, counter, fs.createWriteStream(temporary, { flags: "wx", mode: 0o600 }));
        await fs.promises.rename(temporary, pathOf(key));
      } catch (error) {
        await fs.promises.rm(temporary, { force: true });
        throw error;
      }
      return { key, size: size(), type };
    },
    async stat(key) {
      const type = typeOfKey(key);
      if (!STORED_KEY.test(key) || !type) return null;
      try {
        const stat = await fs.promises.stat(pathOf(key));
        return stat.isFile() ? { size: stat.size, type } : null;
      } catch {
        return null;
      }
    },
    read(key, range) {
      return fs.createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      if (!STORED_KEY.test(key)) return false;
      try {
        await fs.promises.unlink(pathOf(key));
        return true;
      } catch {
        return false;
      }
    },
  };
}
