import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { describeJudgeEvent, seqOfEventNumber, eventNumber, type JudgeEvent } from '@cronica/rules-kernel';
import { MatchLog } from '../components/match/MatchLog';
import { auditMessages, callAtEventMessages, matchAppealMessages, rulingMessages } from './audit-messages';
import { translator } from './i18n';
import { judgeMessages } from './judge-messages';
import { replayMessages } from './replay-messages';

// A judge stands on log position 46 of a match of 52 events and backs the game up to it.
const POSITION = 46;
const ruling = { infraction: 'none', rule: 'r', remedy: 'Se vuelve atrás', judge: 'juez' };
const backUp: JudgeEvent = {
  type: 'JudgeBackedUp',
  data: {
    ruling,
    toSeq: seqOfEventNumber(eventNumber(POSITION)),
    undone: { from: seqOfEventNumber(48), to: seqOfEventNumber(52) },
    state: {},
  },
};

describe('one event numbering for the judge, the ruling, the players and the replay', () => {
  it('names the same event 47 wherever a person reads log position 46, in Spanish and in English', () => {
    for (const lang of ['es', 'en'] as const) {
      const t = translator(lang);
      const word = lang === 'es' ? 'evento 47' : 'event 47';
      expect(t(auditMessages.eventN(POSITION, 52))).toBe(lang === 'es' ? 'Evento 47 de 52' : 'Event 47 of 52');
      expect(describeJudgeEvent(backUp, true)[lang]).toContain(word);
      for (const text of [
        matchAppealMessages.atEvent(POSITION),
        judgeMessages.desk.auditAt(POSITION),
        auditMessages.callPoints('Ana', POSITION),
        rulingMessages.intro(POSITION),
        callAtEventMessages.sent(POSITION),
        matchAppealMessages.rulingAt(POSITION, 'José'),
      ]) {
        expect(t(text)).toContain(word);
      }
      expect(t(replayMessages.step(47, 52))).toBe(lang === 'es' ? 'Evento 47 de 52' : 'Event 47 of 52');
    }
  });

  it('numbers each line of the players’ log by its event, even where this viewer may not read the lines between', () => {
    const html = renderToStaticMarkup(
      <MatchLog
        lines={[
          { index: 0, text: 'uno', seat: null, rules: [] },
          { index: 46, text: 'cuarenta y siete', seat: 1, rules: [] },
        ]}
        t={translator('es')}
      />,
    );
    expect(html).toContain('<li value="47" data-index="46">cuarenta y siete</li>');
    expect(html).toContain('<li value="1" data-index="0">uno</li>');
  });
});
