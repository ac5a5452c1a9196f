import type { Lang } from '@cronica/util';
import type { DeckPreviewModel } from '../../lib/deck-preview';
import { translator } from '../../lib/i18n';
import { myDeckMessages } from '../../lib/my-deck-messages';
import { deckMessages } from '../../lib/deck-messages';

const m = myDeckMessages.deck;

/** The cost curve as bars a screen reader reads as a list ("Cost 2: 8"). */
function Curve({ curve, t }: { curve: DeckPreviewModel['curve']; t: ReturnType<typeof translator> }) {
  const most = Math.max(1, ...curve.map((bar) => bar.count));
  return (
    <section className="deck-curve" aria-labelledby="deck-curve" data-testid="deck-curve">
      <h3 id="deck-curve">{t(m.curve)}</h3>
      <p className="muted">{t(m.curveHint)}</p>
      <ol className="deck-curve__bars">
        {curve.map((bar) => (
          <li key={bar.cost} data-cost={bar.cost} data-count={bar.count} aria-label={t(m.costBar(bar.cost, bar.count))}>
            <span className="deck-curve__count" aria-hidden="true">
              {bar.count}
            </span>
            <span
              className="deck-curve__bar"
              style={{ height: `${Math.round((bar.count / most) * 100)}%` }}
              aria-hidden="true"
            />
            <span className="deck-curve__cost" aria-hidden="true">
              {bar.cost}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A deck at a glance: its faction or realm, each section's cards with counts, and its cost curve (from the game's catalog). */
export function DeckPreview({ preview, lang }: { preview: DeckPreviewModel; lang: Lang }) {
  const t = translator(lang);
  return (
    <section className="deck-preview" aria-labelledby="deck-preview" data-testid="deck-preview">
      <h2 id="deck-preview">{t(m.preview)}</h2>
      <p data-testid="deck-faction">
        <span className="muted">{t(m.faction)}:</span>{' '}
        <strong>{preview.faction ? t(preview.faction) : t(m.noFaction)}</strong>
      </p>
      <div className="deck-preview__sections">
        {preview.sections.map((section) => (
          <section key={section.key} data-section={section.key} data-testid="preview-section">
            <h3>
              {t(section.name)} <span className="muted">· {t(deckMessages.draft.total(section.total))}</span>
            </h3>
            <ul className="deck-preview__cards">
              {section.cards.map((card) => (
                <li key={card.id} data-card={card.id}>
                  <span className="deck-preview__count">{card.count}×</span> {t(card.name)}
                  {card.known ? null : <em className="muted"> ({t(m.unknownCard)})</em>}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {preview.curve.length > 0 ? <Curve curve={preview.curve} t={t} /> : null}
    </section>
  );
}
