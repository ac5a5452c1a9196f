import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import styles from './table.module.css';
import { TableColumns, TablesInPageColumn } from './TableColumns';

const table = <TableColumns beside lead={<p>Turno</p>} main={<p>Mi lado</p>} />;
const classesOf = (html: string) => /^<div class="([^"]*)"/.exec(html)![1]!.split(' ');

describe('a table laid out in two columns', () => {
  it('sets its prompt column beside its sides when drawn across the page', () => {
    expect(classesOf(renderToStaticMarkup(table))).toContain(styles.beside);
  });

  it('drawn inside a page column (the audit, beside its log), follows its parts one under another', () => {
    const html = renderToStaticMarkup(<TablesInPageColumn>{table}</TablesInPageColumn>);
    expect(styles.beside).toMatch(/\w/);
    expect(classesOf(html)).not.toContain(styles.beside);
    expect(html.indexOf('Turno')).toBeLessThan(html.indexOf('Mi lado'));
  });
});
