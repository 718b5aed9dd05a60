import { answerFit, readAsked, saysLimit, type Asked } from './answer-type';
import { passageExcerpt } from './highlight';
import { questionWords, readIntent, saysHow } from './question';
import { passageSentences, termsOf, type Sentence } from './sentences';
import { namesTopic } from './summary';
import { lowerCaseWords, queryTerms, tokenize, processTerm } from '../text/terms';
import type { DirectAnswer, PassageHit } from '../types';

/** Matched words a sentence needs to answer an untyped question (fewer when it has fewer). */
const WORDS_NEEDED_AT_MOST = 2;

/**
 * How much each thing counts for a sentence: its own matched words most, then how exactly it
 * holds the type asked for, matched words in the sentences either side, the question's word
 * pairs it repeats, being a whole sentence rather than a row or a label; a passage scoring
 * lower than the best loses up to `weaker`.
 */
const WEIGHTS = {
  word: 3,
  related: 1,
  fit: 2,
  context: 1,
  phrase: 1,
  complete: 0.5,
  weaker: 3,
};

export interface AnsweringSentence {
  hit: PassageHit;
  sentence: Sentence;
}

/** Pairs of neighbouring words ('over 80', 'request over'); a pair of two stopwords says nothing. */
function wordPairs(text: string): Set<string> {
  const words = tokenize(text.toLowerCase()).filter(Boolean);
  const pairs = new Set<string>();
  words.forEach((word, index) => {
    const next = words[index + 1];
    if (next && (processTerm(word) !== null || processTerm(next) !== null)) {
      pairs.add(`${word} ${next}`);
    }
  });
  return pairs;
}

function termsIn(text: string, matched: ReadonlySet<string>): Set<string> {
  return new Set([...termsOf(text)].filter((term) => matched.has(term)));
}

/** Words joined by hyphens ('mother-in-law', 'two-week') or underscores ('arc4random_uniform'). */
const COMPOUND = /[\p{L}\p{N}]+(?:[-‐‑_][\p{L}\p{N}]+)+/gu;

/**
 * A sentence's text without the compounds the question does not say, hyphenated or not:
 * 'mother' inside 'mother-in-law' is not the question's 'mother', while 'full-time' is the
 * question's 'full time'.
 */
function withoutOtherCompounds(text: string, question: string): string {
  return text.replace(COMPOUND, (compound) =>
    question.includes(` ${lowerCaseWords(compound).join(' ')} `) ? compound : ' ',
  );
}

function isTable(hit: PassageHit): boolean {
  const { kind } = hit.citation.location;
  return kind === 'rows' || kind === 'sheet-rows' || kind === 'table-rows';
}

interface Question extends Asked {
  /** The question's own terms: a passage's other matched terms are typo fixes or related words. */
  terms: Set<string>;
  /** Matched words a sentence needs to answer an untyped question. */
  needed: number;
  /** Terms of the names the question gives, capitalised after its first word ('github'). */
  names: string[];
  /** The terms of the days, months and figures the question names ('sunday', '80'). */
  named: Set<string>;
  /** How many words the question says about its topic (not those asking: 'how', 'long'). */
  topic: number;
  pairs: Set<string>;
  /**
   * The question's compounds ('text-message', 'part-time'), each one idea: a sentence saying one
   * of its words alone ('other text') does not say it. `terms`: those not also asked alone.
   */
  compounds: { phrase: string; terms: Set<string> }[];
  /** The question's words in order, space-separated and padded: ' how long is the wait '. */
  phrase: string;
  /**
   * The period adjectives the question says ('monthly', 'annual') with their periods' terms
   * ('month', 'year'): what an amount is counted per, not what it is.
   */
  periods: Set<string>;
  /**
   * The figures the question gives with what they count ('six months'), as terms: each is one
   * idea, so a sentence saying 'six months' says one thing the question says, not two.
   */
  figures: [string, string][];
  /** It asks for a count, a total, an average or a ranking: a figure over many rows. */
  aggregate: boolean;
  /** The term of the noun a 'what is …' question asks for ('motto'), if one of its terms. */
  headTerm: string | null;
  /** The terms of the kind a 'which ___ do …' question asks for ('chat', 'room'). */
  kindTerms: Set<string>;
}

/** Days and months are given values ('hired in July'), not names of who or what. */
const CALENDAR_NAME =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)$/i;

/** Words capitalised after a question's first word ('Does GitHub charge …'), as terms. */
function namesIn(question: string): string[] {
  const words = question.match(/[\p{L}\p{N}][\p{L}\p{N}.&'’-]*/gu) ?? [];
  return words
    .slice(1)
    .filter((word) => word !== 'I' && /^\p{Lu}/u.test(word) && !CALENDAR_NAME.test(word))
    .flatMap((word) => [...termsOf(word)]);
}

function figuresOf(given: ReadonlySet<string>): [string, string][] {
  return [...given].flatMap((phrase) => {
    const [figure, unit] = phrase.split(' ').map((word) => [...termsOf(word)][0]);
    return figure && unit ? [[figure, unit] as [string, string]] : [];
  });
}

/** How many ideas some of the question's terms say: a figure and what it counts are one. */
function ideas(terms: readonly string[], figures: readonly [string, string][]): number {
  const set = new Set(terms);
  return set.size - figures.filter(([figure, unit]) => set.has(figure) && set.has(unit)).length;
}

/** Period adjectives and their periods: 'monthly' counts per month. */
const PERIODS: Record<string, string> = {
  hourly: 'hour',
  daily: 'day',
  weekly: 'week',
  biweekly: 'week',
  fortnightly: 'fortnight',
  monthly: 'month',
  quarterly: 'quarter',
  annual: 'year',
  annually: 'year',
  yearly: 'year',
};

function periodsOf(question: string): Set<string> {
  const periods = lowerCaseWords(question).filter((word) => PERIODS[word] !== undefined);
  return new Set(periods.flatMap((word) => [...termsOf(`${word} ${PERIODS[word]}`)]));
}

function compoundsOf(question: string): Question['compounds'] {
  const found = question.match(COMPOUND) ?? [];
  const alone = termsOf(question.replace(COMPOUND, ' '));
  return found.map((compound) => ({
    phrase: ` ${lowerCaseWords(compound).join(' ')} `,
    terms: new Set([...termsOf(compound)].filter((term) => !alone.has(term))),
  }));
}

/** A sentence's terms without the words of a question's compound it does not say whole. */
function withoutHalfCompounds(terms: Set<string>, text: string, question: Question): Set<string> {
  const said = ` ${lowerCaseWords(text).join(' ')} `;
  for (const { phrase, terms: parts } of question.compounds) {
    if (!said.includes(phrase)) for (const part of parts) terms.delete(part);
  }
  return terms;
}

function headTermOf(head: string | null, terms: ReadonlySet<string>): string | null {
  const term = head === null ? undefined : [...termsOf(head)][0];
  return term !== undefined && terms.has(term) ? term : null;
}

/** Whether a sentence says what the question's head is: 'Our motto is …', 'The deadline was …'. */
function definesHead(text: string, own: ReadonlySet<string>, question: Question): boolean {
  const { headTerm, head } = question;
  if (headTerm === null || head === null || !own.has(headTerm)) return false;
  const word = head.replace(/[^\p{L}\p{N}]/gu, '');
  return new RegExp(`\\b${word}s?\\s+(?:is|are|was|were|means)\\b`, 'iu').test(text);
}

function readQuestion(question: string): Question {
  const asked = readAsked(question);
  const terms = new Set(queryTerms(question));
  const figures = figuresOf(asked.given);
  return {
    ...asked,
    terms,
    needed: Math.min(WORDS_NEEDED_AT_MOST, Math.ceil((queryTerms(question).length + 1) / 2)),
    topic: ideas(
      [...terms].filter((term) => !asked.asking.has(term)),
      figures,
    ),
    names: namesIn(question),
    named: new Set([...asked.given].flatMap((given) => [...termsOf(given.split(' ')[0]!)])),
    pairs: wordPairs(question),
    periods: periodsOf(question),
    figures,
    compounds: compoundsOf(question),
    phrase: ` ${lowerCaseWords(question).join(' ')} `,
    aggregate: saysHow(readIntent(questionWords(question))),
    headTerm: headTermOf(asked.head, terms),
    kindTerms: new Set([...asked.kinds].flatMap((word) => [...termsOf(word)])),
  };
}

/**
 * How well a sentence holds the type asked for, under the line introducing its list: a cap the
 * lead-in states ('All teammates will be able to spend a maximum of:') is each item's cap.
 */
const DETERMINER = /^(?:the|a|an|your|our|their|this|that|each|every|its|his|her|my)$/;

/**
 * A sentence without the roles a 'who' question names where they are the question's own: after
 * a determiner or a word of the question ('everyone on the team', 'the moderation team' for 'the
 * head of the moderation team'), and without the names it gives. Another one ('the operations
 * team') may still answer.
 */
function withoutAskedRoles(text: string, question: Question): string {
  if (question.type.kind !== 'person') return text;
  const words = [...text.matchAll(/[\p{L}\p{N}]+/gu)];
  let kept = text;
  for (const [index, word] of [...words.entries()].reverse()) {
    const before = words[index - 1]?.[0].toLowerCase() ?? '';
    const own = DETERMINER.test(before) || question.phrase.includes(` ${before} `);
    // A name the question gives ('Who pages the Incident Commander?') is not who answers it.
    const named = /^\p{Lu}/u.test(word[0]) && question.names.includes(processTerm(word[0]) ?? '');
    if (!named && !(question.roles.has(word[0].toLowerCase()) && own)) continue;
    kept = `${kept.slice(0, word.index)}${kept.slice(word.index + word[0].length)}`;
  }
  return kept;
}

function fitUnder(text: string, lead: string | null, question: Question): number {
  // A role the question names is whom it asks about, not an answer to 'who'.
  const fit = answerFit(withoutAskedRoles(text, question), question.type, question.given);
  const { type } = question;
  if (fit > 0 || type.kind !== 'amount' || !type.limit || !lead || !saysLimit(lead, type.limit))
    return fit;
  return answerFit(text, { ...type, limit: null }, question.given) > 0 ? 2 : 0;
}

/**
 * The question's words in the passage's section title (a heading line of its own), and the
 * first sentence that can answer under it.
 */
function titleOf(
  sentences: readonly Sentence[],
  words: readonly Set<string>[],
  hit: PassageHit,
  question: Question,
): { titleWords: Set<string>; firstUnderTitle: number } {
  const { location } = hit.citation;
  const section = location.kind === 'paragraphs' ? location.section : undefined;
  const at = section
    ? sentences.findIndex(
        (sentence) => !sentence.answers && sentence.text.trim() === section.trim(),
      )
    : -1;
  const first = sentences.findIndex((sentence, index) => index > at && sentence.answers);
  if (at < 0 || first < 0) return { titleWords: new Set(), firstUnderTitle: -1 };
  const titleWords = new Set([...words[at]!].filter((term) => question.terms.has(term)));
  return { titleWords, firstUnderTitle: first };
}

/** The question's words in the question a text asks right before a sentence, if it asks one. */
function askedAbove(
  sentences: readonly Sentence[],
  words: readonly Set<string>[],
  index: number,
  question: Question,
): Set<string> {
  const before = sentences[index - 1]?.text.trim() ?? '';
  if (!/\?["”’)]?$/.test(before)) return new Set();
  return new Set([...words[index - 1]!].filter((term) => question.terms.has(term)));
}

/** Per sentence, the first of the rows running into it (a table written in prose), if any. */
function rowHeads(count: number, isRow: (at: number) => boolean): (number | null)[] {
  const heads: (number | null)[] = [];
  for (let index = 0; index < count; index++) {
    heads.push(isRow(index) && isRow(index - 1) ? (heads[index - 1] ?? index - 1) : null);
  }
  return heads;
}

/** Per sentence, the line introducing its list ('Concur approvers for billable travel:'), if any. */
function listLeads(sentences: readonly Sentence[]): (number | null)[] {
  let lead: number | null = null;
  return sentences.map((sentence, index) => {
    const before = lead;
    if (sentence.introduces) lead = index;
    return before;
  });
}

/** A sentence opening with a pronoun that stands for something said before ('They will …'). */
const OPENING_PRONOUN = /^\W*(?:it|they|these|this|those)\s+([\p{L}']+)/iu;
/** 'this form', 'these requests', 'such letters': a thing named before. */
const DEMONSTRATIVE = /\b(?:this|these|those|such)\s+([\p{L}]+)/giu;

/**
 * Whether a sentence continues what was said before it: it opens with a pronoun ('They will
 * advise you', 'These can come via the app') or points back at a thing the sentence before it or
 * its section's title names ('Do not respond to these requests' under 'Dealing with legal
 * requests'; 'This form should be sent to …' after '… submit an approval form').
 */
function refersBack(text: string, before: ReadonlySet<string>): boolean {
  const opening = OPENING_PRONOUN.exec(text);
  if (opening && (/^\W*(?:it|they)\b/iu.test(text) || processTerm(opening[1]!) === null)) {
    return true;
  }
  return [...text.matchAll(DEMONSTRATIVE)].some((match) => {
    const term = processTerm(match[1]!.toLowerCase());
    return term !== null && before.has(term);
  });
}

/**
 * Per sentence, the sentences before it that it continues, by a pronoun or a thing they name
 * (`refersBack`), when it adds a word of the question they do not say ('respond' of 'Do not
 * respond to these requests.' after the letters a question about responding to legal letters
 * names). One only explaining them ('It encourages the bad behavior') continues nothing. What it
 * continues counts as said in it for ranking and as said beside it, never as its own words: a
 * sentence still answers on its own words.
 */
function continuations(
  sentences: readonly Sentence[],
  plain: readonly string[],
  sectionTerms: ReadonlySet<string>,
  question: Question,
): number[][] {
  const chains: number[][] = [];
  sentences.forEach((sentence, index) => {
    const chain = index > 0 ? [index - 1, ...chains[index - 1]!] : [];
    const before = new Set([
      ...chain.flatMap((at) => [...termsOf(sentences[at]!.text)]),
      ...sectionTerms,
    ]);
    chains.push(chain.length > 0 && refersBack(sentence.text, before) ? chain : []);
  });
  const asked = plain.map((text) => [...termsOf(text)].filter((term) => question.terms.has(term)));
  return chains.map((chain, index) =>
    asked[index]!.some((term) => chain.every((at) => !asked[at]!.includes(term))) ? chain : [],
  );
}

/**
 * The question's words a passage was found for, when it is about the question's topic, with
 * its section's title; null when it is about something else.
 */
function passageMatch(
  hit: PassageHit,
  question: Question,
): { matched: Set<string>; onTopic: boolean; section: string } | null {
  // Words saying a cap ('limited', found for 'maximum') are what a cap question asks, not its topic.
  const { type } = question;
  const capWord = (term: string) =>
    type.kind === 'amount' && type.limit !== null && saysLimit(term, type.limit);
  const matched = new Set(
    hit.matchedTerms.filter(
      (term) => !question.asking.has(term) && !question.sending.has(term) && !capWord(term),
    ),
  );
  // A passage sharing one word with a question of several, and no word related to the others
  // ('stipend' of 'the gym stipend'), is about something else that has that word.
  const single = matched.size === 1 && [...matched].every((term) => question.terms.has(term));
  if (matched.size === 0 || (question.topic >= 2 && single)) return null;
  // Nor does one found only for the period the question counts in ('monthly', and 'month' for
  // it, of 'the monthly gym stipend'): a monthly commission is another monthly amount.
  if (question.topic >= 2 && [...matched].every((term) => question.periods.has(term))) return null;
  // A name the question gives ('GitHub', 'Sourcegraph', 'Concur') that neither the passage, its
  // section's title ('Steps for Incident Commander', over a passage continuing it) nor its
  // document's name says: the passage is about someone or something else.
  const { location } = hit.citation;
  const section = location.kind === 'paragraphs' ? (location.section ?? '') : '';
  const said = `${hit.citation.documentName} ${section} ${hit.text}`.toLowerCase();
  if (question.names.some((name) => !hit.matchedTerms.includes(name) && !said.includes(name)))
    return null;
  // Found for the question's topic, not only for the words asking and related words: for two
  // of its words (its one word), as one of four ('away' of 'away from my desk to cast a
  // ballot') is as likely another topic's.
  const topicWords = [...matched].filter((term) => question.terms.has(term)).length;
  const onTopic = topicWords >= Math.min(2, question.topic);
  // Found for none of them, only for the words asking ('notice' of 'how much notice do I need
  // to give before I resign?') and words related to the others, it is about another topic.
  if (topicWords === 0 && question.topic > 0 && foundForAsking(hit, question)) return null;
  // A date asked about another date ('when the Fourth of July falls on …') is not found by it.
  if (question.type.kind === 'date') for (const word of question.given) matched.delete(word);
  return { matched, onTopic, section };
}

/**
 * Each answering sentence of a passage with its score, then its tie-breakers. `first`: the
 * best passage, where a typed answer needs no word of the question in or beside its sentence.
 */
function scoredSentences(hit: PassageHit, question: Question, weaker: number, first: boolean) {
  // One row of a sheet never holds a count, a total or a ranking of its rows: when the figures
  // could not answer 'how many officers died in Texas', a row of the passages must not either.
  if (isTable(hit) && question.aggregate) return [];
  const found = passageMatch(hit, question);
  if (!found) return [];
  const { matched, onTopic, section } = found;
  const sentences = passageSentences(hit.text, hit.citation.location);
  const plain = sentences.map((sentence) => withoutOtherCompounds(sentence.text, question.phrase));
  const words = plain.map((text) => withoutHalfCompounds(termsIn(text, matched), text, question));
  // A table passage opens with its header row, which describes every row below it: its rows
  // answer with the header's words counted in, and the header never answers itself.
  const header = isTable(hit) && sentences.length > 1 ? words[0]! : null;
  const leadAt = listLeads(sentences);
  // A table written in prose (Markdown pipes): its first row heads the rows under it, as a
  // sheet's header does, and never answers itself.
  const isRow = (at: number) => !header && (sentences[at]?.text.includes(' | ') ?? false);
  const rowHead = rowHeads(sentences.length, isRow);
  const { titleWords, firstUnderTitle } = titleOf(sentences, words, hit, question);
  const sectionTerms = termsOf(section);
  // What a sentence refers back to ranks it as if it said it.
  const continues = continuations(sentences, plain, sectionTerms, question);
  // The document's own name says what each of its sentences is about ('Code of Conduct').
  const documentTerms = termsOf(hit.citation.documentName);
  // A section titled with the whole topic ('Performance Reviews' for 'How often are performance
  // reviews?') is about it in every sentence, not only its first.
  const topicTerms = [...question.terms].filter((term) => !question.asking.has(term));
  const titledTopic =
    topicTerms.length > 0 && topicTerms.every((term) => sectionTerms.has(term)) ? topicTerms : [];
  return sentences.flatMap((sentence, index) => {
    // A lead-in line answers only with the amount it states itself.
    const amountIntroduced = sentence.introduces && question.type.kind === 'amount';
    if (!(sentence.answers || amountIntroduced) || (header && index === 0)) return [];
    const headsRows = isRow(index) && rowHead[index] === null && isRow(index + 1);
    if (headsRows) return [];
    const head = rowHead[index] ?? null;
    // A row answers for what it names itself: its header names every row.
    if (head !== null && ![...words[index]!].some((term) => question.terms.has(term))) return [];
    const own = new Set([
      ...words[index]!,
      ...(header ?? []),
      ...(head === null ? [] : words[head]!),
    ]);
    const lead = head ?? leadAt[index] ?? null;
    const fit = fitUnder(sentence.text, lead === null ? null : sentences[lead]!.text, question);
    // The first sentence under its section's title ('Policy Mission Statement') is what the
    // title names: the title's words are the sentence's own ('Summer Hours' of 'We work 4-day
    // weeks from May 1…' for 'When do summer hours apply?').
    // So is the first sentence after a question the text asks itself (an FAQ's 'Q: Can I work
    // from another country? A: Requires prior HR/Tax approval.'): the question's words are its own.
    const title = [
      ...(index === firstUnderTitle ? titleWords : []),
      ...askedAbove(sentences, words, index, question),
    ];
    const titled = [...new Set(title)].filter((term) => !own.has(term));
    // The question's words in the document's name ('this agreement' in an agreement) rank its
    // sentences as if they said them, not only those repeating them; they answer on their own.
    const inDocumentName = [...documentTerms].filter(
      (term) =>
        matched.has(term) && question.terms.has(term) && !own.has(term) && !titled.includes(term),
    ).length;
    // A sentence saying what the noun a 'what is …' question asks for is ('Our motto is "Never
    // hesitate to escalate."' for 'What is our motto about escalating issues?') answers with it.
    const defines = definesHead(sentence.text, own, question) ? 1 : 0;
    const enough = own.size + titled.length + defines >= question.needed;
    if (fit === 0 || (question.type.kind === 'open' && !enough)) return [];
    const around = new Set([...(words[index - 1] ?? []), ...(words[index + 1] ?? [])]);
    const context = [...around].filter((term) => !own.has(term)).length;
    // Beside nothing the question says, only an exact fit in the best passage answers, and only
    // when that passage was found for two words of the question's topic, not only for the words
    // asking ('minimum age') and words related to the others.
    if (own.size + context + titledTopic.length === 0 && !(first && fit === 2 && onTopic))
      return [];
    // A 'what / when / where / who is …' or 'how do I …' question asks about the noun its topic
    // ends in ('the dress code for the incident call': a code; 'the holiday party': a party): a
    // sentence that, its neighbours, its list's lead-in and its section's title do not say is
    // about something else sharing the other words ('the paid holiday'). Amounts keep their
    // own rules ('the probation period' asks a span, 'period' no topic).
    if (question.headTerm !== null && question.topic >= 2) {
      const heads = headFamily(question.headTerm, hit.matchedTerms);
      const said = (at: number | null) =>
        at !== null && [...termsOf(plain[at] ?? '')].some((term) => heads.has(term));
      const near =
        [index - 1, index, index + 1, lead].some(said) || titled.includes(question.headTerm);
      const titles = sectionTerms.has(question.headTerm) || documentTerms.has(question.headTerm);
      if (!near && !titles) return [];
    }
    const continued = continues[index]!;
    const inherited = new Set(
      continued.flatMap((at) => [...words[at]!]).filter((term) => !own.has(term)),
    );
    const inheritedAsked = [...inherited].filter((term) => question.terms.has(term)).length;
    const repeated = [index, ...continued]
      .flatMap((at) => [...wordPairs(plain[at]!)])
      .filter((pair) => question.pairs.has(pair));
    // A stop inside closing quotes ('Our motto is "Never hesitate to escalate."') ends it too.
    const complete = !header && /[.!?]["”’)]?$/.test(sentence.text) ? 1 : 0;
    // A fragment (no stop: a table cell, a label) holding nothing but the question's own words
    // ('SEV-4' for 'the typical response to a SEV-4 incident') repeats the question; one with a
    // figure of its own ('Buildup: July 8-15' for 'which days in July is buildup?') answers it.
    const echoes =
      [...termsOf(plain[index]!)].every((term) => question.terms.has(term)) &&
      !ownFigure(sentence.text, question.phrase);
    if (!complete && echoes) return [];
    const asked = [...own].filter((term) => question.terms.has(term)).length;
    // Holding no word of the question itself, only words related to them, a sentence answers
    // a typed question only when it holds exactly the type asked.
    if (asked + titledTopic.length === 0 && fit < 2 && question.type.kind !== 'open') return [];
    // With no type to check, the question's own words are the only evidence: words related to
    // them show the topic is near, not that the sentence answers.
    const askedIdeas = ideas(
      [...own, ...titled].filter((term) => question.terms.has(term)),
      question.figures,
    );
    if (question.type.kind === 'open' && askedIdeas + defines < question.needed) return [];
    // Nor does a type as common as a role ('team', 'manager') or a place ('in the system', a
    // link) show an answer: an untyped, 'who' or 'where' question is answered by a sentence about
    // at least half of what it says, in its own words ('time away' is two of six words of 'will
    // a letter from a counselling practitioner be accepted for time away?', and 'guidance' beside
    // it only related to 'counselling'): in the sentence, beside it or in the line introducing
    // its list. So is any figure for 'how much is …' naming nothing, and 'each' or 'per' for
    // 'how often'. Words related to the question's ('store' for 'shop', 'Firefox' for 'fire')
    // show a topic near it, not this one.
    const weaklyTyped =
      ['open', 'person', 'place', 'frequency', 'name'].includes(question.type.kind) ||
      (question.type.kind === 'amount' && question.type.measure === 'quantity');
    const said = new Set(
      [
        ...own,
        ...around,
        ...inherited,
        ...(lead === null ? [] : words[lead]!),
        ...titledTopic,
      ].filter((term) => question.terms.has(term)),
    );
    const saidIdeas = ideas([...said], question.figures);
    // An e-mail address for 'where do I send …' is the very kind asked for: one word of the
    // topic beside it is enough ('forward them to sales@posthog.com' for demo requests by email).
    const sendsTo = question.type.kind === 'place' && question.type.sendTo === true && fit === 2;
    const fewSaid = saidIdeas * 2 < question.topic && !sendsTo;
    if (weaklyTyped && (saidIdeas === 0 || fewSaid)) return [];
    // Saying only the kind a 'which ___ do …' question asks for ('the chat room' for 'In which
    // chat room do I raise a breach?') or the noun a 'what is …' asks about ('your $1,000
    // allowance' for 'the annual allowance for relocating house'), in it and around it, names
    // another of that kind.
    if (onlyKind(said, question)) return [];
    // A day, a month or a figure the question names ('falls on a Sunday') picks its sentence
    // out of those saying the same about another ('falls on a Saturday'); so does a name it
    // gives ('support with Tilt'), unless the document's name says it of every sentence.
    const named =
      question.type.kind === 'date'
        ? 0
        : [...own].filter(
            (term) =>
              question.named.has(term) ||
              (question.names.includes(term) && !documentTerms.has(term)),
          ).length;
    const score =
      (asked + inheritedAsked + titled.length + named + defines + inDocumentName) * WEIGHTS.word +
      (own.size + inherited.size - asked - inheritedAsked) * WEIGHTS.related +
      fit * WEIGHTS.fit +
      context * WEIGHTS.context +
      repeated.length * WEIGHTS.phrase +
      complete * WEIGHTS.complete -
      weaker * WEIGHTS.weaker;
    return [{ sentence, order: [score, fit, asked] }];
  });
}

/** Whether a text holds a figure the question does not ('8-15' beside the question's 'July'). */
function ownFigure(text: string, phrase: string): boolean {
  return (text.match(/\d+/g) ?? []).some((figure) => !phrase.includes(figure));
}

/**
 * The head noun and the words of its family the passage was found for ('pay' of 'payment',
 * 'employ' of 'employment'): related to it, and its start or starting with it.
 */
function headFamily(head: string, matched: readonly string[]): Set<string> {
  const family = matched.filter(
    (term) =>
      Math.min(term.length, head.length) >= FAMILY_STEM &&
      (head.startsWith(term) || term.startsWith(head)),
  );
  return new Set([head, ...family]);
}
/** Letters the shorter of a word and its family's holds at least ('pay' of 'payment'). */
const FAMILY_STEM = 3;

/**
 * Whether a passage was found for a word that asks ('notice' of 'how much notice', the modal
 * 'need'), not the one after 'how' ('young' of 'how young', which an age answers).
 */
function foundForAsking(hit: PassageHit, question: Question): boolean {
  const how = new Set(
    [...question.phrase.matchAll(/ how (\S+)/g)].flatMap((match) => [...termsOf(match[1]!)]),
  );
  return hit.matchedTerms.some(
    (term) => question.asking.has(term) && question.terms.has(term) && !how.has(term),
  );
}

/**
 * Whether the question's words said are all of the kind it asks for, or its head noun ('the
 * allowance' of 'What's the annual allowance for relocating house?'), and the question says more.
 */
function onlyKind(said: ReadonlySet<string>, question: Question): boolean {
  const { terms, headTerm } = question;
  const kindTerms = new Set([...question.kindTerms, ...(headTerm === null ? [] : [headTerm])]);
  const other = [...terms].filter((term) => !kindTerms.has(term) && !question.asking.has(term));
  return said.size > 0 && other.length > 0 && [...said].every((term) => kindTerms.has(term));
}

/** Whether one sentence ranks above another: by score, then by each tie-breaker in turn. */
function ranksAbove(order: readonly number[], other: readonly number[]): boolean {
  const at = order.findIndex((value, index) => value !== other[index]);
  return at >= 0 && order[at]! > other[at]!;
}

/**
 * The sentence of the shown passages that answers the question, or null when none does.
 * A question that wants a type of answer (an amount, a time, a date, a person, a place:
 * `answer-type.ts`) is answered only by a sentence holding one, in a passage found for the
 * question's words; any other by a sentence holding two of its words (the one, for a one-word
 * question). Headings and lead-in lines never answer. A tie goes to the closer fit, then to
 * the sentence saying more of the question's own words (rather than its neighbours saying
 * them), then to the earlier.
 */
export function findAnsweringSentence(
  hits: readonly PassageHit[],
  question: string,
): AnsweringSentence | null {
  const read = readQuestion(question);
  // An untyped question whose topic is a section's title ('What is the purchase order
  // process?') is answered from that section when it can be, as a summary of it would be.
  if (read.type.kind === 'open') {
    const named = hits.filter((hit) => namesTopic(hit, question));
    const found = named.length > 0 ? bestSentence(named, read, hits[0]?.score ?? 0) : null;
    if (found) return found;
  }
  return bestSentence(hits, read, hits[0]?.score ?? 0);
}

function bestSentence(
  hits: readonly PassageHit[],
  read: Question,
  top: number,
): AnsweringSentence | null {
  let best: { found: AnsweringSentence; order: number[] } | null = null;
  for (const [rank, hit] of hits.entries()) {
    const weaker = top > 0 ? 1 - hit.score / top : 0;
    const first = rank === 0 && hit.score === top;
    for (const { sentence, order } of scoredSentences(hit, read, weaker, first)) {
      if (!best || ranksAbove(order, best.order)) best = { found: { hit, sentence }, order };
    }
  }
  return best?.found ?? null;
}

/**
 * The answering sentence as the reply shows it first, with the passage it comes from, and
 * the passages with that one's excerpt cut to show it.
 */
export function directAnswer(
  hits: readonly PassageHit[],
  question: string,
): { direct: DirectAnswer | null; passages: PassageHit[] } {
  const found = findAnsweringSentence(hits, question);
  if (!found) return { direct: null, passages: [...hits] };
  const { hit, sentence } = found;
  return {
    direct: {
      text: sentence.text,
      citation: hit.citation,
      passageId: hit.passageId,
      quote: { start: sentence.start, end: sentence.end },
    },
    passages: hits.map((each) =>
      each === hit ? { ...each, ...passageExcerpt(each.text, each.matchedTerms, sentence) } : each,
    ),
  };
}
