// `node --import` entry: installs the TypeScript hooks of ts-loader.mjs.
import { register } from 'node:module';

register('./ts-loader.mjs', import.meta.url);
