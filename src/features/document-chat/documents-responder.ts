import { fromPromise } from 'xstate';
import { cannedReply } from '@machines/chat/canned-responder';
import type {
  AgentReply,
  Citation,
  ReplyBlock,
  RespondInput,
  TextRange,
} from '@machines/chat/chat.types';
import type { Citation as SourceCitation, DocumentsReply } from '@/lib/documents/types';
import { loadDocumentLibrary, type LoadDocumentLibrary } from './load-document-library';

/**
 * An engine citation as the chat shows it: its label, the sheet and rows for a spreadsheet, and
 * the passage and place the source viewer opens.
 */
function toCitation(citation: SourceCitation, passageId?: string, quote?: TextRange): Citation {
  const { location } = citation;
  return {
    documentId: citation.documentId,
    documentName: citation.documentName,
    location: citation.locationLabel,
    classification: citation.classification,
    place: location,
    ...(passageId === undefined ? {} : { passageId }),
    ...(quote === undefined ? {} : { quote }),
    ...(location.kind === 'sheet-rows' ? { sheet: location.sheet } : {}),
    ...(location.kind === 'sheet-rows' || location.kind === 'rows' || location.kind === 'table-rows'
      ? { rows: { first: location.first, last: location.last } }
      : {}),
  };
}

const listFormat = new Intl.ListFormat('en', { type: 'conjunction' });

/** What a result table shows, from its headings (the group's first): 'Average of Sales by Region'. */
function tableCaption([group = '', ...figures]: readonly string[]): string {
  return figures.length ? `${listFormat.format(figures)} by ${group}` : group;
}

/**
 * The engine's reply as the chat's structured message: the answer first (a figure, a name or
 * the answering sentence, with its sources), then how it was found, then passages with
 * highlights, a summary's cited sentences, the choices of an ambiguous question, or every row
 * of a result of several rows.
 */
export async function toAgentReply(
  reply: DocumentsReply,
  canned: () => AgentReply,
): Promise<AgentReply> {
  switch (reply.kind) {
    case 'no-documents': {
      const { text } = canned();
      return { text, blocks: [{ kind: 'paragraph', text: reply.hint }] };
    }
    case 'no-match':
      return { text: reply.message };
    case 'table-answer': {
      // Every row of a result of several rows, then the other readings it offers ('Use Ship
      // Date instead'), as buttons.
      const blocks: ReplyBlock[] = [
        ...(reply.table
          ? [
              {
                kind: 'table' as const,
                caption: tableCaption(reply.table.columns),
                table: reply.table,
              },
            ]
          : []),
        ...(reply.alternatives.length > 0
          ? [{ kind: 'choices' as const, choices: reply.alternatives }]
          : []),
      ];
      return {
        text: reply.explanation,
        answer: {
          text: reply.answer,
          citations: reply.citations.map((citation) => toCitation(citation)),
        },
        subject: reply.subject,
        ...(blocks.length > 0 ? { blocks } : {}),
      };
    }
    case 'clarify':
      return { text: reply.message, blocks: [{ kind: 'choices', choices: reply.choices }] };
    case 'answer': {
      // A summary stands for the passages it was taken from: each sentence opens its source.
      if (reply.summary && reply.summary.length > 0) {
        const sentences = reply.summary.map((sentence) => ({
          text: sentence.text,
          citation: toCitation(sentence.citation, sentence.passageId, sentence.quote),
        }));
        return { text: reply.message, blocks: [{ kind: 'summary', sentences }] };
      }
      const { segmentsToRanges } = await import('@/lib/documents/answer/highlight');
      const { direct } = reply;
      const blocks: ReplyBlock[] = reply.passages.map((hit) => {
        const { text, highlights } = segmentsToRanges(hit.segments);
        // A passage opens at what the reply shows of it: the answer's sentence in its own
        // passage, else the excerpt.
        const quote = direct && hit.passageId === direct.passageId ? direct.quote : hit.excerpt;
        const citation = toCitation(hit.citation, hit.passageId, quote);
        return { kind: 'passage', text, highlights, citation };
      });
      return {
        text: reply.message,
        ...(direct
          ? {
              answer: {
                text: direct.text,
                citations: [toCitation(direct.citation, direct.passageId, direct.quote)],
              },
            }
          : {}),
        blocks,
      };
    }
  }
}

/**
 * The chats' responder: the documents agent answers a signed-in user from the documents they may
 * see (a follow-up with the chat's last table subject, a choice with its reading); the other
 * agents, and anyone signed out, get the canned replies.
 */
export function createDocumentsResponder({
  loadLibrary = loadDocumentLibrary,
  random = Math.random,
}: { loadLibrary?: LoadDocumentLibrary; random?: () => number } = {}) {
  return fromPromise<AgentReply, RespondInput>(async ({ input }) => {
    const canned = () => cannedReply(input.agentId, random);
    const { user } = input;
    if (input.agentId !== 'documents' || !user) return canned();
    const [library, { answerFromDocuments }] = await Promise.all([
      loadLibrary(user),
      import('@/lib/documents/answer/responder'),
    ]);
    const context = {
      previous: input.subject,
      chosen: input.chosen,
      within: input.scope.length > 0 ? input.scope : null,
    };
    return toAgentReply(await answerFromDocuments(input.text, user, library, context), canned);
  });
}
