import type { Passage } from '@/lib/documents/types';
import type { Engine, Search } from './peers';

/** Timed passes over the questions (each search has answered them all once before). */
const TIMED_PASSES = 20;
/** Rounds of CPU timing, each question asked CPU_CALLS times in a row per round. */
const CPU_ROUNDS = 15;
const CPU_CALLS = 3;
/** Timed builds of each index (after an untimed one); the median is reported. */
const TIMED_BUILDS = 3;

export interface Ranking {
  id: string;
  question: string;
  /** The passages that hold the question's fact. */
  answering: ReadonlySet<number>;
}

export interface EngineResult {
  engine: Engine;
  /** Share of questions whose first passage holds the fact. */
  hitAt1: number;
  /** Share of questions with the fact in one of the first three passages. */
  hitAt3: number;
  indexMs: number;
  /** JavaScript heap and array buffers the built index holds. */
  indexBytes: number;
  queryP95Ms: number;
  /** The p95 over the questions of each one's median CPU time, in µs. */
  queryCpuP95Us: number;
  /** Questions none of whose first three passages holds the fact, with what came instead. */
  misses: { ranking: Ranking; got: number[] }[];
}

/**
 * Heap and array buffers in use once garbage is collected (run.mjs turns on `gc`). Collected
 * a few times, a moment apart: memory freed by one collection is swept, and array buffers
 * released, only after it, and the tables' libraries leave much garbage behind.
 */
async function memoryInUse(): Promise<number> {
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let round = 0; round < 3; round += 1) {
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

function percentile(samples: readonly number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
}

/**
 * Builds an engine's index once untimed (no engine pays for its code being compiled), then
 * TIMED_BUILDS times: the median time, and the memory the last one holds.
 */
async function measureBuild(engine: Engine, passages: readonly Passage[]) {
  await engine.build(passages);
  const times = [];
  for (let build = 1; build < TIMED_BUILDS; build += 1) {
    const start = performance.now();
    await engine.build(passages);
    times.push(performance.now() - start);
  }
  const before = await memoryInUse();
  const start = performance.now();
  const search = await engine.build(passages);
  times.push(performance.now() - start);
  return { search, indexMs: percentile(times, 0.5), indexBytes: (await memoryInUse()) - before };
}

/**
 * Each search's p95 over every question, asked TIMED_PASSES times. Searches take turns within
 * each pass, so a busy moment on the machine falls on all of them alike.
 */
export async function queryP95s(
  searches: readonly Search[],
  questions: readonly string[],
): Promise<number[]> {
  const samples = searches.map((): number[] => []);
  for (let pass = 0; pass < TIMED_PASSES; pass += 1) {
    for (const [at, search] of searches.entries()) {
      for (const question of questions) {
        const start = performance.now();
        await search(question);
        samples[at]!.push(performance.now() - start);
      }
    }
  }
  return samples.map((times) => percentile(times, 0.95));
}

/**
 * Each search's p95 over the questions of each question's median CPU time (process time, in
 * µs): what a search costs, unlike the wall clock, whatever else the machine is busy with.
 */
export async function queryCpuP95s(
  searches: readonly Search[],
  questions: readonly string[],
): Promise<number[]> {
  const samples = searches.map(() => questions.map((): number[] => []));
  for (let round = 0; round < CPU_ROUNDS; round += 1) {
    for (const [at, search] of searches.entries()) {
      for (const [asked, question] of questions.entries()) {
        const start = process.cpuUsage();
        for (let call = 0; call < CPU_CALLS; call += 1) await search(question);
        const { user, system } = process.cpuUsage(start);
        samples[at]![asked]!.push((user + system) / CPU_CALLS);
      }
    }
  }
  return samples.map((perQuestion) =>
    percentile(
      perQuestion.map((times) => percentile(times, 0.5)),
      0.95,
    ),
  );
}

/** Every engine over the same passages and questions: quality, index cost, query p95. */
export async function compareEngines(
  engines: readonly Engine[],
  passages: readonly Passage[],
  rankings: readonly Ranking[],
): Promise<EngineResult[]> {
  const built = [];
  for (const engine of engines) built.push({ engine, ...(await measureBuild(engine, passages)) });
  const results = [];
  for (const { engine, search, indexMs, indexBytes } of built) {
    let hitAt1 = 0;
    let hitAt3 = 0;
    const misses = [];
    for (const ranking of rankings) {
      const got = await search(ranking.question);
      if (ranking.answering.has(got[0]!)) hitAt1 += 1;
      if (got.slice(0, 3).some((id) => ranking.answering.has(id))) hitAt3 += 1;
      else misses.push({ ranking, got });
    }
    const count = rankings.length;
    results.push({
      engine,
      indexMs,
      indexBytes,
      misses,
      hitAt1: hitAt1 / count,
      hitAt3: hitAt3 / count,
    });
  }
  const searches = built.map((entry) => entry.search);
  const questions = rankings.map((ranking) => ranking.question);
  const p95s = await queryP95s(searches, questions);
  const cpuP95s = await queryCpuP95s(searches, questions);
  return results.map((result, at) => ({
    ...result,
    queryP95Ms: p95s[at]!,
    queryCpuP95Us: cpuP95s[at]!,
  }));
}
