import { describe, expect, it } from 'vitest';
import { translator } from './i18n';
import { markedTitle } from './alert-prefs';
import { clockText, isMyTurn, rivalLine, statusLine, turnMark } from './turn-signals';

const es = translator('es');
const en = translator('en');
const move = { command: { type: 'Pass', data: {} }, text: 'Pasar', rules: [] };

describe("the table's your-turn signal", () => {
  it('is on exactly while the match is live and the viewer’s seat has moves', () => {
    expect(isMyTurn({ status: 'live', viewer: 'seat', legalCommands: [move] })).toBe(true);
    expect(isMyTurn({ status: 'live', viewer: 'seat', legalCommands: [] })).toBe(false);
    expect(isMyTurn({ status: 'finished', viewer: 'seat', legalCommands: [move] })).toBe(false);
    expect(isMyTurn({ status: 'live', viewer: 'spectator', legalCommands: [move] })).toBe(false);
  });

  it('marks the tab’s title in either language, and takes the mark off again', () => {
    const turnTitle = (base: string, myTurn: boolean, t: typeof es) => markedTitle(base, turnMark(myTurn, t));
    expect(turnTitle('Partida de ECG · Crónica', true, es)).toBe('● Te toca · Partida de ECG · Crónica');
    expect(turnTitle('ECG match · Crónica', true, en)).toBe('● Your turn · ECG match · Crónica');
    expect(turnTitle('● Te toca · Partida de ECG · Crónica', false, es)).toBe('Partida de ECG · Crónica');
    expect(turnTitle('● Te toca · Partida de ECG · Crónica', true, es)).toBe('● Te toca · Partida de ECG · Crónica');
  });
});

describe("the table's status line", () => {
  const log = [
    { index: 0, text: 'Bot roba 2 cartas', seat: 1, rules: [] },
    { index: 1, text: 'Ana juega Empalizada', seat: 0, rules: [] },
    { index: 2, text: 'Comienza el turno 3', seat: null, rules: [] },
  ];

  it("tells the rival's last move in the game's words, never the viewer's own", () => {
    expect(rivalLine(log, 0)).toBe('Bot roba 2 cartas');
    expect(rivalLine(log, 1)).toBe('Ana juega Empalizada');
    expect(rivalLine([], 0)).toBeNull();
  });

  it('adds "Te toca" unless the board already says whose turn it is', () => {
    expect(statusLine({ rival: 'Bot pasa', myTurn: true, boardSaysTurn: false }, es)).toBe('Bot pasa · Te toca');
    expect(statusLine({ rival: 'Bot passes', myTurn: true, boardSaysTurn: false }, en)).toBe('Bot passes · Your turn');
    expect(statusLine({ rival: 'Bot pasa', myTurn: true, boardSaysTurn: true }, es)).toBe('Bot pasa');
    expect(statusLine({ rival: null, myTurn: false, boardSaysTurn: false }, es)).toBe('');
  });
});

describe('time used and remembered alert choices', () => {
  it('reads clocks as m:ss, and h:mm:ss from an hour on', () => {
    expect(clockText(0)).toBe('0:00');
    expect(clockText(65_400)).toBe('1:05');
    expect(clockText(3_725_000)).toBe('1:02:05');
  });
});
