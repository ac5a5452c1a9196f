import type { ReactNode } from 'react';
import { KeepLastView } from './KeepLastView';

/**
 * A live page (one that re-renders as the API pushes changes) whose content stays on screen, with a
 * notice, while a refresh of it fails (`KeepLastView`): `Content` is the page's own async component.
 */
export function keptOnFailedRefresh<Props extends object>(Content: (props: Props) => Promise<ReactNode>) {
  return function KeptLivePage(props: Props) {
    return (
      <KeepLastView>
        <Content {...props} />
      </KeepLastView>
    );
  };
}
