import { localized, type Localized } from '@cronica/util';
import type { PageAlert } from './alert-prefs';
import { announcementMessages } from './announcement-messages';
import { eventAlertMessages as m } from './event-alert-messages';
import { playerMessages } from './player-messages';

/** The player's table in the latest published round, as the panel shows it. */
export interface TableFact {
  readonly round: number;
  readonly label: Localized;
  readonly number: number;
  readonly bye: boolean;
}

/** What a player's panel on the event page shows that is worth an alert when it appears or changes. */
export interface PanelFacts {
  /** On the event's waiting list. */
  readonly waiting: boolean;
  /** In the event and still playing. */
  readonly entered: boolean;
  /** Check-in is open and the player has not yet said they are here. */
  readonly checkInDue: boolean;
  readonly table: TableFact | null;
  /** The rival reported the table's result, and it waits on this player's confirmation. */
  readonly toConfirm: boolean;
  /** The staff's notice to the room. */
  readonly notice: { readonly text: string; readonly postedAt: string } | null;
}

type Rule = (before: PanelFacts, now: PanelFacts) => PageAlert | null;

/** A message whose words take the round's name, in each language with that language's name. */
const inEach = (words: (round: string) => Localized, round: Localized): Localized =>
  localized(words(round.es).es, words(round.en).en);

/** A new round's table (or a bye), or the same round re-paired onto another table. */
const tableRule: Rule = (before, { table }) => {
  if (table === null) return null;
  const tag = `table-${table.round}`;
  if (table.bye) {
    if (before.table?.round === table.round && before.table.bye) return null;
    return { tag, title: inEach(m.bye, table.label), body: m.byeBody };
  }
  const title = inEach((round) => playerMessages.table.heading(round, table.number), table.label);
  if (before.table?.round !== table.round) return { tag, title, body: m.tablePublished };
  if (before.table.number !== table.number || before.table.bye) return { tag, title: m.tableMoved, body: title };
  return null;
};

const checkInRule: Rule = (before, now) =>
  now.checkInDue && !before.checkInDue ? { tag: 'check-in', title: m.checkIn, body: m.checkInBody } : null;

/** A place from the waiting list: only after waiting, so registering oneself is not news. */
const seatedRule: Rule = (before, now) =>
  now.entered && !before.entered && before.waiting ? { tag: 'seated', title: m.seated, body: m.seatedBody } : null;

const confirmRule: Rule = (before, now) =>
  now.toConfirm && !before.toConfirm ? { tag: 'confirm', title: m.confirm, body: m.confirmBody } : null;

const noticeRule: Rule = (before, { notice }) =>
  notice !== null && notice.postedAt !== before.notice?.postedAt
    ? { tag: 'notice', title: announcementMessages.label, body: localized(notice.text, notice.text) }
    : null;

const RULES: readonly Rule[] = [tableRule, checkInRule, seatedRule, confirmRule, noticeRule];

/**
 * What changed for the player between two renders of the live page, as alerts: only what came
 * from someone else (the organizer, the rival, the clock), never what the player just did.
 */
export function eventAlerts(before: PanelFacts, now: PanelFacts): PageAlert[] {
  return RULES.map((rule) => rule(before, now)).filter((alert): alert is PageAlert => alert !== null);
}

/** The facts of a player's panel, from what the page read: the event, the reader's entry and their current table. */
export function panelFacts(parts: {
  event: {
    readonly checkInOpen: boolean;
    readonly myWaitlistPlace?: number | null;
    readonly announcement?: PanelFacts['notice'];
  };
  entry: { readonly checkedIn?: boolean | null } | undefined;
  table: {
    readonly round: number;
    readonly table: number;
    readonly playerB: string | null;
    readonly label: Localized;
    readonly result?: { readonly status: string; readonly reportedBy?: string | null } | null;
  } | null;
  viewerId: string;
}): PanelFacts {
  const { event, entry, table, viewerId } = parts;
  const result = table?.result ?? null;
  return {
    waiting: (event.myWaitlistPlace ?? null) !== null,
    entered: entry !== undefined,
    checkInDue: entry !== undefined && event.checkInOpen && entry.checkedIn !== true,
    table: table && { round: table.round, label: table.label, number: table.table, bye: table.playerB === null },
    toConfirm: result?.status === 'reported' && result.reportedBy !== viewerId,
    notice: event.announcement ?? null,
  };
}
