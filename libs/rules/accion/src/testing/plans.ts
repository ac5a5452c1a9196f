import { plannedStep } from '../bots/turn-plan.js';
import { view } from '../encounter/view.js';
import type { Table } from './table.js';

/** The first step of the strong party's turn plan for the hero in seat 1, read from that seat's view. */
export const heroPlan = (t: Table) => plannedStep(view(t.state, { kind: 'seat', seat: 1 }), t.legal(1));
