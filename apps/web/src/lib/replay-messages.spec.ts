import { describe, expect, it } from 'vitest';
import { LANGS } from '@cronica/util';
import { replayMessages } from './replay-messages';
import { dictionaryTexts } from '../testing/dictionary-texts';

describe('texts of the replay viewer', () => {
  it('has every visible text in Spanish and English', () => {
    const all = dictionaryTexts(replayMessages, 'replay');
    expect(all.length).toBeGreaterThan(30);
    for (const [path, text] of all) for (const lang of LANGS) expect(text[lang].trim(), `${path}.${lang}`).not.toBe('');
  });
});
