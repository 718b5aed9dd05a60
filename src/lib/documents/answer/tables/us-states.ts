import type { ValueAlias } from './value-aliases';
import { phraseOf } from './lexicon';

/** The US states and DC by postal code: retail exports write them either way. */
const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};
const BY_NAME = new Map(
  Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code]),
);
/** Codes that are also English words ('in', 'or', 'me'): a question's word is not taken for them. */
const WORD_CODES = new Set([
  'IN',
  'OR',
  'ME',
  'OK',
  'HI',
  'OH',
  'AL',
  'LA',
  'MA',
  'PA',
  'DE',
  'ID',
  'CO',
]);
/** A column is of states when this share of its values are. */
const STATE_SHARE = 0.8;

const statesIn = (values: readonly string[]) => ({
  codes: values.filter((value) => Object.hasOwn(US_STATES, value)),
  names: values.filter((value) => BY_NAME.has(value.toLowerCase())),
});
const mostly = (states: readonly string[], values: readonly string[]) =>
  states.length > 0 && states.length >= STATE_SHARE * values.length;

/** Whether most of a column's values are US states, by name or by code. */
export function holdsStates(values: readonly string[]): boolean {
  const { codes, names } = statesIn(values);
  return mostly(codes, values) || mostly(names, values);
}

/**
 * Whether codes of states are the column's only codes and at least half its values: a card
 * statement's `merchant_state` writes the states as codes (TX) and places abroad in full (Mexico).
 */
function onlyCodesStates(codes: readonly string[], values: readonly string[]): boolean {
  const coded = values.filter((value) => /^[A-Z]{2}$/.test(value));
  return codes.length === coded.length && codes.length >= values.length / 2;
}

/**
 * Other spellings of a column of US states, as value phrases: 'texas' for a column of codes
 * (TX), 'tx' for a column of names (Texas). Empty unless most of the column's values are states.
 */
export function stateAliases(column: number, values: readonly string[]): ValueAlias[] {
  const { codes, names } = statesIn(values);
  if (mostly(codes, values) || (codes.length > 0 && onlyCodesStates(codes, values)))
    return codes.map((code) => [phraseOf(US_STATES[code]!), { column, value: code }]);
  if (mostly(names, values))
    return names.flatMap((name) => {
      const code = BY_NAME.get(name.toLowerCase())!;
      return WORD_CODES.has(code) ? [] : [[phraseOf(code), { column, value: name }]];
    });
  return [];
}
