import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrateReadModels } from './schema.js';

function projectedDb(results: readonly object[]): Database.Database {
  const db = new Database(':memory:');
  migrateReadModels(db);
  db.exec("INSERT INTO checkpoint VALUES ('projections', 42, 42, 'store')");
  const insert = db.prepare(
    "INSERT INTO pairings (tournament_id, round, table_number, player_a, player_b, published, result) VALUES ('t', 1, ?, 'ana', 'bea', 1, ?)",
  );
  results.forEach((result, index) => insert.run(index + 1, JSON.stringify(result)));
  return db;
}

const checkpoints = (db: Database.Database) =>
  (db.prepare('SELECT count(*) AS n FROM checkpoint').get() as { n: number }).n;

describe('read models from an earlier version', () => {
  const summed = { winner: 'a', gamesA: 2, gamesB: 1, lifeA: 60, lifeB: 60, status: 'confirmed' };

  it('projects pairings stored before rows kept the one-game life totals again, from the start', () => {
    const db = projectedDb([summed]);
    migrateReadModels(db);
    expect(checkpoints(db)).toBe(0);
    expect(db.prepare('SELECT count(*) AS n FROM pairings').get()).toEqual({ n: 0 });
  });

  it('projects pairings stored before rows kept each game again, so a best of 3 reads game by game', () => {
    const db = projectedDb([{ ...summed, gameLifeA: null, gameLifeB: null }]);
    migrateReadModels(db);
    expect(checkpoints(db)).toBe(0);
  });

  it('keeps pairings that hold them, shown or not (null for a best-of-3), and their checkpoint', () => {
    const game = { winner: 'a', lifeA: 7, lifeB: 0, endedEarly: false };
    const db = projectedDb([
      { ...summed, gameLifeA: null, gameLifeB: null, games: [game, { ...game, winner: 'b' }, game] },
      { ...summed, gamesA: 1, gamesB: 0, lifeA: 7, lifeB: 0, gameLifeA: 7, gameLifeB: 0, games: [game] },
    ]);
    migrateReadModels(db);
    expect(checkpoints(db)).toBe(1);
    expect(db.prepare('SELECT count(*) AS n FROM pairings').get()).toEqual({ n: 2 });
  });

  const withPlayer = (player: object) => {
    const db = projectedDb([]);
    db.prepare(
      "INSERT INTO tournament_state_players (tournament_id, player_id, seq, player) VALUES ('t', 'ana', 1, ?)",
    ).run(JSON.stringify(player));
    return db;
  };
  const deck = { hash: 'h', list: { game: 'g', sections: {} }, submittedAt: 1 };

  it('projects players whose list was stored before lists kept who handed them in again, from the start', () => {
    const db = withPlayer({ id: 'ana', name: 'Ana', joinedRound: 1, deck });
    migrateReadModels(db);
    expect(checkpoints(db)).toBe(0);
  });

  it('keeps players with their list history, and players without a list', () => {
    for (const player of [
      { id: 'ana', name: 'Ana', joinedRound: 1, deck, deckHistory: [{ hash: 'h', at: 1, by: null }] },
      { id: 'ana', name: 'Ana', joinedRound: 1 },
    ]) {
      const db = withPlayer(player);
      migrateReadModels(db);
      expect(checkpoints(db)).toBe(1);
    }
  });

  it('projects a database from before invitations again, from the start, so players a GM added are read as invited', () => {
    const db = projectedDb([{ ...summed, gameLifeA: null, gameLifeB: null }]);
    db.exec('DROP TABLE invitations; DROP TABLE invitation_invitees');
    migrateReadModels(db);
    expect(checkpoints(db)).toBe(0);
    expect(db.prepare('SELECT count(*) AS n FROM invitations').get()).toEqual({ n: 0 });
  });
});

describe('tournament summaries from before they named the current round', () => {
  function summarised(summary: object, currentRound = 2, status = 'registration-closed'): Database.Database {
    const db = new Database(':memory:');
    migrateReadModels(db);
    db.exec("INSERT INTO checkpoint VALUES ('projections', 42, 42, 'store')");
    db.prepare(
      "INSERT INTO tournaments (id, name, game, status, current_round, planned_rounds, player_count, created_at, updated_at, last_position, summary) VALUES ('t', 'T', 'g', ?, ?, 3, 4, 'x', 'x', 42, ?)",
    ).run(status, currentRound, JSON.stringify(summary));
    return db;
  }

  it('projects them again, so lists and profiles read the round by its one name', () => {
    const db = summarised({ bestOf: 1 });
    migrateReadModels(db);
    expect(checkpoints(db)).toBe(0);
  });

  it('keeps summaries that name it, and tournaments with no round yet', () => {
    for (const db of [
      summarised({ roundLabel: { es: 'Ronda 2 de 3', en: 'Round 2 of 3' } }),
      summarised({ bestOf: 1 }, 0),
    ]) {
      migrateReadModels(db);
      expect(checkpoints(db)).toBe(1);
    }
  });
});

describe('ended tournaments from before their summary said what they played', () => {
  function ended(roundLabel: object): Database.Database {
    const db = new Database(':memory:');
    migrateReadModels(db);
    db.exec("INSERT INTO checkpoint VALUES ('projections', 42, 42, 'store')");
    db.prepare(
      "INSERT INTO tournaments (id, name, game, status, current_round, planned_rounds, player_count, created_at, updated_at, last_position, summary) VALUES ('t', 'T', 'g', 'ended', 5, 3, 8, 'x', 'x', 42, ?)",
    ).run(JSON.stringify({ roundLabel }));
    return db;
  }

  it('projects an ended event named by its last round («Final») again, so its header says «3 rondas suizas + top 4»', () => {
    const db = ended({ es: 'Final', en: 'Final' });
    migrateReadModels(db);
    expect(checkpoints(db)).toBe(0);
  });

  it('keeps an ended event whose summary already names what it played', () => {
    const db = ended({ es: '3 rondas suizas + top 4', en: '3 Swiss rounds + top 4' });
    migrateReadModels(db);
    expect(checkpoints(db)).toBe(1);
  });
});
