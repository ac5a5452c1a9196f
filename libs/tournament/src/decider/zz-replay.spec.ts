import { isRuleViolation } from '@cronica/rules-kernel';
import { it } from 'vitest';
import { validateHistory } from '../history/validate.js';
import { commandFor, type Action } from '../testing/random-actions.js';
import { cmd, ctx, deck, organizer, player, run } from '../testing/tournament-script.js';
import { applyCommand } from './decider.js';
import { swissHistoryOf } from './projection.js';
import { initialTournamentState } from './types.js';

it('replays', () => {
  const [config, players, actions] = JSON.parse(process.env.CASE!) as [any, number, Action[]];
  const topCut = { ...config.topCut, thirdPlaceMatch: config.topCut.size >= 4 && config.topCut.thirdPlaceMatch, finalBestOf: config.topCut.size > 0 ? config.topCut.finalBestOf : 1 };
  let state = run(initialTournamentState, cmd('CreateTournament', organizer, { tournamentId: 'prop', game: 'warlords-of-terra', seed: 'semilla-de-propiedad', ...config, topCut }));
  if (state.status === 'created') state = run(state, cmd('OpenRegistration', organizer));
  for (let i = 0; i < players; i += 1) state = run(state, cmd('RegisterPlayer', player(`s${i}`), { playerId: `s${i}`, name: `S${i}` }), cmd('SubmitDeckList', player(`s${i}`), { playerId: `s${i}`, deck: deck(`H${i}`) }));
  let at = 5_000_000;
  for (const action of actions) {
    const command = commandFor(state, action, (at += 1000));
    if (command === null) continue;
    const outcome = applyCommand(state, command, ctx);
    if (isRuleViolation(outcome)) { console.log('refused', command.type, outcome.code); continue; }
    state = outcome.state;
    console.log('ok', command.type, JSON.stringify(outcome.events.map((e) => [e.type, e.data])).slice(0, 300));
    const problems = validateHistory(swissHistoryOf(state));
    if (problems.length) { console.log('PROBLEM', JSON.stringify(problems), JSON.stringify(swissHistoryOf(state))); break; }
  }
});
