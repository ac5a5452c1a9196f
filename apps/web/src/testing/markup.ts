import { expect } from 'vitest';

/** Server-rendered markup as a reader sees it: no scripts or tags, quotes and ampersands unescaped, white space folded. */
export const plainText = (html: string): string =>
  html
    .replace(/<script>.*?<\/script>/gs, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** The opening tag of the form control with this name ('' when there is none). */
export const control = (html: string, name: string): string =>
  [...html.matchAll(/<(input|select|textarea)\b[^>]*>/g)].find((m) => m[0].includes(`name="${name}"`))?.[0] ?? '';

/** The hidden fields a form sends, by name. */
export const hidden = (html: string): Record<string, string> =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]] as const),
  );

/** A select's options by its name, as [value, text] pairs. */
export const options = (html: string, name: string): Array<[string, string]> => {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>(.*?)</select>`, 's').exec(html)?.[1] ?? '';
  return [...select.matchAll(/<option[^>]*value="([^"]*)"[^>]*>(.*?)<\/option>/g)].map((x) => [
    x[1]!,
    plainText(x[2]!).trim(),
  ]);
};

/**
 * The opening tags of the controls a person fills in that no label names: outside any `<label>`,
 * pointed at by no label's `for`, with no `aria-label` (hidden fields aside).
 */
export function unlabelled(html: string): string[] {
  const targets = new Set([...html.matchAll(/<label[^>]*\bfor="([^"]+)"/g)].map((m) => m[1]!));
  let depth = 0;
  const bare: string[] = [];
  for (const [tag] of html.matchAll(/<\/?(label|input|select|textarea)\b[^>]*>/g)) {
    if (tag.startsWith('<label')) depth++;
    else if (tag.startsWith('</label')) depth--;
    else if (!tag.startsWith('</') && !tag.includes('type="hidden"') && depth === 0 && !named(tag, targets)) {
      bare.push(tag);
    }
  }
  return bare;
}

function named(tag: string, targets: ReadonlySet<string>): boolean {
  const id = /\bid="([^"]+)"/.exec(tag)?.[1];
  return tag.includes('aria-label') || (id !== undefined && targets.has(id));
}

/** Expects the markup to show every text: the failure lists the missing ones, all at once rather than the first. */
export function expectShown(html: string, texts: readonly string[]): void {
  expect(texts.filter((text) => !html.includes(text))).toEqual([]);
}
