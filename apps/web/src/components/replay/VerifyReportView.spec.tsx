import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { verifyReplay } from '@cronica/replay';
import { translator } from '../../lib/i18n';
import { modules, playedMatch } from '../../lib/replay-fixture';
import { VerifyReportView } from './VerifyReportView';

const file = playedMatch().export({ kind: 'public' }, 'tournament-ended');
const publishedKey = (JSON.parse(file.split('\n')[0]!) as { key: { publicKey: string } }).key.publicKey;
const render = (text: string, publicKeys?: string[]) =>
  renderToStaticMarkup(
    <VerifyReportView
      report={verifyReplay(text, { games: modules, ...(publicKeys ? { publicKeys } : {}) })}
      gameName={{ es: 'Espadas de Ceniza', en: 'Blades of Ash' }}
      t={translator('es')}
    />,
  );
const checksTag = (html: string) => /<details class="verdict__checks"[^>]*>/.exec(html)?.[0] ?? '';

describe('the verifier’s answer on a replay page', () => {
  it('folds each check away when the file is fully verified with the published key, the summary saying so', () => {
    const html = render(file, [publishedKey]);
    expect(html).toContain('Verificada por completo');
    expect(checksTag(html)).not.toMatch(/\sopen/);
    expect(html).toContain('<summary class="section-title">Cada comprobación y la clave</summary>');
    expect(html).toContain('data-check="chain" data-status="passed"');
  });

  it('keeps them open when the key could not be checked against the published one', () => {
    expect(checksTag(render(file))).toMatch(/\sopen/);
  });

  it('keeps them open, with the failed check, when the file was changed', () => {
    const lines = file.split('\n');
    const tampered = [...lines.slice(0, 5), lines[5]!.replace('"seq":5', '"seq":6'), ...lines.slice(6)].join('\n');
    const html = render(tampered, [publishedKey]);
    expect(html).toContain('NO verificada');
    expect(checksTag(html)).toMatch(/\sopen/);
    expect(html).toContain('data-check="chain" data-status="failed"');
  });
});
