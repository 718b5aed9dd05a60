import { PROSE_QUESTIONS, type ProseQuestion } from '../../../../scripts/eval/questions';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDocumentLibrary } from '../library';
import { answerFromDocuments } from './responder';
import { extractInProcess } from '@/test/documents/in-process-extractor';
import { fileOf } from '@/test/documents/fixture-file';
import type { DocumentsReply, DocumentUser } from '../types';

/**
 * The real-data prose evaluation (scripts/eval/prose-questions.json): eleven public handbooks
 * and policies read through the real reader, every question answered as the chat answers it. A
 * direct answer is right when it holds the expected phrase; shown but wrong is worse than none.
 * Printed per kind (exact wording, paraphrase): whether the cited passages hold the fact (the
 * search's part) and how the direct answer did, over all questions and over those whose passage
 * was found. Before the Markdown reading and the typed direct answer: right 71 % (exact) and 6 %
 * (paraphrase), 38 % over all, wrong 41 %. Before the third blind round's fixes (129 questions):
 * right 54 %, wrong 33 %; after: right 56 %, wrong 12 %.
 */
const EVAL = join(process.cwd(), 'scripts/eval');

const questions = PROSE_QUESTIONS;

/**
 * The fifth, seventh, ninth, tenth and eleventh blind rounds' documents (Sourcegraph's medical
 * leave, procurement and expenses policies; 18F's security incidents page; CivicActions'
 * timekeeping policy and the Contoso handbook; GSA's accessibility directive and PostHog's support
 * page; the Ronin Institute's code of conduct and the Turing handbook's set-up page), outside the
 * found-paraphrase floor below.
 */
const LATER_ROUNDS = new Set([
  'sourcegraph-medical-leave/sourcegraph-medical-leave-policy.md',
  'sourcegraph-procurement/sourcegraph-procurement-policy.md',
  'sourcegraph-expenses/sourcegraph-spending-company-money.md',
  'tts-security-incidents/tts-security-incidents.md',
  'civicactions-timekeeping/civicactions-timekeeping-policy.md',
  'contoso-employee-handbook/contoso-employee-handbook.pdf',
  'gsa-ict-accessibility/gsa-managing-accessible-ict-template.docx',
  'posthog-customer-support/posthog-customer-support.md',
  'ronin-code-of-conduct/ronin-code-of-conduct.pdf',
  'turing-systems-setup/turing-systems-setup.md',
  'loomio-health-safety/loomio-health-and-safety.md',
  'finos-trademark-guidelines/finos-trademark-guidelines.pdf',
  'opengov-privacy-policy/privacy-policy.docx',
  'p2pu-moderation-events/p2pu-moderation-and-events.txt',
  'nipperbout-lost-children/nipperbout-lost-children.pdf',
  'emf-licence-conditions/emf-premises-licence-conditions.pdf',
  'github-employee-ip/Balanced_Employee_IP_Agreement.docx',
  'nottinghack-rules/nottingham-hackspace-rules.txt',
  'fpc-staff-leave/foundation-for-public-code-staff-leave.md',
  'emf-deliveries/emf-2026-deliveries-and-safety.pdf',
  'leaf-it-safeguards/leaf-it-and-email-safeguards.md',
  'leigh-cctv-policy/cctv_policy.md',
  'claims-inspection/Claims_Inspection_Guidelines.pdf',
  'hypha-conflict-of-interest/conflict-of-interest.md',
  'pycon-staff-incidents/pycon-staff-incident-procedure.md',
  'adatum-remote-work/adatum-remote-work-policy.docx',
  'axelisys-grievance/grievance_policy.md',
]);

const reader: DocumentUser = { id: 'u-eval', companyId: 'eval', clearance: 'Private' };

type Outcome = 'right' | 'wrong' | 'none';

function directOutcome(reply: DocumentsReply, question: ProseQuestion): Outcome {
  if (reply.kind !== 'answer' || !reply.direct) return 'none';
  const shown = reply.direct.text.toLowerCase();
  const accepted = [question.expectedDirect, ...(question.acceptAlso ?? [])];
  return accepted.some((phrase) => shown.includes(phrase.toLowerCase())) ? 'right' : 'wrong';
}

/** Where the fact is among the cited passages (0 = the first), or -1 when none holds it. */
function factRank(reply: DocumentsReply, question: ProseQuestion): number {
  if (reply.kind !== 'answer') return -1;
  const fact = question.mustContain.toLowerCase();
  return reply.passages.findIndex((hit) => hit.text.toLowerCase().includes(fact));
}

function percent(part: number, whole: number): string {
  return `${((part / whole) * 100).toFixed(0)} %`;
}

// Reading the 40 handbooks and asking 638 questions takes 6 to 15 s alone, over 20 s on a busy machine.
test(
  'real handbooks: where the passage is found, the direct answer is right (≥ 85 %); over all, rarely wrong (≤ 15 %)',
  { timeout: 120_000 },
  async () => {
    const library = createDocumentLibrary({ extract: extractInProcess });
    for (const file of new Set(questions.map((question) => question.file))) {
      const name = file.split('/').at(-1)!;
      const result = await library.addDocument(
        fileOf(readFileSync(join(EVAL, 'data', file)), name),
        {
          user: reader,
          classification: 'Public',
        },
      );
      expect(result).toMatchObject({ status: 'indexed' });
    }
    const rows: { kind: string; file: string; outcome: Outcome; found: boolean; line: string }[] =
      [];
    for (const question of questions) {
      const reply = await answerFromDocuments(question.question, reader, library);
      const outcome = directOutcome(reply, question);
      const rank = factRank(reply, question);
      const found = rank >= 0;
      const direct = reply.kind === 'answer' ? (reply.direct?.text ?? '—') : reply.kind;
      rows.push({
        kind: question.kind,
        file: question.file,
        outcome,
        found,
        line: `${question.id} ${outcome.padEnd(5)} ${found ? `found@${rank + 1}` : 'lost    '} ${direct.slice(0, 140)}`,
      });
    }
    const report = ['exact', 'paraphrase', 'all'].flatMap((kind) => {
      const of = rows.filter((row) => kind === 'all' || row.kind === kind);
      const found = of.filter((row) => row.found);
      const count = (among: typeof of, outcome: Outcome) =>
        among.filter((row) => row.outcome === outcome).length;
      return [
        `${kind.padEnd(10)} fact in the cited passages ${percent(found.length, of.length)} (${of.length} questions)`,
        `${''.padEnd(10)} direct answer right ${percent(count(of, 'right'), of.length)}, wrong ${percent(count(of, 'wrong'), of.length)}, none ${percent(count(of, 'none'), of.length)}`,
        `${''.padEnd(10)} where the fact was found: right ${percent(count(found, 'right'), found.length)}, wrong ${percent(count(found, 'wrong'), found.length)}, none ${percent(count(found, 'none'), found.length)}`,
      ];
    });
    console.log([...rows.map((row) => row.line), ...report].join('\n'));
    const rate = (among: typeof rows, outcome: Outcome) =>
      among.filter((row) => row.outcome === outcome).length / among.length;
    // Worded like the handbook and found: the direct answer is right, and almost never wrong.
    const found = rows.filter((row) => row.found);
    const foundExact = found.filter((row) => row.kind === 'exact');
    expect(rate(foundExact, 'right')).toBeGreaterThanOrEqual(0.85);
    expect(rate(foundExact, 'wrong')).toBeLessThanOrEqual(0.1);
    // Paraphrased and found (through related words): the level of the first four rounds' nine
    // handbooks, kept from falling there. The fifth round's two (written blind) add three found
    // paraphrases, none answered right (two answered from another handbook sharing a word: 7 of
    // 15 over all). The seventh round's two add four, one answered right before its fixes (a
    // yearly allowance of another budget for 'the annual allowance for relocating house'). The
    // issue's target (85 % right over all questions) is `npm run eval`'s. Counted, not as a share
    // of those found: later rounds' files move the scores enough to find one more (sg-13, with the
    // thirteenth round's), which is no fall.
    const earlierParaphrases = found.filter(
      (row) => row.kind === 'paraphrase' && !LATER_ROUNDS.has(row.file),
    );
    expect(
      earlierParaphrases.filter((row) => row.outcome === 'right').length,
    ).toBeGreaterThanOrEqual(6);
    // Over all questions, a wrong answer is rare: where no sentence answers, none is shown.
    expect(rate(rows, 'wrong')).toBeLessThanOrEqual(0.15);
    // Questions worded like the handbook: the search finds them, so the answer must be right.
    expect(
      rate(
        rows.filter((row) => row.kind === 'exact'),
        'right',
      ),
    ).toBeGreaterThanOrEqual(0.85);
  },
);
