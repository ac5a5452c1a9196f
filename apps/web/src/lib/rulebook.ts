import { localized as l, pick, type Lang, type Localized, counted } from '@cronica/util';

/**
 * The rulebook page and the table's "why?" links: a rule line is named `BOOK:LINE` (`000:39`,
 * the rulebook's number and the line of its file), its anchor on the page is `r-000-39`.
 */

const RULE_ID = /^\d{3}:\d{1,5}$/;
/** More ids than a move or a log line ever has: the rest of a longer `?ids=` is ignored. */
const MAX_ASKED = 20;

/** Whether a text is a rule line's id (`000:39`), as a ruling citing a line the event follows stores it. */
export const isRuleId = (text: string): boolean => RULE_ID.test(text);

export const ruleAnchor = (id: string): string => `r-${id.replace(':', '-')}`;

/** The rulebook page of `game` at the first of `rules`, every one of them highlighted. */
export function whyHref(game: string, rules: readonly string[]): string {
  const ids = rules.filter((id) => RULE_ID.test(id)).slice(0, MAX_ASKED);
  if (ids.length === 0) return `/rules/${encodeURIComponent(game)}`;
  return `/rules/${encodeURIComponent(game)}?ids=${ids.join(',')}#${ruleAnchor(ids[0]!)}`;
}

/** The rule ids a page was asked to highlight (`?ids=000:39,000:40`); anything else is ignored. */
export function askedRules(ids: string | string[] | undefined): ReadonlySet<string> {
  const text = Array.isArray(ids) ? ids.join(',') : (ids ?? '');
  return new Set(
    text
      .split(',')
      .map((id) => id.trim())
      .filter((id) => RULE_ID.test(id))
      .slice(0, MAX_ASKED),
  );
}

/** Where a line stands in its section: the rulebook's heading, and the translation's when reading in English. */
export function sectionName(
  line: { readonly section: string | null; readonly sectionTranslated: string | null },
  lang: Lang,
): string | null {
  return lang === 'en' ? (line.sectionTranslated ?? line.section) : line.section;
}

/** Each line's section heading by rule id, for the names of the table's links. */
export function ruleSections(
  lines: readonly { readonly id: string; readonly section: string | null; readonly sectionTranslated: string | null }[],
  lang: Lang,
): Record<string, string> {
  const names: Record<string, string> = {};
  for (const line of lines) {
    const name = sectionName(line, lang);
    if (name !== null) names[line.id] = name;
  }
  return names;
}

/** A rule line by its id and section, as a link names it: «Regla 000:39, «Dados de acción»». */
const ruleName = (id: string, section: string | undefined): Localized =>
  section ? l(`Regla ${id}, «${section}»`, `Rule ${id}, “${section}”`) : l(`Regla ${id}`, `Rule ${id}`);

/** A rule line to open or cite: its id, its name and its place on the game's rulebook page. */
export interface NamedRule {
  readonly id: string;
  readonly name: Localized;
  readonly href: string;
}

/** The rule lines `ids` of `game`, each named by its section (`sections`, from `ruleSections`) and linked on its own. */
export function namedRules(
  game: string,
  ids: readonly string[],
  sections: Readonly<Record<string, string>>,
): NamedRule[] {
  return ids.map((id) => ({ id, name: ruleName(id, sections[id]), href: whyHref(game, [id]) }));
}

export const rulebookMessages = {
  title: l('Reglamento', 'Rulebook'),
  indexTitle: l('Reglamentos', 'Rulebooks'),
  indexIntro: l(
    'El reglamento de cada juego de Crónica, línea a línea: lo que dice cada regla y cómo la aplica la plataforma.',
    'The rulebook of each of Crónica’s games, line by line: what each rule says and how the platform applies it.',
  ),
  titleOf: (game: string) => l(`Reglamento de ${game}`, `${game} rulebook`),
  link: (game: string) => l(`Reglamento de ${game}`, `${game} rulebook`),
  intro: (title: Localized, file: string) =>
    l(
      `Cada línea del reglamento «${title.es}» (archivo ${file}) con su sección tal como la imprime, lo que dice en nuestras palabras y cómo la aplica la plataforma.`,
      `Every line of the rulebook “${title.en}” (file ${file}) with its section as printed, what it says in our words and how the platform applies it.`,
    ),
  translation: (title: Localized, file: string) =>
    l(`Traducción: «${title.es}» (archivo ${file})`, `Translation: “${title.en}” (file ${file})`),
  noMap: l(
    'Este juego aún no tiene su reglamento trazado línea a línea.',
    'This game’s rulebook is not traced line by line yet.',
  ),
  beforeSections: l('Antes de la primera sección', 'Before the first section'),
  rule: (id: string, title: Localized, line: number) =>
    l(`Regla ${id} · línea ${line} de «${title.es}»`, `Rule ${id} · line ${line} of “${title.en}”`),
  /** Where Crónica wrote down a choice the rulebook leaves open. */
  recordedIn: (entries: string) =>
    l(
      `Está en las notas de reglas de Crónica (en inglés): ${entries}.`,
      `Written in Crónica’s rules notes: ${entries}.`,
    ),
  asked: l('Por esta regla', 'The rule you asked about'),
  askedCount: (n: number) =>
    counted(
      n,
      ['Resaltada: la regla por la que preguntaste.', 'Resaltadas: las {n} reglas por las que preguntaste.'],
      ['Highlighted: the rule you asked about.', 'Highlighted: the {n} rules you asked about.'],
    ),
  starts: l('Empieza:', 'Starts:'),
  why: l('¿por qué?', 'why?'),
  /** The link's name says which rule it opens. */
  whyName: (id: string, section: string | undefined) => {
    const name = ruleName(id, section);
    return l(`¿Por qué? ${name.es}`, `Why? ${name.en}`);
  },
  newTab: l('(se abre en otra pestaña)', '(opens in another tab)'),
  /** Beside a ruling's rule when it cites a rule line: opens the line on the rulebook page. */
  readRule: l('leer la regla', 'read the rule'),
};

export interface RuleStatusLine {
  readonly status: string;
  /** The label of the format option that selects the other reading, as the game's format names it. */
  readonly optionLabel: Localized | null;
  readonly note: Localized | null;
  /** The entries of the game's rules notes that record a choice. */
  readonly rulesNotes: readonly string[];
}

const quoted = (entries: readonly string[], lang: Lang) =>
  new Intl.ListFormat(lang, { type: 'conjunction' }).format(
    entries.map((entry) => (lang === 'es' ? `«${entry}»` : `“${entry}”`)),
  );

/** How the line is read, and where Crónica wrote it down, after the status's first sentence. */
function detail({ note, rulesNotes }: RuleStatusLine, lang: Lang): string {
  const recorded =
    rulesNotes.length === 0 ? '' : ` ${pick(rulebookMessages.recordedIn(quoted(rulesNotes, lang)), lang)}`;
  return `${note ? ` ${note[lang]}` : ''}${recorded}`;
}

/**
 * How the platform follows a line, in words: its status, then how it is read (a faithful line's
 * reading of an unclear word, what a choice chose, why a line does not apply) and where it is written.
 */
export function statusWords(line: RuleStatusLine): Localized {
  const { status, optionLabel } = line;
  const words = (es: string, en: string) => l(`${es}${detail(line, 'es')}`, `${en}${detail(line, 'en')}`);
  switch (status) {
    case 'faithful':
      return words('Fiel: se juega como está escrito.', 'Faithful: played as written.');
    case 'choice':
      return words(
        `Elección documentada${optionLabel ? ` con la opción «${optionLabel.es}»` : ''}.`,
        `Documented choice${optionLabel ? ` with the option “${optionLabel.en}”` : ''}.`,
      );
    case 'not-applicable':
      return words('No aplicable.', 'Not applicable.');
    default:
      return l(status, status);
  }
}
