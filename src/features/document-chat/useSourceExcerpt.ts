import { useEffect, useState } from 'react';
import type { Citation } from '@machines/chat/chat.types';
import type { DocumentLibrary } from '@/lib/documents/library';
import type { DocumentUser, OpenSourceResult, SourceLocator } from '@/lib/documents/types';

const UNREADABLE = 'The source could not be opened. Try again.';

export type SourceState = { status: 'loading' } | OpenSourceResult;

function locatorOf(citation: Citation): SourceLocator {
  return {
    documentId: citation.documentId,
    passageId: citation.passageId,
    location: citation.place,
    quote: citation.quote,
  };
}

/**
 * The cited place of the open citation with the text around it, asked again whenever the
 * library changes (a removed document then says so).
 */
export function useSourceExcerpt(
  citation: Citation | null,
  library: DocumentLibrary | null,
  user: DocumentUser | null,
): SourceState {
  const [answered, setAnswered] = useState<{ citation: Citation; result: OpenSourceResult }>();
  const version = library?.getVersion();
  useEffect(() => {
    if (!citation || !library || !user) return;
    let current = true;
    library
      .openSource(locatorOf(citation), user)
      .catch((): OpenSourceResult => ({ status: 'missing', reason: UNREADABLE }))
      .then((result) => {
        if (current) setAnswered({ citation, result });
      });
    return () => {
      current = false;
    };
  }, [citation, library, user, version]);
  if (!user) return { status: 'missing', reason: 'Sign in to open the source.' };
  return answered?.citation === citation ? answered.result : { status: 'loading' };
}
