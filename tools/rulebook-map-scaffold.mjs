#!/usr/bin/env node
// Prints the skeleton of a rulebook map for a rulebook file (libs/rules/kernel/src/rulebook-map.ts):
// every non-blank line, short unpunctuated ones guessed as headings. A person then sorts headings
// from rule lines and fills in each line's status, summary, code and tests.
//   node tools/rulebook-map-scaffold.mjs ../shared/rules/000_7cbcfc9bc47f1014.txt > map.json
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

const file = process.argv[2];
if (!file) {
  console.error('usage: rulebook-map-scaffold.mjs <rulebook.txt>');
  process.exit(2);
}
const text = readFileSync(file, 'utf8');
const plain = (line) =>
  line
    .replace(/\*\*/g, '')
    .replace(/^\s*#+\s*/, '')
    .replace(/^\s*[-*•]\s+/, '')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
const sections = [];
const lines = [];
text.split('\n').forEach((raw, index) => {
  const line = index + 1;
  const words = plain(raw);
  if (words === '' || /^-+$/.test(words)) return;
  const heading = /^\s*#/.test(raw) || (words.length < 70 && !/[.:;]$/.test(words));
  if (heading) sections.push({ line, heading: words });
  else
    lines.push({
      line,
      starts: words.split(' ').slice(0, 6).join(' '),
      status: 'faithful',
      summary: { es: '', en: '' },
      code: [],
      commands: [],
      events: [],
    });
});
const sha256 = createHash('sha256').update(text).digest('hex');
console.log(JSON.stringify({ rulebook: basename(file), sha256, sections, lines }, null, 2));
