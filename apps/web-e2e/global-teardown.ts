import { rmSync } from 'node:fs';

/** Removes the temp store the API used for this run. */
export default function globalTeardown() {
  const dir = process.env.CRONICA_E2E_DATA_DIR;
  if (dir && dir.includes('cronica-e2e-')) rmSync(dir, { recursive: true, force: true });
}
