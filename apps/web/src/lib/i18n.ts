import { pick, type Lang, type Localized } from '@cronica/util';

/** A translator bound to one language: `t(messages.home.title)`. */
export type Translate = (text: Localized) => string;

export function translator(lang: Lang): Translate {
  return (text) => pick(text, lang);
}
