import fc from 'fast-check';
import { openDB } from 'idb';
import { canSee, CLASSIFICATION_LEVELS, type Classification } from '@domain/classification';
import { mayAccess, scopeOf } from '../access';
import type { DocumentLibrary } from '../library';
import type { DocumentUser } from '../types';
import { browserDatabasePerTest, cited } from '@/test/documents/browser-database';
import { dyingStore, type DyingPlan } from '@/test/documents/dying-store';
import { fileOf } from '@/test/documents/fixture-file';

/**
 * The library against a plain model of what each account may see: random sequences of
 * uploads, removals, clearance changes, reloads, crashes at a random storage call, and a
 * second tab doing the same, run on the real library over fake IndexedDB. After every step,
 * each account lists exactly the documents of its company at or below its clearance, finds
 * each of them by its word and none of the others, and is told of no problem: nothing
 * committed is lost, nothing hidden is shown.
 *
 * `npm test` runs 200 sequences; LIBRARY_MODEL_RUNS=5000 npx vitest run <this file> runs more.
 */

const RUNS = Number(process.env.LIBRARY_MODEL_RUNS ?? 200);

const { database, pageLoad } = browserDatabasePerTest();

/** Each document's one word: far apart (no prefix or typo of another), so a search is exact. */
const WORDS = [
  'amberline',
  'bluewater',
  'cedarvale',
  'driftwood',
  'elmstead',
  'foxglove',
  'granite',
  'hawthorn',
  'ironbark',
  'juniper',
  'kestrel',
  'lavender',
  'marigold',
  'nettle',
  'oakmoss',
  'peregrine',
  'quartzite',
  'rosehip',
  'saffron',
  'tamarind',
];

/** Accounts: three at the demo company, one at another, one without a company. */
const ACCOUNTS: DocumentUser[] = [
  { id: 'owner', name: 'Olivia', companyId: 'demo', clearance: 'Private' },
  { id: 'assoc', name: 'Ash', companyId: 'demo', clearance: 'Public' },
  { id: 'manager', name: 'Mo', companyId: 'demo', clearance: 'Confidential' },
  { id: 'out', name: 'Otto', companyId: 'other', clearance: 'Private' },
  { id: 'solo', name: 'Sol', clearance: 'Classified' },
];

interface ModelDocument {
  name: string;
  word: string;
  scope: string;
  classification: Classification;
  uploaderId: string;
}

interface Model {
  documents: Map<string, ModelDocument>;
  /** Each account's clearance now (an administrator may change it). */
  clearances: Map<string, Classification>;
  wordsUsed: number;
}

interface Real {
  page: DocumentLibrary;
  plan: DyingPlan;
  died: Promise<void>;
  /** A second tab over the same database, once a step opens it. */
  other: DocumentLibrary | null;
}

const accountOf = (model: Model, at: number): DocumentUser => {
  const account = ACCOUNTS[at % ACCOUNTS.length]!;
  return { ...account, clearance: model.clearances.get(account.id)! };
};

const visibleTo = (model: Model, user: DocumentUser) =>
  [...model.documents.values()].filter((document) => mayAccess(user, document));

/** A page load whose storage dies when its plan says (no crash planned at first). */
function openPage(real: Real) {
  const plan: DyingPlan = { calls: [], crash: null };
  let died = () => {};
  real.died = new Promise((resolve) => (died = resolve));
  real.plan = plan;
  real.page = pageLoad((store) => dyingStore(store, plan, { died }));
}

/** Each account lists what the model says it may see (another tab's change comes a moment later). */
async function expectListedAsModelled(model: Model, library: DocumentLibrary) {
  for (let at = 0; at < ACCOUNTS.length; at += 1) {
    const user = accountOf(model, at);
    const expected = visibleTo(model, user)
      .map((document) => document.name)
      .sort();
    const listed = () =>
      library
        .listDocuments(user)
        .map((document) => document.name)
        .sort();
    await vi.waitFor(() => expect(listed()).toEqual(expected), { timeout: 5000, interval: 5 });
  }
}

/** Every account lists, finds and is told exactly what the model says, on every tab. */
async function expectAsModelled(model: Model, real: Real) {
  await expectListedAsModelled(model, real.page);
  if (real.other) await expectListedAsModelled(model, real.other);
  for (let at = 0; at < ACCOUNTS.length; at += 1) {
    const user = accountOf(model, at);
    expect(real.page.problemsFor(user)).toEqual([]);
    for (const document of model.documents.values()) {
      const found = await cited(real.page, document.word, user);
      expect(found).toEqual(mayAccess(user, document) ? [document.name] : []);
    }
  }
}

async function storedNames(): Promise<Set<string>> {
  const stored = await openDB(database.name);
  const documents: { name: string }[] = await stored.getAll('documents');
  stored.close();
  return new Set(documents.map((document) => document.name));
}

/** What an action changes in the model, decided before it runs. */
type Change = { add: ModelDocument } | { remove: string } | null;

/** One thing a person does in a tab: planned against the model, then done on the real library. */
interface Action {
  check: (model: Model) => boolean;
  plan: (model: Model) => Change;
  /** Does it, asserting what the library answers. */
  perform: (model: Model, library: DocumentLibrary, change: Change) => Promise<void>;
  label: string;
}

function apply(model: Model, change: Change) {
  if (change && 'add' in change) model.documents.set(change.add.name, change.add);
  if (change && 'remove' in change) model.documents.delete(change.remove);
}

/** An account uploads a document at one of the levels its clearance allows. */
function uploadBy(account: number, levelPick: number): Action {
  return {
    check: (model) => model.wordsUsed < WORDS.length,
    plan(model) {
      const user = accountOf(model, account);
      const allowed = CLASSIFICATION_LEVELS.filter((level) => canSee(user.clearance!, level));
      const word = WORDS[model.wordsUsed++]!;
      return {
        add: {
          name: `${word}.txt`,
          word,
          scope: scopeOf(user),
          classification: allowed[levelPick % allowed.length]!,
          uploaderId: user.id,
        },
      };
    },
    async perform(model, library, change) {
      const { add } = change as { add: ModelDocument };
      const result = await library.addDocument(
        fileOf(`Notes on ${add.word} for the team.`, add.name),
        { user: accountOf(model, account), classification: add.classification },
      );
      expect(result.status).toBe('indexed');
    },
    label: `${ACCOUNTS[account]!.id} uploads (level pick ${levelPick})`,
  };
}

/** An account removes a document: only its uploader may, while they may still see it. */
function removeBy(account: number, documentPick: number): Action {
  const target = (model: Model) =>
    [...model.documents.values()][documentPick % model.documents.size]!;
  return {
    check: (model) => model.documents.size > 0,
    plan(model) {
      const user = accountOf(model, account);
      const document = target(model);
      return mayAccess(user, document) && user.id === document.uploaderId
        ? { remove: document.name }
        : null;
    },
    async perform(model, library, change) {
      const user = accountOf(model, account);
      const name = target(model).name;
      const id = library.listDocuments(user).find((shown) => shown.name === name)?.id;
      const result = await library.removeDocument(id ?? 'not-shown', user);
      expect(result.removed).toBe(change !== null);
    },
    label: `${ACCOUNTS[account]!.id} removes document ${documentPick}`,
  };
}

type Command = fc.AsyncCommand<Model, Real>;

/** The action in this tab or in a second one over the same database. */
function inTab(action: Action, tab: 'page' | 'other'): Command {
  return {
    check: action.check,
    async run(model, real) {
      let library = real.page;
      if (tab === 'other') {
        library = real.other ??= pageLoad();
        await library.whenReady();
        await expectListedAsModelled(model, library);
      }
      const change = action.plan(model);
      await action.perform(model, library, change);
      apply(model, change);
      await expectAsModelled(model, real);
    },
    toString: () => `${action.label} in the ${tab === 'page' ? 'page' : 'other tab'}`,
  };
}

/**
 * The page dies at its `at`-th storage call from now while doing the action, then is loaded
 * again. A change the page was told is kept is kept; one cut short is kept whole or not at all.
 */
function crashDuring(action: Action, at: number, after: boolean): Command {
  return {
    check: action.check,
    async run(model, real) {
      real.plan.crash = { at: real.plan.calls.length + at, after };
      const change = action.plan(model);
      const confirmed = await Promise.race([
        action.perform(model, real.page, change).then(() => true),
        real.died.then(() => false),
      ]);
      real.page.close();
      const stored = await storedNames();
      if (confirmed) apply(model, change);
      else if (change && 'add' in change && stored.has(change.add.name)) apply(model, change);
      else if (change && 'remove' in change && !stored.has(change.remove)) apply(model, change);
      for (const name of model.documents.keys()) expect(stored).toContain(name);
      openPage(real);
      await real.page.whenReady();
      await expectAsModelled(model, real);
    },
    toString: () => `page dies at call +${at} (${after ? 'after' : 'before'}) as ${action.label}`,
  };
}

function changeClearance(account: number, clearance: Classification): Command {
  return {
    check: () => true,
    async run(model, real) {
      model.clearances.set(ACCOUNTS[account]!.id, clearance);
      await expectAsModelled(model, real);
    },
    toString: () => `${ACCOUNTS[account]!.id}'s clearance becomes ${clearance}`,
  };
}

const reload: Command = {
  check: () => true,
  async run(model, real) {
    real.page.close();
    openPage(real);
    await real.page.whenReady();
    await expectAsModelled(model, real);
  },
  toString: () => 'reload',
};

const account = fc.nat(ACCOUNTS.length - 1);
const action = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.tuple(account, fc.nat(3)).map(([who, level]) => uploadBy(who, level)),
  },
  { weight: 2, arbitrary: fc.tuple(account, fc.nat(20)).map(([who, pick]) => removeBy(who, pick)) },
);
const tab = fc.constantFrom<'page' | 'other'>('page', 'page', 'other');

const commands = fc.commands(
  [
    fc.tuple(action, tab).map(([chosen, where]) => inTab(chosen, where)),
    fc
      .tuple(action, fc.nat(12), fc.boolean())
      .map(([chosen, at, after]) => crashDuring(chosen, at, after)),
    fc
      .tuple(account, fc.constantFrom(...CLASSIFICATION_LEVELS))
      .map(([who, level]) => changeClearance(who, level)),
    fc.constant(reload),
  ],
  { maxCommands: 10 },
);

test('nothing committed is ever lost, nothing hidden is ever shown', async () => {
  await fc.assert(
    fc.asyncProperty(commands, async (sequence) => {
      database.name = `library-${crypto.randomUUID()}`;
      localStorage.clear();
      const model: Model = {
        documents: new Map(),
        clearances: new Map(ACCOUNTS.map((user) => [user.id, user.clearance!])),
        wordsUsed: 0,
      };
      const real = { other: null } as Real;
      openPage(real);
      await real.page.whenReady();
      try {
        await fc.asyncModelRun(() => ({ model, real }), sequence);
      } finally {
        real.page.close();
        real.other?.close();
      }
    }),
    { numRuns: RUNS },
  );
}, 600_000);
