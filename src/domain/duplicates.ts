/** An upload that matches a document the uploader can already see. */
export interface DuplicateMatch {
  /** Same bytes (by SHA-256), or the same name with other content (a new version). */
  kind: 'same-content' | 'same-name';
  /** The document already there. */
  documentId: string;
  name: string;
  /** Whether the uploader may replace it (only whoever uploaded a document may remove it). */
  replaceable: boolean;
  /** The name the upload is kept under beside it: 'report (2).pdf'. */
  keepBothName: string;
}

/** 'report.pdf' → 'report (2).pdf', or the first of (3), (4)… that no document has. */
export function keepBothName(name: string, taken: readonly string[]): string {
  const dot = name.lastIndexOf('.');
  const [base, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  const names = new Set(taken.map((existing) => existing.toLowerCase()));
  for (let copy = 2; ; copy += 1) {
    const candidate = `${base} (${copy})${extension}`;
    if (!names.has(candidate.toLowerCase())) return candidate;
  }
}
