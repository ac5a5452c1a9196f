// `node --conditions=@cronica/source --import ./register.mjs apps/api/src/main.ts`: see swc-hooks.mjs.
import { register } from 'node:module';

register('./swc-hooks.mjs', import.meta.url);
