import type { ReadDb } from './schema.js';

/**
 * Makes `db.prepare` hand back one compiled statement per SQL text. The read models' queries run
 * on every request (the session behind a token, a command's earlier outcome, a match's summary),
 * and compiling a statement costs more than running it. A statement's mode (`safeIntegers`) is
 * set by each caller of its SQL, always the same way. No read model iterates a statement lazily,
 * so a shared statement is never busy when another caller runs it.
 */
export function cacheStatements(db: ReadDb): ReadDb {
  const compiled = new Map<string, ReturnType<ReadDb['prepare']>>();
  const prepare = db.prepare.bind(db);
  const cached = (sql: string) => {
    let statement = compiled.get(sql);
    if (statement === undefined) {
      statement = prepare(sql);
      compiled.set(sql, statement);
    }
    return statement;
  };
  db.prepare = cached as ReadDb['prepare'];
  return db;
}
