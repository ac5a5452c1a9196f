'use client';

import { memo, Suspense, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { Lang } from '@cronica/util';
import { useHydrated } from '../lib/hydrated';
import { translator } from '../lib/i18n';
import { messages } from '../lib/messages';
import { GameDownloadFailed, retryFailedDownloads } from './match/boards/on-demand';

/**
 * What needs a game's code (its rules library, its card catalogue), waiting while the browser
 * fetches it: the server's drawing stays on screen until then, and a page reached by a link says
 * the game is loading. The rest of the page runs meanwhile. A download that fails (a phone losing
 * its connection) is said in place, with a button that fetches it again; the rest of the page stays.
 */
export function WhileGameLoads({ lang, children }: { lang: Lang; children: ReactNode }) {
  const t = translator(lang);
  const fallback = (
    <p className="waiting" role="status">
      {t(messages.site.gameLoading)}
    </p>
  );
  return (
    <ErrorBoundary
      onReset={retryFailedDownloads}
      fallbackRender={({ error, resetErrorBoundary }) => {
        // A fault in the game's code is the page's error, not a connection to try again.
        if (!(error instanceof GameDownloadFailed)) throw error;
        return (
          <p className="form__error game-unreachable" role="alert" data-testid="game-unreachable">
            {t(messages.site.gameUnreachable)}{' '}
            <button type="button" className="button button--quiet" onClick={resetErrorBoundary}>
              {t(messages.site.gameRetry)}
            </button>
          </p>
        );
      }}
    >
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/**
 * `Inner` waiting for its game's code (`WhileGameLoads`): a component that calls `useDeckGame` or
 * another loader. It is drawn again only when its props change: while the code is on its way, the
 * server's drawing is kept only as long as nothing above hands the boundary new props (React then
 * throws the drawing away for the fallback, and with it what the person opened or typed in it), so
 * a page around it re-rendering (a report arriving, the page starting to run) must leave it be.
 */
export function waitingForItsGame<P extends { readonly lang: Lang }>(Inner: ComponentType<P>): ComponentType<P> {
  const Boundary = memo(function WaitingForItsGame(props: P) {
    return (
      <WhileGameLoads lang={props.lang}>
        <Inner {...props} />
      </WhileGameLoads>
    );
  });
  // Not the memo itself: a memo a server page draws directly is mounted afresh when the page
  // refreshes after a form's action, losing what was typed (https://github.com/vercel/next.js/issues/73507).
  return function ItsGame(props: P) {
    return <Boundary {...props} />;
  };
}

/**
 * A group of controls that answer only through React, off until the page runs: a tap on a page
 * still loading waits for a control that works instead of falling on one that does nothing.
 */
export function ControlsOnceHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="bare-fieldset" disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
