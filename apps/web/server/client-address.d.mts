// Types of client-address.mjs, for the code and tests that import it.
import type { IncomingMessage } from 'node:http';

export type Trust = (address: string, hop: number) => boolean;
export function webTrust(value: string | undefined): Trust;
export function clientAddressOf(request: IncomingMessage, trust: Trust): string | undefined;
export function stampClientAddress(request: IncomingMessage, trust: Trust): string | undefined;
