export {
  createNodeSigner,
  keyIdOf,
  privateKeyFromSeed,
  rawPublicKey,
  replayKeysDocument,
  SigningKeyError,
  type NodeReplaySigner,
  type ReplayKeysDocument,
} from './signer.js';
export {
  loadOrCreateSigningKey,
  parseSigningKey,
  SIGNING_KEY_ENV,
  SIGNING_KEY_FILE,
  type LoadedSigningKey,
  type LoadSigningKeyOptions,
} from './key-store.js';
export { nodeReplayHashes, nodeSignatureVerifier } from './verifier.js';
