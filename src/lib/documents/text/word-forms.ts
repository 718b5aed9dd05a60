/**
 * Inflections the plural-only stemmer (terms.ts) leaves apart: 'accrued', 'accruing' and
 * 'accrue'. Candidates only: a form counts where the index or the related-words list has it.
 */

/** Possible base forms of a term: 'accrued' → 'accru', 'accrue'; 'planned' → 'plann', 'plan'. */
export function baseForms(term: string): string[] {
  const forms: string[] = [];
  const add = (form: string) => {
    if (form.length >= 3 && form !== term && !forms.includes(form)) forms.push(form);
  };
  for (const ending of ['ed', 'ing']) {
    if (!term.endsWith(ending) || term.length < ending.length + 3) continue;
    const stem = term.slice(0, -ending.length);
    add(stem);
    add(`${stem}e`);
    if (/([b-df-hj-np-tv-z])\1$/.test(stem)) add(stem.slice(0, -1));
    if (ending === 'ed' && stem.endsWith('i')) add(`${stem.slice(0, -1)}y`);
  }
  return forms;
}

/** Inflections of recent words: a question asks for the same ones many times over. */
const recent = new Map<string, readonly string[]>();
const RECENT_LIMIT = 10_000;

/** Possible inflections of a base form: 'accrue' → 'accrued', 'accruing'; 'plan' → 'planned'. */
export function inflections(base: string): readonly string[] {
  let forms = recent.get(base);
  if (forms === undefined) {
    if (recent.size >= RECENT_LIMIT) recent.clear();
    forms = inflect(base);
    recent.set(base, forms);
  }
  return forms;
}

function inflect(base: string): string[] {
  if (base.length < 3 || /\d/.test(base)) return [];
  const forms: string[] = [];
  if (base.endsWith('e')) forms.push(`${base}d`, `${base.slice(0, -1)}ing`);
  else if (/[^aeiou]y$/.test(base)) forms.push(`${base.slice(0, -1)}ied`, `${base}ing`);
  else {
    forms.push(`${base}ed`, `${base}ing`);
    // A short word ending consonant-vowel-consonant doubles it: 'plan' → 'planned'.
    if (/(^|[^aeiou])[aeiou][b-df-hj-np-tv-z]$/.test(base) && !/[wxy]$/.test(base)) {
      const last = base.at(-1)!;
      forms.push(`${base}${last}ed`, `${base}${last}ing`);
    }
  }
  return forms;
}
