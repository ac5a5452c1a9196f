export * from './signer.js';
export * from './key-store.js';
export { readOrCreateKeyFile } from './key-file.js';
export { nodeReplayHashes, nodeSignatureVerifier } from './verifier.js';
export * from './deployment-secret.js';
