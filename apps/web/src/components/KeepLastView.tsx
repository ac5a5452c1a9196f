'use client';

import { Component, useCallback, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import type { Lang } from '@cronica/util';
import { busySeconds, isPassingFailure, retryWaitFor } from '../lib/busy-page';
import { usePageLang } from '../lib/page-lang';
import { StaleViewNotice } from './BusyNotice';

interface BoundaryProps {
  readonly children: ReactNode;
  readonly lang: Lang;
  readonly refresh: () => void;
}

interface BoundaryState {
  /** The server's drawing being shown (a refresh brings a new one). */
  readonly drawing: ReactNode;
  readonly failure: (Error & { digest?: string }) | null;
}

/** What the reader last saw drawn without a failure, and when (the reader's clock). */
interface LastView {
  readonly drawing: ReactNode;
  readonly at: number;
}

/** How long a kept page waits before it asks again after a refresh with no advised wait (the API did not answer). */
const UNANSWERED_RETRY_SECONDS = 5;

/**
 * Keeps what a live page last showed when a refresh of it fails (refused as busy, or the API did
 * not answer): the standings a room is reading, the screen on the projector, stay, with a notice that
 * they are not up to date, instead of giving way to the error page; the page asks again by itself
 * after the wait, doubled for each failure in a row. Any other failure, or one before anything was
 * shown, goes on to the page's error boundary (not-found and redirects never reach here: Next handles them below).
 */
class LastViewBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { drawing: this.props.children, failure: null };
  private lastView: LastView | null = null;

  /** A new drawing from the server (a refresh) is tried, whatever failed before it. */
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.children === state.drawing ? null : { drawing: props.children, failure: null };
  }

  static getDerivedStateFromError(failure: Error): Partial<BoundaryState> {
    return { failure };
  }

  override componentDidMount() {
    this.keepShown();
  }

  override componentDidUpdate() {
    this.keepShown();
  }

  private keepShown() {
    if (this.state.failure === null && this.lastView?.drawing !== this.props.children)
      this.lastView = { drawing: this.props.children, at: Date.now() };
  }

  override render() {
    const { failure } = this.state;
    // The notice's slot stays first, so the page under it is the same tree and keeps its state.
    if (failure === null)
      return (
        <>
          {null}
          {this.props.children}
        </>
      );
    // A refusal the API answered (a bad search, a missing right) would fail the same again: the page says so.
    if (this.lastView === null || !isPassingFailure(failure.digest)) throw failure;
    const advised = busySeconds(failure.digest);
    const wait = retryWaitFor(failure, advised ?? UNANSWERED_RETRY_SECONDS);
    return (
      <>
        <StaleViewNotice
          key={wait.at}
          busy={advised !== null}
          seconds={wait.seconds}
          since={this.lastView.at}
          lang={this.props.lang}
          onRetry={this.props.refresh}
        />
        {this.lastView.drawing}
      </>
    );
  }
}

/** A live page's content, kept on screen while a refresh of it fails (see `LastViewBoundary`). */
export function KeepLastView({ children }: { children: ReactNode }) {
  const router = useRouter();
  const refresh = useCallback(() => router.refresh(), [router]);
  return (
    <LastViewBoundary lang={usePageLang()} refresh={refresh}>
      {children}
    </LastViewBoundary>
  );
}
