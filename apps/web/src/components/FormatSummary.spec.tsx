import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormatSummary } from './FormatSummary';
import { topFourFormat } from '../testing/tournament-format';
import { expectShown } from '../testing/markup';

const text = (es: string, en = es) => ({ es, en });

/** A Blades of Ash event's format as the API words it: its battle rounds up front, a changed hand limit, a standard opening hand. */
const blades = topFourFormat({
  tiebreakers: ['omw', 'gw', 'ogw'],
  options: [
    {
      key: 'maxRounds',
      label: text('Rondas de batalla antes del desempate', 'Battle rounds before the tiebreak'),
      text: text('4 rondas', '4 rounds'),
      rule: 'blades-of-ash RULES-NOTES.md, «The skirmish always ends»',
      main: true,
      standard: false,
    },
    {
      key: 'handLimit',
      label: text('Límite de mano al final de cada choque'),
      text: text('9'),
      rule: '000_7cbcfc9bc47f1014.txt, «Robo de Mano Inicial»',
      main: false,
      standard: false,
    },
    {
      key: 'openingHand',
      label: text('Mano inicial'),
      text: text('5'),
      rule: '000_7cbcfc9bc47f1014.txt, «Robo de Mano Inicial»',
      main: false,
      standard: true,
    },
  ],
});

describe('the format panel', () => {
  it("shows the game's own options in words with the rule each comes from: the main ones, and the others only when changed", () => {
    const html = renderToStaticMarkup(<FormatSummary format={blades} lang="es" />);
    expectShown(html, [
      'Rondas de batalla antes del desempate',
      '4 rondas',
      // A choice Crónica made where the rulebook is silent is said to be one, never by its file name.
      'El reglamento no dice nada; es la elección de Crónica, en sus notas de reglas (en inglés): «The skirmish always ends»',
      'Límite de mano al final de cada choque',
      // A rulebook by its title, never its file name.
      'Regla: Espadas de Ceniza, «Robo de Mano Inicial»',
    ]);
    expect(html).not.toContain('.txt');
    expect(html).not.toContain('Mano inicial');
    expect(html).not.toContain('Cartas legendarias');
  });

  it('shows the prize places, the third-place match and the top cut, in Spanish and English', () => {
    const es = renderToStaticMarkup(<FormatSummary format={blades} lang="es" />);
    expect(es).toContain('Top 4, final al mejor de 3, con partida por el tercer puesto');
    expect(es).toContain('Puestos con premio');
    expect(es).toContain('Los 4 primeros (un empate ahí se juega)');
    const en = renderToStaticMarkup(<FormatSummary format={blades} lang="en" />);
    expect(en).toContain('with a third-place match');
    expect(en).toContain('The top 4 (a tie there is played off)');
    // No prize place: the panel says a tie for first is drawn, so nobody expects a play-off.
    const none = renderToStaticMarkup(
      <FormatSummary format={{ ...blades, prizePlaces: 0, thirdPlaceMatch: false }} lang="es" />,
    );
    expect(none).toContain('Ninguno: un empate por el 1.º se sortea');
    expect(none).not.toContain('tercer puesto');
  });

  it('says how many players the event takes, only when it has a limit', () => {
    expect(renderToStaticMarkup(<FormatSummary format={{ ...blades, capacity: 24 }} lang="es" />)).toContain(
      '24 jugadores como máximo',
    );
    expect(renderToStaticMarkup(<FormatSummary format={{ ...blades, capacity: 24 }} lang="en" />)).toContain(
      '24 players at most',
    );
    expect(renderToStaticMarkup(<FormatSummary format={blades} lang="es" />)).not.toContain('Plazas');
  });

  it('says how late entries are taken: missed rounds as losses, not counted, or none taken at all', () => {
    const late = (lateEntry: string, lang: 'es' | 'en' = 'es') =>
      renderToStaticMarkup(<FormatSummary format={{ ...blades, lateEntry }} lang={lang} />);
    expect(late('loss')).toContain('Las rondas perdidas cuentan como derrota');
    expect(late('absent')).toContain('Las rondas perdidas no cuentan');
    expect(late('none')).toContain('No se admiten inscripciones una vez cerrada la inscripción');
    expect(late('none')).not.toContain('derrota');
    expect(late('none', 'en')).toContain('None once registration has closed');
  });
});
