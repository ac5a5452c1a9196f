import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const BOARDS = join(import.meta.dirname, '../components/match/boards');

/** The board folders (`boards/<game id>/`) that hold `file`, read from the disk, sorted: what a glob over them must find. */
export function boardFoldersWith(file: string): string[] {
  return readdirSync(BOARDS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(BOARDS, entry.name, file)))
    .map((entry) => entry.name)
    .sort();
}
