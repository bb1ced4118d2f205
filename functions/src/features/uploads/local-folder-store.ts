import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { UPLOAD_NAME, type ImageStore } from './image-store';

/**
 * The project root: the nearest folder up from `start` holding `firebase.json`. The
 * Functions emulator runs the code with `functions/` as its working directory; unit tests
 * run from the root.
 */
export function projectRoot(start = process.cwd()): string {
  for (let dir = resolve(start); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'firebase.json'))) return dir;
    if (dirname(dir) === dir) return resolve(start);
  }
}

export interface LocalFolderStore extends ImageStore {
  readonly dir: string;
  /** The stored bytes, or null for a name we did not generate or do not have. */
  read(name: string): Promise<Buffer | null>;
}

/**
 * Local stand-in for Cloud Storage when only the Functions emulator runs: files in a
 * git-ignored folder, served by `GET /api/uploads/{name}` (same origin through Hosting).
 */
export function localFolderStore(dir = join(projectRoot(), 'emulator-data', 'uploads')) {
  const store: LocalFolderStore = {
    dir,
    description: `local folder ${dir}, served at /api/uploads/`,
    async save(name, bytes) {
      if (!UPLOAD_NAME.test(name)) throw new Error('Refusing an upload name we did not generate');
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), bytes, { flag: 'wx' });
      return `/api/uploads/${name}`;
    },
    async remove(name) {
      if (!UPLOAD_NAME.test(name)) return;
      await rm(join(dir, name), { force: true });
    },
    async read(name) {
      if (!UPLOAD_NAME.test(name)) return null;
      try {
        return await readFile(join(dir, name));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
  };
  return store;
}
