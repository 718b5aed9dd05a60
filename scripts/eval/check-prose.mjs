#!/usr/bin/env node
// Checks prose-questions.json against the handbook files, so the prose ground truth cannot drift
// from the data or quietly stop being a paraphrase test:
//   - answerSentence is verbatim text of the file (of a PDF's or Word document's text as pdf.js or
//     mammoth give it, white space collapsed); mustContain is part of it, holds no Markdown
//     markup (the product shows text) and occurs once in the file (ignoring case); expectedDirect
//     is part of answerSentence;
//   - a "paraphrase" question shares no content word with answerSentence (words compared after
//     lower-casing and a crude suffix strip, so "hire"/"hired" or "year"/"yearly" count as shared;
//     numbers count as content words; link targets are ignored, link text is not);
//   - an "exact" question shares at least two content words with it;
//   - there are at least 30 questions and at least half are paraphrases.
//
//   node scripts/eval/check-prose.mjs
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));

// Function words, question words and auxiliaries: everything else is a content word.
const STOP = new Set(
  `a about above across after again against all also am an and any are as at be because been before
  being below between both but by can cannot could did do does doing down during each either else
  ever every few for from further get gets got had has have having he her here hers him his how i
  if in into is it its itself just let may me might more most must my no nor not now of off on once
  one only or other our ours out over own per same shall she should so some such than that the their
  them then there these they this those through to too under until up upon us very was we were what
  whats when where which while who whom whose why will with within without would you your yours
  im ive youre youve youll id dont cant wont isnt arent s t`.split(/\s+/),
);

/** Lower-cased content words of a text, with Markdown link targets and emphasis removed. */
function contentWords(text) {
  const plain = text
    .replace(/\]\([^)]*\)/g, ']') // [text](target) -> [text]
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/[’']/g, '')
    .toLowerCase();
  const words = plain.match(/[a-z0-9]+/g) ?? [];
  return new Set(words.filter((w) => !STOP.has(w)).map(stem));
}

/** A deliberately crude stemmer: merging too much only makes the paraphrase test stricter. */
function stem(word) {
  if (/^\d+$/.test(word)) return word;
  let w = word;
  for (const [suffix, repl] of [
    ['ies', 'y'],
    ['ing', ''],
    ['ed', ''],
    ['ly', ''],
    ['es', ''],
    ['s', ''],
    ['er', ''],
  ]) {
    if (w.length - suffix.length >= 3 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length) + repl;
      break;
    }
  }
  return w.replace(/e$/, '');
}

/**
 * A file's text: a PDF's as pdf.js gives its text items, a Word document's as mammoth gives its
 * paragraphs (the libraries the product reads them with, used directly), white space collapsed
 * for both since their lines and paragraphs are laid out by those readers; any other file as is.
 */
async function fileText(path) {
  if (path.endsWith('.docx')) {
    const mammoth = (await import('mammoth')).default;
    return (await mammoth.extractRawText({ path })).value.replace(/\s+/g, ' ');
  }
  if (path.endsWith('.pdf')) {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const data = new Uint8Array(readFileSync(path));
    const document = await pdfjs.getDocument({ data, verbosity: 0 }).promise;
    const pages = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const { items } = await (await document.getPage(number)).getTextContent();
      pages.push(items.map((item) => item.str + (item.hasEOL ? ' ' : '')).join(''));
    }
    await document.destroy();
    return pages.join(' ').replace(/\s+/g, ' ');
  }
  return readFileSync(path, 'utf8');
}

const { questions } = JSON.parse(readFileSync(join(HERE, 'prose-questions.json'), 'utf8'));
const problems = [];
const texts = new Map();
for (const q of questions) {
  if (!texts.has(q.file)) texts.set(q.file, await fileText(join(HERE, 'data', q.file)));
  const text = texts.get(q.file);
  const problem = (message) => problems.push(`${q.id}: ${message}`);
  if (!['exact', 'paraphrase'].includes(q.kind)) problem(`unknown kind ${q.kind}`);
  if (!text.includes(q.answerSentence)) problem('answerSentence is not verbatim in the file');
  if (!q.answerSentence.includes(q.mustContain)) problem('mustContain is not in answerSentence');
  // The product shows text, not markup: a fact spelled with `**`, `_` or `[…](…)` is never found.
  if (/\*\*|__|\]\(|(?:^|\s)_\S/.test(q.mustContain)) problem('mustContain holds Markdown markup');
  const lower = text.toLowerCase();
  const must = q.mustContain.toLowerCase();
  if (lower.indexOf(must) !== lower.lastIndexOf(must)) problem('mustContain occurs more than once');
  if (!q.answerSentence.toLowerCase().includes(q.expectedDirect.toLowerCase()))
    problem('expectedDirect is not in answerSentence');
  const asked = contentWords(q.question);
  const answer = contentWords(q.answerSentence);
  const shared = [...asked].filter((w) => answer.has(w));
  if (q.kind === 'paraphrase' && shared.length > 0)
    problem(`paraphrase shares ${shared.join(', ')}`);
  if (q.kind === 'exact' && shared.length < 2) problem(`exact question shares only ${shared}`);
}
const ids = questions.map((q) => q.id);
if (new Set(ids).size !== ids.length) problems.push('duplicate ids');
const paraphrases = questions.filter((q) => q.kind === 'paraphrase').length;
if (questions.length < 30) problems.push(`only ${questions.length} questions`);
if (paraphrases * 2 < questions.length) problems.push(`only ${paraphrases} paraphrases`);

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `${questions.length} prose questions: ${questions.length - paraphrases} exact, ${paraphrases} paraphrased; all checks pass.`,
);
