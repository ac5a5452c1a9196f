import type { ReactNode } from 'react';

/**
 * A notice standing in for what a page would show (nothing yet, nothing found, a failure): its
 * title, what it means, and what the reader can do next (`children`). A failure (`tone="error"`)
 * is announced to screen readers as it appears.
 */
export function PageNotice(props: {
  title: string;
  hint: string;
  tone?: 'error' | 'empty';
  /** The title's level: `h1` where the notice is the page, `h2` inside one. */
  heading?: 'h1' | 'h2';
  testId?: string;
  children?: ReactNode;
}) {
  const { title, hint, tone, heading: Heading = 'h1', testId, children } = props;
  return (
    <div
      className={tone ? `notice notice--${tone}` : 'notice'}
      role={tone === 'error' ? 'alert' : undefined}
      data-testid={testId}
    >
      <Heading>{title}</Heading>
      <p>{hint}</p>
      {children}
    </div>
  );
}
