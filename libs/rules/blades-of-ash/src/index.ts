export * from './cards/schema.js';
export * from './engine/index.js';
export * from './content/index.js';
export * from './bots/index.js';
