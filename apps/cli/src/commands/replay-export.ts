import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { openEventStore, StreamNotFoundError, type EventStore } from '@cronica/event-store';
import { exportReplay, parseView, recordsFromStream, verifyReplay, viewName, type ReplayRecord } from '@cronica/replay';
import { cliGames } from './replay-verify.js';
import { withMasterSeed } from './replay-master-seed.js';
import { DEPLOYMENT_SECRET_ENV } from '@cronica/replay-signing';
import { EXIT_NEGATIVE, EXIT_OK, parseOptions, printJson, requireOption, UsageError } from '../command.js';
import { switchFlags, valueFlags, type CliCommand, type CliIO } from '../command.js';

/**
 * `replay export --match ID --view judge|seat:N|public --out F [--data-dir D] [--tournament-ended]`
 cuts one view's replay file from the match stream `match-<ID>` in the store —
 * the stream *is* the replay. Seeds are revealed as the reveal
 * policy allows once the match is sealed; `--tournament-ended` also reveals deck orders to all.
 * The API keeps each match's master seed out of its events: it derives it from the deployment
 * secret and the store's identity (older matches: `<data-dir>/api.sqlite`); the export does the
 * same when the header record has none (replay-master-seed.ts).
 */
const usage = [
  'Uso / usage: replay export --match ID --view judge|seat:N|public --out F [--data-dir D] [--tournament-ended] [--json]',
  '  --data-dir          DATA_DIR del servidor: almacén integrado, secreto de despliegue de desarrollo y api.sqlite; por defecto $DATA_DIR o ./data /',
  "                      the server's DATA_DIR: embedded store, development deployment secret and api.sqlite; default $DATA_DIR or ./data",
  '  --tournament-ended  el torneo terminó: se revelan los órdenes de mazo a todos / the tournament ended: deck orders go to everyone',
  '  EVENTSTORE_CONNECTION_STRING  lee de EventStoreDB en lugar del almacén integrado / reads EventStoreDB instead',
  "  CRONICA_DEPLOYMENT_SECRET     el secreto de despliegue de la API (semillas maestras) / the API's deployment secret (master seeds)",
].join('\n');

export interface ExportDeps {
  openStore(dataDir: string): EventStore;
}

const defaultDeps: ExportDeps = {
  openStore: (dataDir) => openEventStore({ dataDir, connectionString: process.env.EVENTSTORE_CONNECTION_STRING }),
};

async function readRecords(store: EventStore, matchId: string): Promise<ReplayRecord[]> {
  const events = [];
  try {
    for await (const event of store.readStream(`match-${matchId}`)) events.push(event);
  } catch (error) {
    if (error instanceof StreamNotFoundError) throw new UsageError(`no existe la partida / no such match: ${matchId}`);
    throw error;
  }
  const records = recordsFromStream(events);
  if (records.length === 0)
    throw new UsageError(`la partida ${matchId} no tiene repetición / match ${matchId} has no replay records`);
  return records;
}

/** The options, checked: a bad or missing one is a usage error before anything is read. */
function exportOptions(argv: readonly string[]) {
  const { values } = parseOptions(argv, {
    ...valueFlags('match', 'view', 'out', 'data-dir'),
    ...switchFlags('tournament-ended'),
  });
  const matchId = requireOption(values.match as string | undefined, 'match');
  const view = parseView(requireOption(values.view as string | undefined, 'view'));
  if (view === undefined)
    throw new UsageError('--view debe ser judge, public o seat:N / --view must be judge, public or seat:N');
  const out = requireOption(values.out as string | undefined, 'out');
  const dataDir = (values['data-dir'] as string | undefined) ?? process.env.DATA_DIR ?? 'data';
  const policy = values['tournament-ended'] ? ('tournament-ended' as const) : ('match-ended' as const);
  return { matchId, view, out, dataDir, policy, json: Boolean(values.json) };
}

/** The match's records from the store, with the master seed the API derives when the header has none. */
async function storedRecords(deps: ExportDeps, matchId: string, dataDir: string): Promise<ReplayRecord[]> {
  const store = deps.openStore(dataDir);
  let records: ReplayRecord[];
  let storeId: string;
  try {
    records = await readRecords(store, matchId);
    storeId = await store.storeId();
  } finally {
    await store.close();
  }
  return withMasterSeed(records, matchId, { dataDir, storeId, secret: process.env[DEPLOYMENT_SECRET_ENV] });
}

interface ExportSummary {
  match: string;
  view: string;
  out: string;
  lines: number;
  sealed: boolean;
  verified: boolean;
}

function printSummary(io: CliIO, summary: ExportSummary, json: boolean): void {
  if (json) printJson(io, summary);
  else
    io.out(
      `${summary.out}: ${summary.lines} líneas/lines, ${summary.sealed ? 'sellada/sealed' : 'sin sello/unsealed'}, ${summary.verified ? 'verificada/verified' : 'NO verificada/NOT verified'}`,
    );
}

export function createReplayExportCommand(deps: ExportDeps = defaultDeps): CliCommand {
  return {
    path: ['replay', 'export'],
    summary: 'Exporta la repetición de una partida para una vista / export a match replay for one view',
    usage,
    async run(argv: readonly string[], io: CliIO): Promise<number> {
      const { matchId, view, out, dataDir, policy, json } = exportOptions(argv);
      const records = await storedRecords(deps, matchId, dataDir);
      const text = exportReplay(records, view, policy);
      await mkdir(dirname(out), { recursive: true });
      await writeFile(out, text, { mode: 0o644 });
      const check = verifyReplay(text, { games: cliGames() });
      const lines = text.trimEnd().split('\n').length;
      const summary = {
        match: matchId,
        view: viewName(view),
        out,
        lines,
        sealed: check.complete,
        verified: check.verified,
      };
      printSummary(io, summary, json);
      return check.errors.some((error) => error.code !== 'replay.incomplete') ? EXIT_NEGATIVE : EXIT_OK;
    },
  };
}

export const replayExportCommand = createReplayExportCommand();
