'use client';

import { useEffect, useRef } from 'react';
import { bladesMessages as b } from './messages';
import { heroName } from './names';
import { legalOf } from './play';
import { Bar, BarButton, type Choice, type ChoiceContext } from './choices';

interface Offer {
  readonly hero: number;
  readonly rival: number;
}

interface PairingStep {
  readonly c: ChoiceContext;
  /** My unpaired heroes, then the rivals the picked hero may face (empty until one is picked). */
  readonly mine: ReadonlySet<number>;
  readonly rivals: ReadonlySet<number>;
  readonly hero: number | null;
  readonly rival: number | null;
}

/** Whether the player's focus is inside `panel` or was dropped (the pressed button was replaced). */
function focusIsOursToMove(panel: HTMLElement | null): boolean {
  const active = document.activeElement;
  if (active === null || active === document.body || !active.isConnected) return true;
  return panel !== null && panel.contains(active);
}

/**
 * The step's options inside the prompt itself, so a phone player need not scroll to the heroes
 * and a keyboard player goes hero → rival → confirm: after each pick focus moves to the next step.
 */
function PairingOptions({ c, mine, rivals, hero, rival }: PairingStep) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hero === null || !focusIsOursToMove(box.current)) return;
    const next = rival === null ? '[data-pair-rival]' : '[data-testid="confirm"]';
    box.current?.closest('[data-testid="choice"]')?.querySelector<HTMLElement>(`${next}:not([disabled])`)?.focus();
  }, [hero, rival]);
  const name = (index: number) => c.t(heroName(c.view, index));
  const pick = (index: number, isRival: boolean) => (
    <button
      key={index}
      type="button"
      className="button button--quiet"
      aria-pressed={(isRival ? rival : hero) === index}
      disabled={c.busy}
      data-pair-rival={isRival ? '' : undefined}
      onClick={() =>
        c.setPicks(isRival ? { ...c.picks, selected: [index] } : { ...c.picks, target: index, selected: [] })
      }
    >
      {name(index)}
    </button>
  );
  return (
    <div ref={box} className="choice__steps">
      <div role="group" aria-label={c.t(b.pairing.yours)} className="choice__step">
        {[...mine].map((index) => pick(index, false))}
      </div>
      {hero === null ? null : (
        <div role="group" aria-label={c.t(b.pairing.against(name(hero)))} className="choice__step">
          <span className="muted">{c.t(b.pairing.against(name(hero)))}</span>
          {[...rivals].map((index) => pick(index, true))}
        </div>
      )}
    </div>
  );
}

/** "Emparejamientos": pick one of my unpaired heroes, then the rival's hero it faces (on the table or in the prompt). */
export function pairingChoice(c: ChoiceContext): Choice {
  const offers = legalOf(c.legal, 'PairHeroes').map((command) => command.data as unknown as Offer);
  const hero = c.picks.target;
  const rival = c.picks.selected[0] ?? null;
  const mine = new Set(offers.map((o) => o.hero));
  const rivals = new Set(offers.filter((o) => o.hero === hero).map((o) => o.rival));
  const label =
    hero !== null && rival !== null
      ? c.t(b.pairing.pair(c.t(heroName(c.view, hero)), c.t(heroName(c.view, rival))))
      : c.t(b.confirm);
  return {
    picks: {
      hero: {
        selected: new Set([hero, rival].filter((h): h is number => h !== null)),
        allowed: hero === null ? mine : new Set([...mine, ...rivals]),
        // Your own heroes stay "Elegir" (tapping one re-picks it); only the rival's say "Enfrentar".
        label: (h) => c.t(mine.has(h) ? b.pairing.choose : b.pairing.face),
        choose: (h) =>
          mine.has(h) ? c.setPicks({ ...c.picks, target: h, selected: [] }) : c.setPicks({ ...c.picks, selected: [h] }),
      },
    },
    panel: (
      <Bar title={c.t(b.pairing.title)} hint={c.t(hero === null ? b.pairing.mine : b.pairing.rival)}>
        <PairingOptions c={c} mine={mine} rivals={rivals} hero={hero} rival={rival} />
        <BarButton
          disabled={c.busy || hero === null || rival === null}
          onClick={() => c.submit({ type: 'PairHeroes', data: { hero, rival } })}
          testId="confirm"
        >
          {label}
        </BarButton>
      </Bar>
    ),
  };
}
