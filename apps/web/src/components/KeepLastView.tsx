'use client';

import { Component, useCallback, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import type { Lang } from '@cronica/util';
import { busySeconds, busyWaitFor } from '../lib/busy-page';
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

/**
 * Keeps what a live page last showed when its refresh is refused as busy: the standings a room is
 * reading stay, with a notice that they are not up to date, instead of giving way to the busy page;
 * the page asks again by itself after the wait. Any other failure, or a busy one before anything
 * was shown, goes on to the page's error boundary.
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
    const advised = busySeconds(failure.digest);
    if (advised === null || this.lastView === null) throw failure;
    const wait = busyWaitFor(failure, advised);
    return (
      <>
        <StaleViewNotice
          key={wait.at}
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

/** A live page's content, kept on screen while a refresh of it is refused as busy (see `LastViewBoundary`). */
export function KeepLastView({ children }: { children: ReactNode }) {
  const router = useRouter();
  const refresh = useCallback(() => router.refresh(), [router]);
  return (
    <LastViewBoundary lang={usePageLang()} refresh={refresh}>
      {children}
    </LastViewBoundary>
  );
}
