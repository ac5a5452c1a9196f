import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { openEventStore, openSealedStream, PersonalDataVault, type EventStore } from '@cronica/event-store';
import { migrateReadModels, rebuildReadModels, type RebuildProgress } from '@cronica/projections';
import { ERASED_NAME } from '@cronica/util';
import { EXIT_OK, parseOptions, printJson, UsageError, type CliCommand, type CliIO } from '../command.js';

/** The API's read-model file under DATA_DIR (apps/api/src/store/open.ts). */
const READ_MODELS_FILE = 'read-models.sqlite';
const BAR_WIDTH = 30;

export interface RebuildReport {
  readonly events: number;
  readonly position: string | null;
  readonly file: string;
  readonly replacedLive: boolean;
  readonly ms: number;
}

function progressBar(io: CliIO, first: bigint, head: bigint) {
  let lastDrawn = -1;
  return (progress: RebuildProgress) => {
    const span = head - first;
    const fraction = span <= 0n ? 1 : Math.min(1, Number(progress.position - first) / Number(span));
    const percent = Math.floor(fraction * 100);
    if (percent === lastDrawn) return;
    lastDrawn = percent;
    const filled = Math.round(fraction * BAR_WIDTH);
    io.err(
      `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${String(percent).padStart(3)}%  ${progress.events} eventos / events`,
    );
  };
}

async function firstPosition(store: EventStore): Promise<bigint> {
  for await (const event of store.readAll({ maxCount: 1 })) return event.position;
  return 0n;
}

async function rebuildInto(file: string, store: EventStore, io: CliIO): Promise<RebuildProgress> {
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    migrateReadModels(db);
    const onProgress = progressBar(io, await firstPosition(store), await store.headPosition());
    // Sealed personal fields opened as the API's projection runner opens them (README "Personal data").
    const events = openSealedStream(new PersonalDataVault(store), store.readAll(), ERASED_NAME);
    return await rebuildReadModels(db, events, onProgress, await store.storeId());
  } finally {
    db.close();
  }
}

export const projectionsRebuildCommand: CliCommand = {
  path: ['projections', 'rebuild'],
  summary: 'Reconstruye las proyecciones desde el almacén / rebuild the read models from the event store',
  usage: [
    'npm run -s cli -- projections rebuild [--data-dir DIR] [--out FILE] [--json]',
    '  --data-dir  DATA_DIR of the API (default: $DATA_DIR or ./data); events come from EventStoreDB when',
    '              EVENTSTORE_CONNECTION_STRING is set, else from DIR/events.sqlite',
    '  --out       write the rebuilt read models to FILE instead of replacing DIR/read-models.sqlite',
    'Stop the API before replacing its read models; progress goes to stderr.',
  ].join('\n'),
  async run(argv, io) {
    const { values } = parseOptions(argv, { 'data-dir': { type: 'string' }, out: { type: 'string' } });
    const dataDir = resolve(values['data-dir'] ?? process.env.DATA_DIR ?? 'data');
    const connectionString = process.env.EVENTSTORE_CONNECTION_STRING?.trim() || undefined;
    if (!connectionString && !existsSync(dataDir))
      throw new UsageError(`no existe el directorio de datos / no data directory: ${dataDir}`);
    const live = join(dataDir, READ_MODELS_FILE);
    const target = values.out ? resolve(values.out) : `${live}.rebuild`;
    mkdirSync(dirname(target), { recursive: true });
    const started = performance.now();
    const store = openEventStore({ dataDir, connectionString });
    let progress: RebuildProgress;
    try {
      progress = await rebuildInto(target, store, io);
    } finally {
      await store.close();
    }
    if (!values.out) {
      for (const suffix of ['-wal', '-shm']) rmSync(live + suffix, { force: true });
      renameSync(target, live);
    }
    const report: RebuildReport = {
      events: progress.events,
      position: progress.position < 0n ? null : progress.position.toString(),
      file: values.out ? target : live,
      replacedLive: !values.out,
      ms: Math.round(performance.now() - started),
    };
    if (values.json) printJson(io, report);
    else
      io.out(
        `Proyecciones reconstruidas / read models rebuilt: ${report.events} eventos / events → ${report.file} (${report.ms} ms)`,
      );
    return EXIT_OK;
  },
};
