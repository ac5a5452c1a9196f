import { deriveKey } from '@cronica/replay-signing';

/**
 * Server-side keys of the API (the key that seals read tokens, the one that recognises devices,
 * the one match master seeds derive from). Each is derived from the deployment secret with its
 * name, never drawn and stored: every restart, and every instance given the same secret, on any
 * machine, uses the same ones, and no instance's disk holds them.
 */
export class ApiSecrets {
  private readonly keys = new Map<string, Buffer>();

  constructor(private readonly secret: Buffer) {}

  /** The key called `name`, `bytes` long (the name says what it is for: one name, one use). */
  key(name: string, bytes: number): Buffer {
    const id = `${name}/${bytes}`;
    let key = this.keys.get(id);
    if (!key) {
      key = deriveKey(this.secret, name, bytes);
      this.keys.set(id, key);
    }
    return key;
  }
}
