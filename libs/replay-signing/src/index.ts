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
  loadSigningKey,
  parseSigningKey,
  REPLAY_SIGNING_KEY,
  signingKeyFromSecret,
  SIGNING_KEY_ENV,
  SIGNING_KEY_FILE,
  type LoadedSigningKey,
  type LoadSigningKeyOptions,
} from './key-store.js';
export { readOrCreateKeyFile } from './key-file.js';
export { nodeReplayHashes, nodeSignatureVerifier } from './verifier.js';
export {
  DEPLOYMENT_SECRET_ENV,
  DEPLOYMENT_SECRET_FILE,
  deriveKey,
  derivedMasterSeed,
  loadOrCreateDeploymentSecret,
  MASTER_SEED_KEY,
  readDeploymentSecret,
  type DeploymentSecretSource,
} from './deployment-secret.js';
