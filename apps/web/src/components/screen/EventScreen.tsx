import Link from 'next/link';
import type { Lang } from '@cronica/util';
import type { TournamentScreen } from '../../graphql/screen';
import { startText, venueClockText } from '../../lib/event-time';
import { translator, type Translate } from '../../lib/i18n';
import type { SeatLine } from '../../lib/paper';
import { clockRoundName } from '../../lib/round-views';
import { columnsFor, type ScreenScene } from '../../lib/screen';
import { screenMessages as m } from '../../lib/screen-messages';
import { TournamentLive } from '../TournamentLive';
import { RoundClock } from '../RoundClock';
import { RoomNotice } from '../tournament/RoomNotice';
import { Bracket } from '../tournament/BracketSection';
import { QrCode } from './QrCode';
import { FullScreenButton, RotatingPages } from './RotatingPages';

type Scene<K extends ScreenScene['kind']> = Extract<ScreenScene, { kind: K }>;

/**
 * The event's screen, for a projector or a TV in the room: no site menu, large type on a dark
 * ground, and it re-renders itself as the API pushes the tournament's changes (a round published,
 * the clock started, results in).
 */
export function EventScreen(props: { tournament: TournamentScreen; scene: ScreenScene; address: string; lang: Lang }) {
  const { tournament, scene, address, lang } = props;
  const t = translator(lang);
  return (
    <div className="event-screen" data-testid="event-screen" data-scene={scene.kind}>
      <nav className="event-screen__toolbar" aria-label={t(m.toolbar)}>
        <Link href={`/tournaments/${encodeURIComponent(tournament.id)}`}>← {t(m.back)}</Link>
        <FullScreenButton label={t(m.fullScreen)} />
        <TournamentLive tournament={tournament} lang={lang} />
      </nav>
      <header className="event-screen__head">
        <h1>{tournament.name}</h1>
        {scene.kind === 'round' ? <h2 className="event-screen__round">{t(scene.name)}</h2> : null}
        {scene.kind === 'round' && tournament.clock ? (
          <RoundClock clock={tournament.clock} roundName={clockRoundName(tournament, tournament.clock)} lang={lang} />
        ) : null}
      </header>
      <RoomNotice notice={tournament.announcement} timeZone={tournament.timeZone} lang={lang} />
      {scene.kind === 'welcome' ? <WelcomeScene scene={scene} address={address} lang={lang} /> : null}
      {scene.kind === 'round' ? <RoundScene scene={scene} lang={lang} /> : null}
      {scene.kind === 'final' ? <FinalScene scene={scene} t={t} /> : null}
    </div>
  );
}

/** Before play: when it starts, how to reach the event from a phone (a QR code and its address), who is in, check-in. */
function WelcomeScene({ scene, address, lang }: { scene: Scene<'welcome'>; address: string; lang: Lang }) {
  const t = translator(lang);
  return (
    <section className="event-screen__welcome" data-testid="screen-welcome">
      <QrCode className="event-screen__qr" text={address} label={t(m.welcome.qrLabel(address))} />
      <div>
        {scene.startsAt ? (
          <p className="event-screen__count" data-testid="screen-starts">
            {t(m.welcome.starts(startText(scene.startsAt, scene.timeZone, lang, 'short')))}
          </p>
        ) : null}
        <h2>{t(scene.registering ? m.welcome.signUp : m.welcome.follow)}</h2>
        <p className="event-screen__hint">{t(m.welcome.scan)}</p>
        <p className="event-screen__address" data-testid="screen-address">
          {address}
        </p>
        <p className="event-screen__count" data-testid="screen-players">
          {t(m.welcome.players(scene.players))}
        </p>
        {scene.placesLeft === null ? null : (
          <p className="event-screen__hint" data-testid="screen-places">
            {t(m.welcome.placesLeft(scene.placesLeft))}
          </p>
        )}
        {scene.placesLeft === 0 ? (
          <p className="event-screen__hint" data-testid="screen-waitlist">
            {t(m.welcome.waitlist(scene.waiting))}
          </p>
        ) : null}
        <CheckInLine scene={scene} lang={lang} />
        <p className="event-screen__hint">{t(m.welcome.waiting)}</p>
      </div>
    </section>
  );
}

/** Check-in open: how to say "I'm here"; set to open by itself: from when, on the venue's clock. */
function CheckInLine({ scene, lang }: { scene: Scene<'welcome'>; lang: Lang }) {
  const t = translator(lang);
  if (scene.checkIn)
    return (
      <p className="event-screen__notice" data-testid="screen-check-in">
        {t(m.welcome.checkIn)}
      </p>
    );
  if (scene.checkInOpensAt === null) return null;
  return (
    <p className="event-screen__hint" data-testid="screen-check-in-from">
      {t(m.welcome.checkInFrom(venueClockText(scene.checkInOpensAt, scene.timeZone, lang)))}
    </p>
  );
}

/**
 * A round: every seated player by name, with table and opponent, page after page in a large event;
 * in a top cut, its bracket, each table numbered.
 */
function RoundScene({ scene, lang }: { scene: Scene<'round'>; lang: Lang }) {
  const t = translator(lang);
  const pages = scene.pages.map((lines, index) => (
    <ol key={index} className="screen-lines" data-columns={columnsFor(lines.length)}>
      {lines.map((line) => (
        <ScreenLine key={line.playerId} line={line} t={t} />
      ))}
    </ol>
  ));
  return (
    <section className="event-screen__round-tables" data-testid="screen-round" data-round={scene.round}>
      <p className="event-screen__hint">
        {t(scene.bracket ? m.round.bracket : m.round.findYourName)} ·{' '}
        <span data-testid="screen-in-play">{t(m.round.inPlay(scene.inPlay))}</span>
      </p>
      {scene.bracket ? (
        <div className="event-screen__bracket" data-testid="screen-bracket">
          <Bracket bracket={scene.bracket} viewerId={null} linked={false} lang={lang} />
        </div>
      ) : (
        <RotatingPages
          pages={pages}
          counts={scene.pages.map((_, index) => t(m.round.page(index + 1, scene.pages.length)))}
        />
      )}
    </section>
  );
}

/** One player on one line (a page of 36 fits a 720-line projector): the name, then the opponent, then the table at the right. */
function ScreenLine({ line, t }: { line: SeatLine; t: Translate }) {
  return (
    <li className="screen-line" data-testid="screen-line">
      <span className="screen-line__who">
        <span className="screen-line__name">{line.name}</span>{' '}
        {line.opponent === null ? null : (
          <span className="screen-line__opponent">
            {t(m.round.against)} {line.opponent}
          </span>
        )}
      </span>
      {line.opponent === null ? (
        <span className="screen-line__bye">{t(m.round.bye)}</span>
      ) : (
        <span className="screen-line__table">
          {t(m.round.table)} <strong>{line.table}</strong>
        </span>
      )}
    </li>
  );
}

/** The end: the final places as stored (the top cut first), the champion on top. */
function FinalScene({ scene, t }: { scene: Scene<'final'>; t: Translate }) {
  return (
    <section className="event-screen__final" data-testid="screen-final">
      <h2>{t(m.final.title)}</h2>
      <ol className="screen-placings">
        {scene.placings.map((p) => (
          <li key={p.playerId} className="screen-placing" data-testid="screen-placing">
            <span className="screen-placing__place">{t(p.label)}</span>
            <span>{p.playerName}</span>
          </li>
        ))}
      </ol>
      <p className="event-screen__hint">{t(m.final.thanks)}</p>
    </section>
  );
}
