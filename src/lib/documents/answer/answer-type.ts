import { stem } from '../text/terms';

/**
 * What kind of answer a question wants, read from its wording (no model): an amount for 'how
 * much / how many', a time for 'how long', a day or date for 'when', a person for 'who', a place
 * for 'where'. A sentence answers it only if it holds one.
 */
export type AnswerType =
  /** `limit`: the question asks for a cap ('max') or a floor ('min'). */
  | {
      kind: 'amount';
      measure: Measure;
      units: string[];
      limit: Limit | null;
      /** 'How long … before / until …': a wait, counted from something ('after 5 years'). */
      wait?: boolean;
    }
  | { kind: 'frequency' }
  /** `condition`: 'when may / does …', which a condition ('if …', 'in … circumstances') may answer. */
  | { kind: 'date'; condition?: boolean }
  /** 'What are the Sunday trading hours?': clock times. */
  | { kind: 'clock' }
  /**
   * `contact`: 'who do I talk to / contact …', which a sentence sending someone to them answers;
   * `recipient`: 'who should it be disclosed to?', which one saying to whom answers.
   */
  | { kind: 'person'; contact?: boolean; recipient?: boolean }
  /** 'What is … called?': a sentence naming something as such. */
  | { kind: 'name' }
  /** `sendTo`: 'where do I send / report / email …', which an e-mail address answers exactly. */
  | { kind: 'place'; sendTo?: boolean }
  /** Anything else (what, why, how to, yes or no): no type to check, the wording decides. */
  | { kind: 'open' };

export type Limit = 'max' | 'min';

/**
 * What an amount is counted in: money, a percentage, time, a rate, an age, what the question
 * names, or (`quantity`: 'how much is …' naming nothing) a figure or a price, free included.
 */
export type Measure =
  'money' | 'percent' | 'time' | 'rate' | 'temperature' | 'age' | 'count' | 'quantity';

const NUMBER_WORD =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|dozen|half';
const NUMBER = `(?:\\d[\\d,.]*|(?:${NUMBER_WORD})(?:[- ](?:${NUMBER_WORD}))?)`;
const TIME_UNIT =
  'seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|fortnights?|months?|quarters?|years?|semesters?|decades?|pay periods?';
const WEEKDAY = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const MONTH =
  'January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec';

/** A figure, also one written against its unit ('a 35l box', '500ml', '2kg'). */
const HAS_NUMBER = new RegExp(`\\b(?:${NUMBER}\\b|\\d[\\d,.]*(?=[a-z]{1,3}\\b))`, 'i');
const NUMBER_TOKEN = new RegExp(`^[$£€]?${NUMBER}%?$`, 'i');
/** Money as a figure, or none at all: 'Initial search of up to 25 identifiers: Free', 'at no cost'. */
const MONEY =
  /[$£€¥]\s?\d|\b\d[\d,.]*\s?(?:k\b|dollars?|pounds?|euros?|usd|gbp|eur|cents?|pence)\b|\b(?:usd|gbp|eur)\s?\d|(?<!\bfeel\s+)\bfree\b(?!\s+(?:to|from)\b)|\bno (?:cost|charge|fee)\b|\bfree of charge\b/i;
/** 'age 13 or older', 'between the ages of 18-25', '16 years old', 'under 13'. */
const AGE =
  /\bages?\s+(?:of\s+)?\d|\b\d+\s*(?:years?|yrs?)(?:\s+of\s+age|\s+old)\b|\b\d+\s+or\s+(?:older|over|above|younger|under)\b|\b(?:over|under|older than|younger than)\s+(?:the\s+age\s+of\s+)?\d+\b/i;
const TEMPERATURE = /\d\s?(?:°|º|degrees?\b|celsius\b|fahrenheit\b)|\bminus \d/i;
const CLOCK =
  /\b\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}[:.]\d{2}\b|\b(?:noon|midnight)\b/i;
const PERCENT = /\d\s?(?:%|percent\b|per cent\b)|\b(?:half|a third|a quarter) of\b/i;
/** 'a full hour', 'a whole day', 'a further week': one unit, said with how it counts. */
const SPAN_ADJECTIVE =
  'full|whole|entire|further|additional|extra|complete|clear|calendar|working|business';
/**
 * '3 weeks', '15 Military Leave days', 'a week', 'a full hour', 'one-quarter', '12-month'; not a
 * rate ('$50 per day', '1 event per quarter'), which says how much in each span of time, not how
 * long.
 */
const TIME_QUANTITY_SOURCE = `(?:(?<![$£€¥]\\s?)${NUMBER}[-\\s]+(?:(?!(?:per|a|an|each|every)\\b)[\\w]+[-\\s]+){0,2}?|(?<![\\d%]\\s*)(?:an?|several|few)\\s+(?:(?:${SPAN_ADJECTIVE})\\s+)?)(?:${TIME_UNIT})\\b`;
/** Pay counted in time: '4 weeks pay', 'two weeks' salary'. */
const PAY_IN_TIME = new RegExp(
  `\\b${TIME_QUANTITY_SOURCE}['’]?\\s+(?:of\\s+)?(?:\\w+\\s+)?(?:pay|salary|wages?)\\b`,
  'i',
);
const TIME_QUANTITY = new RegExp(`\\b${TIME_QUANTITY_SOURCE}`, 'i');
const RATE =
  /\b(?:per|every|each|a|an)\s+(?:[\w-]+\s+)?(?:hour|day|week|fortnight|month|quarter|year|period|pay period|annum|event|shift|visit)\b|\b(?:hourly|daily|weekly|biweekly|monthly|quarterly|annually|yearly)\b/i;
const FREQUENCY =
  /\b(?:every|each|per|daily|weekly|biweekly|fortnightly|monthly|quarterly|annually|yearly|once|twice|times)\b/i;
/** A day: '12/25', '25.12.2024'; not a decimal ('1.25 of a day per month'). */
const DATE = new RegExp(
  `\\b(?:${WEEKDAY})s?\\b|\\b\\d{1,2}(?:st|nd|rd|th)\\b|\\b\\d{1,2}[/-]\\d{1,2}(?:[/-]\\d{2,4})?\\b|\\b\\d{1,2}\\.\\d{1,2}\\.\\d{2,4}\\b|\\b\\d{1,2}(?::\\d{2})?\\s?(?:am|pm|a\\.m\\.|p\\.m\\.)|\\b\\d{1,2}:\\d{2}\\b|\\b(?:noon|midnight|tomorrow|yesterday|today|weekends?|weekdays?)\\b`,
  'i',
);
/** Month names are capitalised ('May', not 'may'). */
const MONTH_NAME = new RegExp(`\\b(?:${MONTH})\\b`);
/** A year of the calendar ('since 1998', 'in 2021'): when something was or will be. */
const YEAR = /\b(?:1[89]|20)\d{2}\b/;
/** When, as a span of time from something: 'after every 5 years', 'within 30 days'. */
const RELATIVE_TIME = new RegExp(
  `\\b(?:after|before|within|by|until|from|at least|no later than|prior to)\\s+(?:[\\w-]+\\s+){0,3}?${TIME_QUANTITY_SOURCE}`,
  'i',
);
/**
 * When, as a span before something: '1 week prior to your return', 'two days before departure',
 * '3 days in advance'. It says when ('when will Tilt reach out?') without changing what 'how long'
 * reads as a span of its own.
 */
const TIME_BEFORE = new RegExp(
  `\\b${TIME_QUANTITY_SOURCE}\\s+(?:before|prior to|ahead of|in advance)\\b`,
  'i',
);
/**
 * When, as a point of something else: 'prior to the period being closed', 'no later than the
 * following business day', 'at the start of employment and annually thereafter', 'as soon as
 * they become aware of it'.
 */
const EVENT_TIME =
  /\b(?:prior to|no later than|as soon as|by the end of|at the (?:start|end|beginning|time) of|annually|yearly|quarterly|monthly|weekly|daily)\b/i;
/** A numbered day of something: 'Eligibility starts on day 1 of employment', 'the first day of'. */
const NUMBERED_DAY = /\bday (?:\d{1,3}|one)\b|\b(?:first|last) (?:day|week|month) of\b/i;
/** Every relative time of a sentence: what is left is a span of time of its own ('12 weeks'). */
const RELATIVE_TIMES = new RegExp(RELATIVE_TIME.source, 'gi');

const ROLE =
  /\b(?:moderators?|maintainers?|liaisons?|supervisors?|managers?|directors?|founders?|owners?|leads?|heads?|officers?|specialists?|administrators?|coordinators?|representatives?|hr|human resources|payroll|team|department|committee|board|ceo|cfo|cto|coo|chair|president|partners?|advisors?|mentors?|coaches?|colleagues?|contacts?|desk|agents?|assistants?|secretary|executives?|leadership|boss|experts?|lawyers?|attorneys?|counsel|reviewers?|approvers?|auditors?)\b/i;
/**
 * Who is responsible, said as such: 'your responsibility', 'Teammates are responsible', 'the
 * responsibility of the teammate'.
 */
const RESPONSIBLE =
  /\byour (?:own )?responsibility\b|\b(?:you|\w+s|\w+ \w+) (?:is|are) (?:solely |fully )?responsible\b|\bresponsibility of (?:the|each|every|your|its) \w+/i;
/**
 * Who acts, named as the sentence opens: 'GitHub will review …', 'Finance approves …'; a pronoun
 * ('You should give everyone …') names no one.
 */
const ACTOR =
  /^(?:the\s+)?(?!(?:You|We|They|It|This|That|These|Those|There|I|He|She|Everyone|Anyone)\s)\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2}\s+(?:will|must|may|can|shall|should|reviews?|approves?|decides?|pays?|owns?|handles?)\b/u;
/** To whom something goes: 'to the Operations Working Group', 'to your manager'. */
const TO_NAME = /\bto (?:the |your |our )?\p{Lu}/u;
const TO_ROLE = new RegExp(`\\bto (?:the |your |our |a |an )?${ROLE.source}`, 'i');
/** A list of who does what gives a full name after its label: '10x: Nico Papafil'. */
const LABELLED_NAME = /:\s+\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)+\.?$/u;
/** A name: capitalised words not opening the sentence ('Business Unit Director', 'Brennen'). */
const NAME = /(?<=\S\s+)\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)*/u;
/**
 * Where: a preposition of place before a thing or a name ('into a locked cabinet', 'at Head
 * Office'), a link, or a chat channel ('#ask-finance').
 */
const PLACE =
  /\b(?:in|at|on|to|into|onto|inside|within|outside|behind|beside|next to|near|under|above|below|by|via|through)\s+(?:the|a|an|this|that|our|your|their|each|every|any)\s+(?:[\w-]+\s+){0,4}?(?:office|room|building|floor|site|store|shop|branch|warehouse|desk|kitchen|locker|reception|portal|platform|tool|website|intranet|page|channel|thread|forum|wiki|folder|drive|system|app|menu|tab|settings|sidebar|dashboard|form|inbox|cabinet|cupboard|safe|drawer|area|counter|tills?|aisle|stockroom|backroom|bay|dock|entrance|door|car park|noticeboard|board|wall)s?\b|\b(?:behind|beside|next to|underneath)\b|https?:\/\/|www\.|(?:^|\s)#[a-z][\w-]+/i;
/** A sentence sending the reader to someone: 'please contact the Privacy Officer', 'report it to'. */
const SENDS_TO_SOMEONE =
  /\b(?:contact|contacting|reach out|reach|email|e-mail|call|calling|ask|tell|speak|talk|write|notify|inform|consult|get in touch|raise|escalate|report(?:ed|ing)? (?:it |them |this )?to|go to|turn to|directed to|refer(?:red)? to)\b/i;
/** Where to send something: an email address. */
const EMAIL_ADDRESS = /[\w.+-]+@[\w-]+\.[\w.]+/;
/** Or a postal one: a post office box, a US state and ZIP code, a number on a street. */
const POSTAL_ADDRESS =
  /\bP\.?\s?O\.?\s?(?:Box\s)?\d+|\b[A-Z]{2}\s\d{5}(?:-\d{4})?\b|\b\d+\s+(?:\p{Lu}\p{Ll}+\s){1,3}(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Way|Place|Square)\b/u;
/** What is sent somewhere: 'where do I send / submit / report / email …'. */
const SEND_WORDS =
  / (send|sends|sent|submit|submits|submitted|report|reported|email|emailed|e mail|mail|mailed|forward|forwarded|write|written|contact|contacted|serve|served|communicate|communicated|notify|notified) /;
/** Where something is sent, as the sentence sends it: 'Send card data to the payment processor'. */
const SENT_TO =
  /\b(?:send|sent|submit|submitted|forward|forwarded|report|reported|mail|mailed|email|emailed|communicated|notified)\b.*\bto\s+(?:the|a|an|your|our|their|this|that)\s+\w/i;
/** 'at Head Office', 'in HR Links', 'via Slack', 'through Navan'. */
const PLACE_NAME = /\b(?:[Ii]n|[Aa]t|[Vv]ia|[Tt]hrough)\s+(?:the\s+)?\p{Lu}/u;
/** 'What is the Compliance Officer's email address?', 'Which email do I use for IT?'. */
const EMAIL_ASKED =
  / (?:what|whats|which) (?:\S+ ){0,5}?(?:email|e mail) (?:address(?:es)? |(?:for|of|at|is|are) |$)| (?:what|which) (?:email|e mail) /;
/** 'What is the Ruby library called?', 'What are these keys named?'. */
const NAME_ASKED = /^ (?:what|whats|which) .* (?:called|named) $/;
/** A sentence naming something as such: 'Ruby's is called rotp', 'known as a web of trust'. */
const NAMING = /\b(?:called|named|known as|nicknamed|referred to as)\s+\S/i;

/**
 * A condition says when something happens without a date: 'if …', 'in exigent circumstances',
 * another step it follows or comes before ('You may mark it as spam after reporting it to
 * Cofense': when may I mark it?), or a threshold ('For procurement that exceeds the equivalent
 * of 5,000 USD, a PO will be required': when is a PO required?).
 */
const CONDITION =
  /\b(?:after|before|until|prior to)\s+\p{L}+ing\b|\b(?:if|unless|whenever|when|once|upon|in (?:the )?(?:event|case) (?:of|that)|in [\w()’' -]{0,40}\bcircumstances)\b|\b(?:exceeds?|exceeding|over|above|greater than|more than|less than|fewer than|below|longer than|shorter than)\s+(?:or equal to\s+)?(?:the equivalent of\s+)?[$£€]?\d/iu;
/**
 * A cap or a floor, as a sentence says it: what a 'maximum' or 'at least' question is answered
 * with. A dotted or hyphenated name ('Max.gov', 'MAX-Drive') is not a cap.
 */
const LIMITS: Record<Limit, RegExp> = {
  max: /\b(?:up to|at most|no more than|not more than|more than|maximum|max(?![.-]\w)|cap|capped|limits?|limited|ceiling|exceed|exceeds|highest|or less|or fewer|only)\b/i,
  min: /\b(?:at least|no less than|not less than|no fewer than|minimum|min(?![.-]\w)|lowest|or more|or longer)\b/i,
};

const MONEY_WORDS = new Set(
  (
    'money cost costs budget budgets salary salaries wage wages pay paid bonus bonuses reward rewards ' +
    'reimbursement reimburse reimbursed compensation price prices fee fees allowance allowances stipend ' +
    'subsidy dollars pounds euros fund funding spend spending expense expenses earn earns earnings ' +
    'refund deposit cash worth float voucher diem'
  ).split(' '),
);
/**
 * Nouns of money paid that are money only as the head of what is asked ('the minimum membership
 * payment'), not before another noun ('the payment method', 'payment terms').
 */
const PAYMENT_NOUNS = new Set(
  'payment payments charge charges subscription subscriptions donation donations rent premium premiums fare fares tuition dues'.split(
    ' ',
  ),
);
const TIME_WORDS = new Set(
  (
    'time leave absence vacation holiday holidays notice warning break sabbatical tenure service experience ' +
    'seniority pto days hours weeks months years minutes period length duration'
  ).split(' '),
);
/** What a 'what is the …' question wants a figure for. */
const MEASURE_WORDS = new Set(
  (
    'target targets goal quota threshold size weight height width depth distance speed ' +
    'capacity score rating age number amount total count figure level rate ratio'
  ).split(' '),
);
/** 'What are the Sunday trading hours?': clock times. */
const CLOCK_WORDS = new Set('hours times opening closing'.split(' '));
const YES_NO_OPENERS = new Set(
  'is are am was were do does did can could may might must shall should will would has have had'.split(
    ' ',
  ),
);
/** 'When does it reset?' asks for a date; 'what happens when I cancel?' says when, asks what. */
const WHEN_ASKED = new RegExp(` when (?:${[...YES_NO_OPENERS].join('|')}) `);
/** 'How do I …', 'How can we …', 'How should employees …': a way of doing something. */
const HOW_TO =
  /^ how (?:do|does|did|can|could|should|would|will|must|may) (?:i|we|you|they|he|she|one|someone|employees?|staff|teammates?|users?|managers?)\b/;
/** Words that end what a count counts ('how many days | of leave', 'loyalty points | make'). */
const COUNTED_ENDS = new Set(
  (
    'of for in on at to by with from per the a an my your our their his her its this that these ' +
    'those do does did can could will would should must shall may might is are was were be have ' +
    'has had make makes get gets take takes there you i we they someone anyone each every'
  ).split(' '),
);

/** A dotted name stays one word, so 'Max.gov' does not ask for a maximum. */
function wordsOf(question: string): string[] {
  return question.toLowerCase().match(/[\p{L}\p{N}%$£€]+(?:\.[\p{L}\p{N}]+)*/gu) ?? [];
}

/** What a count counts: the words after 'how many' up to the first that is not a noun's. */
function countedAfter(words: string[], phrase: string[]): string[] {
  const after = wordsAfter(words, phrase, 3);
  const end = after.findIndex((word) => COUNTED_ENDS.has(word));
  return end < 0 ? after : after.slice(0, end);
}

/** The words right after a phrase ('how many ___'), at most `count`. */
function wordsAfter(words: string[], phrase: string[], count: number): string[] {
  for (let index = 0; index + phrase.length <= words.length; index += 1) {
    if (phrase.every((word, offset) => words[index + offset] === word)) {
      return words.slice(index + phrase.length, index + phrase.length + count);
    }
  }
  return [];
}

function amount(
  measure: Measure,
  limit: Limit | null,
  units: string[] = [],
  wait = false,
): AnswerType {
  return wait
    ? { kind: 'amount', measure, units, limit, wait }
    : { kind: 'amount', measure, units, limit };
}

const text = (words: string[]) => ` ${words.join(' ')} `;

/** Words that end what a 'what …' question asks for ('what budget | for each employee'). */
const HEAD_ENDS = new Set(
  'for of at in on to do does did can could will would should must is are was were has have with from by about when if apply applies'.split(
    ' ',
  ),
);
const HEAD_SKIPS = new Set('is are s the a an my our your their'.split(' '));

/** What a 'what / which' question asks for: 'what is the annual learning budget' → annual learning budget. */
function headOf(words: string[]): string[] {
  const at = words.findIndex((word) => word === 'what' || word === 'which' || word === 'whats');
  if (at < 0) return [];
  let from = at + 1;
  while (HEAD_SKIPS.has(words[from] ?? '')) from += 1;
  const head: string[] = [];
  for (const word of words.slice(from, from + 5)) {
    if (HEAD_ENDS.has(word)) break;
    head.push(word);
  }
  return head;
}

/**
 * The noun a 'what is …' question asks about, where its question word is followed by a copula:
 * 'code' of 'What is the dress code for the incident call?'; not 'happens' of 'What happens if
 * …'. A 'how do I …' question asks about the noun its verb acts on.
 */
function copulaHeadOf(words: string[], asking: ReadonlySet<string>): string | null {
  const how = HOW_TO.exec(text(words));
  if (how) return objectOf(words.slice(how[0].trim().split(' ').length + 1));
  const at = words.findIndex((word) => word === 'what' || word === 'which' || word === 'whats');
  const next = words[at + 1] ?? '';
  if (at >= 0 && (words[at] === 'whats' || /^(?:is|are|was|were|s)$/.test(next))) {
    // 'What is the length of …', 'the cap on …', 'the minimum age …': the noun asks.
    const head = headOf(words).at(-1) ?? null;
    return head === null || asking.has(head) || namesAnswerKind(head) ? null : head;
  }
  // 'When is the holiday party this year?', 'Who is the head of …': the subject's noun.
  if (
    /^(?:when|where|who)$/.test(words[0] ?? '') &&
    /^(?:is|are|was|were|s)$/.test(words[1] ?? '')
  ) {
    // 'Who is responsible for making sure …' asks who, of a whole clause: no one noun heads it.
    if (ANSWERABLE_FOR.test(text(words.slice(2)))) return null;
    return objectOf(words.slice(2));
  }
  // 'How long is the probation period for new hires?', 'How many days in advance is the weekly
  // rota published?': the subject's noun, past the words asking ('period').
  if (words[0] === 'how') {
    const copula = words.findIndex(
      (word, index) => index <= 6 && /^(?:is|are|was|were)$/.test(word),
    );
    if (copula > 0) return objectOf(words.slice(copula + 1), asking);
  }
  return null;
}

const ANSWERABLE_FOR = /^ (?:responsible|accountable|in charge) /;

/** A noun naming the kind of answer ('the phone number', 'the length of …'), not its topic. */
function namesAnswerKind(word: string): boolean {
  return SPAN_WORDS.includes(word) || MEASURE_WORDS.has(word) || TIME_WORDS.has(word);
}

const OBJECT_SKIPS = new Set('a an the my our your their this that its'.split(' '));

/**
 * The noun a 'how do I …' question's verb acts on: 'injury' of 'How do I report a workplace
 * injury to my manager?'; none where a clause follows ('how do I know whether …').
 */
function objectOf(after: string[], asking: ReadonlySet<string> = new Set()): string | null {
  let from = 0;
  while (OBJECT_SKIPS.has(after[from] ?? '')) from += 1;
  const object: string[] = [];
  for (const word of after.slice(from, from + 4)) {
    if (HEAD_ENDS.has(word) || COUNTED_ENDS.has(word) || ASKS_OTHER.has(word)) break;
    if (/^(?:how|what|which|whether|if|that|i|me|you|we|us|them|it|this|next|last)$/.test(word))
      break;
    if (/.ed$/.test(word)) break;
    object.push(word);
  }
  return object.filter((word) => !asking.has(word) && !namesAnswerKind(word)).at(-1) ?? null;
}

/** Question words asking for something other than a figure. */
const ASKS_OTHER = new Set(['where', 'who', 'whom', 'whose', 'when', 'why']);

/** What a question of measure asks for: how many of what, how much of what, how long. */
function amountAsked(words: string[], limit: Limit | null): AnswerType | null {
  const phrase = text(words);
  const has = (set: Set<string>, among: string[] = words) => among.some((word) => set.has(word));
  if (/ (percent|percentage|proportion|portion|fraction) | (what|which) share of /.test(phrase)) {
    return amount('percent', limit);
  }
  // 'the number of suppliers' names what a 'where', 'who' or 'when' question is about.
  const numberOf = ASKS_OTHER.has(words[0] ?? '') ? [] : countedAfter(words, ['number', 'of']);
  const counted = [...countedAfter(words, ['how', 'many']), ...numberOf];
  if (counted.length > 0) {
    const units = counted.map(stem);
    return amount(
      units.some((unit) => TIME_WORDS.has(`${unit}s`) || TIME_WORDS.has(unit)) ? 'time' : 'count',
      limit,
      units,
    );
  }
  if (/ how (old|young) | (what|which|minimum|maximum) age /.test(phrase))
    return amount('age', limit);
  if (
    / how (long|soon|quickly|early) | how far (in advance|ahead)| (length|duration) of | (over|for|during|within) what (period|time)| what period /.test(
      phrase,
    )
  ) {
    const wait = / how (long|soon|quickly) (\S+ ){0,8}?(before|until|till) /.test(phrase);
    return amount('time', limit, [], wait);
  }
  if (/ (at )?what rate | how fast /.test(phrase)) return amount('rate', limit);
  const much = wordsAfter(words, ['how', 'much'], 3);
  if (phrase.includes(' how much ')) {
    if (has(TIME_WORDS, much)) return amount('time', limit);
    return amount(has(MONEY_WORDS) ? 'money' : 'quantity', limit);
  }
  const head = headOf(words);
  if (has(MONEY_WORDS, head) || PAYMENT_NOUNS.has(head.at(-1) ?? '')) return amount('money', limit);
  if (head.some((word) => word === 'temperature' || word === 'temperatures')) {
    return amount('temperature', limit);
  }
  if (has(MEASURE_WORDS, head)) return amount('count', limit);
  if (limit) return amount(has(TIME_WORDS) ? 'time' : 'count', limit);
  return null;
}

/** Words asking for a cap or a floor ('what is the cap on …', 'the minimum notice'). */
const LIMIT_WORDS: Record<Limit, Set<string>> = {
  max: new Set('cap caps capped limit limits maximum max most highest ceiling'.split(' ')),
  min: new Set('minimum min least lowest'.split(' ')),
};

/** Whether a text says the cap or floor a question asks for ('… spend a maximum of:'). */
export function saysLimit(text: string, limit: Limit): boolean {
  return LIMITS[limit].test(text);
}

/**
 * 'off-limits' says forbidden, not a cap; 'most' before a word it qualifies ('the most common
 * algorithms') is a superlative, while 'the most I can spend' and 'the most per night' ask a cap.
 */
function limitAsked(all: string[]): Limit | null {
  const words = all.filter(
    (word, index) =>
      !(word === 'limits' && all[index - 1] === 'off') &&
      !(word === 'most' && all[index + 1] !== undefined && !COUNTED_ENDS.has(all[index + 1]!)),
  );
  if (words.some((word) => LIMIT_WORDS.max.has(word))) return 'max';
  return words.some((word) => LIMIT_WORDS.min.has(word)) ? 'min' : null;
}

/** Nouns that name the kind of answer: 'which day', 'what percentage'. */
const ASKED_NOUNS = new Set(
  'day date time month year week weekday percentage percent rate amount number period length'.split(
    ' ',
  ),
);

/** What 'how much ___' asks of time that names no topic: 'how much notice', 'how much warning'. */
const SPAN_ASKED = new Set(['notice', 'warning', 'time']);

/** Units of the calendar: asking 'which day' is not asking about years or weeks either. */
const CALENDAR_NOUNS = ['day', 'date', 'time', 'week', 'weekday', 'month', 'year'];
/**
 * How a 'who' question asks for a person to turn to ('Who do I talk to about payroll?'): the
 * verb says a person is wanted, not what about; a sentence about 'scheduled talks' is no answer.
 */
const CONTACT_VERBS = new Set(
  'talk speak contact ask call tell write email message reach approach consult'.split(' '),
);
/** Who acts before a contact verb ('who do I contact', 'who to call'); else it is a noun. */
const CONTACT_SUBJECT = /^(?:i|we|you|they|he|she|to|should|can|could|must|may|will|do|does)$/;

/** The contact verbs used as verbs: 'the contact list' names a list, not whom to turn to. */
function contactVerbsIn(words: readonly string[]): string[] {
  return words.filter(
    (word, index) => CONTACT_VERBS.has(word) && CONTACT_SUBJECT.test(words[index - 1] ?? ''),
  );
}
/** What a name question asks with. */
const NAME_NOUNS = ['called', 'named'];
const NOW_WORDS = new Set(['this', 'next', 'last', 'current', 'coming']);
/** Nouns naming a span of time, which a 'how long' question asks for ('the probation period'). */
const SPAN_WORDS = ['period', 'periods', 'length', 'duration'];

/**
 * The words that say what kind of answer is wanted ('long' in 'how long', 'day' in 'which
 * day', 'cap' in 'what is the cap on'): a sentence saying 'long' does not answer 'how long',
 * nor one saying 'New Year' 'which day' (a word related to 'day' in the search).
 */
function askingWords(words: string[], type: AnswerType): Set<string> {
  const asking = words.filter(
    (word, index) =>
      words[index - 1] === 'how' ||
      (ASKED_NOUNS.has(word) && /^(what|which)$/.test(words[index - 1] ?? '')) ||
      (type.kind === 'amount' && type.limit !== null && LIMIT_WORDS[type.limit].has(word)),
  );
  // 'How much notice …', 'how much warning …': the span asked for, as 'how long' asks it.
  asking.push(
    ...words.filter(
      (word, index) =>
        SPAN_ASKED.has(word) && words[index - 1] === 'much' && words[index - 2] === 'how',
    ),
  );
  // 'this year', 'next month' say when, relative to now: no topic.
  const now = words.filter(
    (word, index) => CALENDAR_NOUNS.includes(word) && NOW_WORDS.has(words[index - 1] ?? ''),
  );
  // 'How long is the probation period?': 'period' says a span is asked, 'probation' of what.
  const span = type.kind === 'amount' && type.measure === 'time' ? SPAN_WORDS : [];
  asking.push(...now, ...words.filter((word) => span.includes(word)));
  // 'What is the minimum age …' asks how old, as 'how old' does.
  if (type.kind === 'amount' && type.measure === 'age')
    asking.push(...words.filter((word) => word === 'age' || word === 'ages'));
  if (type.kind === 'name') asking.push(...words.filter((word) => NAME_NOUNS.includes(word)));
  if (type.kind === 'person') asking.push(...contactVerbsIn(words));
  // 'What is the primary contact email for …?': the e-mail (address) is what is asked for.
  if (type.kind === 'place' && type.sendTo && EMAIL_ASKED.test(text(words)))
    asking.push(...words.filter((word) => /^(?:email|address|addresses)$/.test(word)));
  const calendar = asking.some((word) => CALENDAR_NOUNS.includes(word));
  return new Set(calendar ? [...asking, ...CALENDAR_NOUNS] : asking);
}

// A code written with a figure ('401k', '2FA') is a name the question gives, not an amount.
const GIVEN = new RegExp(
  `^(?:${NUMBER}|\\d+[a-z]+|first|second|third|fourth|fifth|last|${WEEKDAY}|weekends?|${MONTH.toLowerCase()})$`,
  'i',
);

/**
 * A sentence without what the question gives: its dates wherever they are, its figures where
 * they count what the question counts ('one person' goes, 'one free Account' stays).
 */
function withoutGiven(sentence: string, given: ReadonlySet<string>): string {
  if (given.size === 0) return sentence;
  const words = [...sentence.matchAll(/[\p{L}\p{N}]+/gu)];
  const dropped = new Set(
    words.flatMap((word, index) => {
      const lower = word[0].toLowerCase();
      const next = words[index + 1]?.[0].toLowerCase();
      return given.has(lower) || given.has(`${lower} ${next}`) ? [word.index] : [];
    }),
  );
  return sentence.replace(/[\p{L}\p{N}]+/gu, (word, at: number) => (dropped.has(at) ? '' : word));
}

/** A figure the question gives, with the word it counts ('80 hours'); a date word alone. */
function givenIn(words: string[]): Set<string> {
  return new Set(
    words.flatMap((word, index) => {
      if (!GIVEN.test(word)) return [];
      const counts = NUMBER_TOKEN.test(word) && words[index + 1];
      return [counts ? `${word} ${words[index + 1]}` : word];
    }),
  );
}

/** What a question asks for, and which of its words ask rather than say what about. */
export interface Asked {
  type: AnswerType;
  asking: Set<string>;
  /**
   * The dates the question itself gives ('the Fourth of July'), and its figures with what they
   * count ('over 80 hours' → '80 hours'): a sentence repeating them does not answer with them.
   */
  given: Set<string>;
  /**
   * The sending verb of 'where do I send …': it asks where to, so a sentence saying 'send' says
   * nothing of what is sent; it stays among what the question says, so the rest carries the half.
   */
  sending: Set<string>;
  /**
   * The noun a 'what is / which …' question asks for ('motto' of 'what is our motto about
   * escalating issues?'), or null: a sentence saying it ('Our motto is …') says what was asked.
   */
  head: string | null;
  /**
   * The roles a 'who' question names ('Who is the head of the moderation team?'): whom it is
   * about, so a sentence saying them ('everyone on the team') does not hold a person by them.
   */
  roles: Set<string>;
  /**
   * The nouns of a 'which / what ___ do …' question naming the kind of thing it asks for ('chat
   * room' of 'In which chat room do I raise a breach?', 'allowance' of 'What allowance do I
   * receive for …'): a sentence saying only them names another of that kind, not the answer.
   */
  kinds: Set<string>;
}

const AUXILIARY =
  /^(?:do|does|did|should|can|could|must|will|would|is|are|was|were|may|might|shall)$/;

/** The one or two words between 'which' or 'what' and an auxiliary verb: the kind asked for. */
function kindsOf(words: string[]): Set<string> {
  const at = words.findIndex((word) => word === 'which' || word === 'what');
  if (at < 0) return new Set();
  const end = words.findIndex((word, index) => index > at && AUXILIARY.test(word));
  const between = end < 0 ? [] : words.slice(at + 1, end);
  return new Set(between.length >= 1 && between.length <= 2 ? between : []);
}

/** 'may' as a verb ('May I …', 'where may copies be sent'), not the month: it asks, says nothing. */
const MAY_VERB = /^\s*may\b|\bmay\b/;

export function readAsked(question: string): Asked {
  const words = wordsOf(question);
  const type = answerTypeOf(words);
  const asking = askingWords(words, type);
  if (MAY_VERB.test(question.replace(/^\s*May\b/, 'may'))) asking.add('may');
  // 'need to', as 'may', is a modal verb ('What do investigators need to see …?'): it asks.
  if (/\bneeds? to\b/i.test(question)) asking.add('need');
  return {
    type,
    asking,
    given: givenIn(words),
    sending:
      type.kind === 'place' && type.sendTo
        ? new Set(words.filter((word) => SEND_WORDS.test(` ${word} `)))
        : new Set(),
    head: copulaHeadOf(words, asking),
    roles: new Set(
      type.kind === 'person'
        ? words.filter(
            (word, index) => ROLE.test(word) && !/^(?:which|what)$/.test(words[index - 1] ?? ''),
          )
        : [],
    ),
    kinds: kindsOf(words),
  };
}

const WHO = new Set(['who', 'whom', 'whose']);
const OTHER_QUESTION_WORDS = new Set(['what', 'when', 'where', 'how', 'which', 'why']);

/**
 * 'Who approves…', 'To whom do I write?': the question asks for a person; in 'What happens to an
 * employee who retaliates?' another question word comes first and 'who' only says which employee.
 */
function asksWho(words: readonly string[]): boolean {
  const at = words.findIndex((word) => WHO.has(word));
  return at >= 0 && !words.slice(0, at).some((word) => OTHER_QUESTION_WORDS.has(word));
}

/**
 * 'Where do I send …', 'To where …': the question asks for a place; in 'What should be added where
 * personal views are expressed?' another question word comes first and 'where' only says when.
 */
function asksWhere(words: readonly string[]): boolean {
  const at = words.indexOf('where');
  const before = words.slice(0, at);
  return at >= 0 && !before.some((word) => OTHER_QUESTION_WORDS.has(word) || WHO.has(word));
}

function answerTypeOf(words: string[]): AnswerType {
  if (YES_NO_OPENERS.has(words[0] ?? '')) return { kind: 'open' };
  const phrase = text(words);
  // 'How can I confirm how much budget I have left?' asks how to do something: the amount it
  // mentions is what is done, not what is asked.
  if (HOW_TO.test(phrase)) return { kind: 'open' };
  const limit = limitAsked(words);
  const asked = amountAsked(words, limit);
  if (asked) return asked;
  if (/ how (often|frequently) /.test(phrase)) return { kind: 'frequency' };
  // 'What time …' asks for a clock time, as 'what day' asks for a date.
  if (/ (?:which|what) time /.test(phrase)) return { kind: 'clock' };
  if (/ (which|what) (days?|dates?|months?|years?|weekdays?) /.test(phrase))
    return { kind: 'date' };
  if (headOf(words).some((word) => CLOCK_WORDS.has(word))) return { kind: 'clock' };
  if (
    asksWho(words) ||
    / (which|what) (person|people|team|manager|department|role) /.test(phrase)
  ) {
    // 'Who should it be disclosed to?' ends on the 'to' of whom it goes to.
    if (words.at(-1) === 'to') return { kind: 'person', recipient: true };
    return contactVerbsIn(words).length > 0
      ? { kind: 'person', contact: true }
      : { kind: 'person' };
  }
  if (asksWhere(words))
    return SEND_WORDS.test(phrase) ? { kind: 'place', sendTo: true } : { kind: 'place' };
  // An address asked for is where to write: an e-mail address answers it exactly.
  if (EMAIL_ASKED.test(phrase)) return { kind: 'place', sendTo: true };
  if (WHEN_ASKED.test(phrase)) return { kind: 'date', condition: true };
  if (NAME_ASKED.test(phrase)) return { kind: 'name' };
  return { kind: 'open' };
}

/**
 * Whether a number in the sentence counts one of these units ('4 people', '15 Military Leave
 * days'); a code name ('arc4random_uniform(3)') stays one word, counting nothing.
 */
function countsUnits(sentence: string, units: string[]): boolean {
  const words = sentence.toLowerCase().match(/[\p{L}\p{N}_$£€%.,-]+/gu) ?? [];
  return words.some(
    (word, index) =>
      NUMBER_TOKEN.test(word.replace(/[.,]+$/, '')) &&
      words
        .slice(index + 1, index + 4)
        .some((next) => units.includes(stem(next.replace(/[.,]+$/, '')))),
  );
}

/** Legal drafting's figure after the words: 'thirty (30) days'. */
const FIGURE_IN_BRACKETS = /\((\d[\d,.]*)\)/g;

/**
 * How well a sentence holds the answer the question wants: 0 when it does not (an amount
 * question and no number), 1 when it does, 2 when it holds exactly what was asked (the unit
 * the question counts, the cap it asks for).
 */
export function answerFit(
  written: string,
  type: AnswerType,
  given: ReadonlySet<string> = new Set(),
): number {
  const sentence = withoutGiven(written.replace(FIGURE_IN_BRACKETS, ' $1'), given);
  switch (type.kind) {
    case 'open':
      return 1;
    case 'frequency':
      return FREQUENCY.test(sentence) ? 1 : 0;
    case 'clock':
      return CLOCK.test(sentence) ? 2 : 0;
    case 'date':
      return DATE.test(sentence) ||
        MONTH_NAME.test(sentence) ||
        YEAR.test(sentence) ||
        NUMBERED_DAY.test(sentence)
        ? 2
        : RELATIVE_TIME.test(sentence) ||
            TIME_BEFORE.test(sentence) ||
            EVENT_TIME.test(sentence) ||
            (type.condition && CONDITION.test(sentence))
          ? 1
          : 0;
    case 'person': {
      if (type.recipient && (TO_NAME.test(sentence) || TO_ROLE.test(sentence))) return 2;
      const named =
        ROLE.test(sentence) ||
        EMAIL_ADDRESS.test(sentence) ||
        LABELLED_NAME.test(sentence) ||
        RESPONSIBLE.test(sentence);
      // Whom to contact is said by sending the reader to them; a role merely named
      // ('our customers, employees, and partners') only may be the one.
      const sent = !type.contact || SENDS_TO_SOMEONE.test(sentence) || EMAIL_ADDRESS.test(sentence);
      if (named) return sent ? 2 : 1;
      return NAME.test(sentence) || ACTOR.test(sentence) ? 1 : 0;
    }
    case 'name':
      return NAMING.test(sentence) ? 2 : 0;
    case 'place':
      if (type.sendTo && (EMAIL_ADDRESS.test(sentence) || POSTAL_ADDRESS.test(sentence))) return 2;
      if (type.sendTo && SENT_TO.test(sentence)) return 1;
      return PLACE.test(sentence) ||
        PLACE_NAME.test(sentence) ||
        EMAIL_ADDRESS.test(sentence) ||
        POSTAL_ADDRESS.test(sentence)
        ? 1
        : 0;
    case 'amount':
      return amountFit(sentence, type);
  }
}

function amountFit(sentence: string, type: Extract<AnswerType, { kind: 'amount' }>): number {
  const holds: Record<Measure, boolean> = {
    money: MONEY.test(sentence) || PAY_IN_TIME.test(sentence),
    percent: PERCENT.test(sentence),
    time: TIME_QUANTITY.test(sentence),
    rate: HAS_NUMBER.test(sentence) && RATE.test(sentence),
    temperature: TEMPERATURE.test(sentence),
    age: AGE.test(sentence),
    count: HAS_NUMBER.test(sentence),
    quantity: HAS_NUMBER.test(sentence) || MONEY.test(sentence),
  };
  if (!holds[type.measure]) return 0;
  if (type.measure === 'age') return 2;
  if (type.limit && !LIMITS[type.limit].test(sentence)) return 0;
  if (type.units.length > 0 && type.measure === 'count')
    return countsUnits(sentence, type.units) ? 2 : 0;
  if (type.units.length > 0) return countsUnits(sentence, type.units) ? 2 : 1;
  // 'How long': a span of its own ('12 weeks') is what was asked, one counted from something
  // else ('within a year', 'after 5 years') only may be; 'how long before' asks for the latter.
  if (type.measure === 'time' && !type.limit) {
    if (type.wait) return RELATIVE_TIME.test(sentence) ? 2 : 1;
    return TIME_QUANTITY.test(sentence.replace(RELATIVE_TIMES, ' ')) ? 2 : 1;
  }
  return 1 + (type.limit ? 1 : 0);
}
