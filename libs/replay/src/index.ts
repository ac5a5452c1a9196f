export { canonical, sha256Hex, portableHashes, type ReplayHashes } from './bytes.js';
export {
  REPLAY_FORMAT,
  REPLAY_VERSION,
  SECRET_KEY,
  hashedForm,
  lineSchema,
  type ChainLine,
  type CheckpointLine,
  type EventLine,
  type HeaderLine,
  type JsonPath,
  type JudgeAttestation,
  type JudgeLine,
  type ReplayLine,
  type Reveal,
  type SealLine,
  type SealReveal,
  type SeedsLine,
  type SecretMarker,
  type SignedHead,
} from './format.js';
export * from './policy.js';
export {
  SEED_ALGORITHM,
  SEED_BYTES,
  committedFamilies,
  masterSeedCommitment,
  matchSeedFrom,
  parseSeedHex,
  replayKeys,
  subSeedCommitment,
  subSeedCommitments,
  type ReplayKeys,
} from './seeds.js';
export { openFields, secretCommitment, type StoredReveal } from './secrets.js';
export {
  createPortableSigner,
  keyIdOf,
  portableSignatureVerifier,
  signedMessage,
  verifyHead,
  type ReplaySigner,
  type SignatureVerifier,
} from './signature.js';
export {
  checkpointDue,
  checkpointRecord,
  eventRecords,
  headerRecord,
  chainHead,
  headOf,
  lineHash,
  sealRecord,
  seedsRecord,
  stateHash,
  type ChainHead,
  type DecisionInput,
  type HeaderInput,
  type ReplayRecord,
  type SeatInput,
  type SignInput,
  type StoredLine,
} from './records.js';
export { exportReplay, recordedMatch, recordsFromStream } from './export.js';
export {
  judgeAttestation,
  judgeRecord,
  judgedStateAt,
  judgedSteps,
  verifyJudgeLine,
  type JudgedStep,
  type JudgeRecordInput,
} from './judging.js';
export * from './writer.js';
export * from './record-match.js';
export { openReplay, type OpenedReplay } from './verify/open-replay.js';
export * from './verify/verify-replay.js';
export type { CheckName, CheckReport, CheckStatus, Finding } from './verify/report.js';
export type { AnyGameModule, GameCatalog } from './verify/rules.js';
export { MESSAGES as REPLAY_MESSAGES, type FindingCode } from './verify/messages.js';
