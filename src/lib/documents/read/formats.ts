import { ACCEPTED_EXTENSIONS } from '@domain/upload-rules';
import type { DocumentFormat } from '../types';

export const LEGACY_FORMATS: readonly DocumentFormat[] = ['doc', 'ppt', 'xls'];
export const OOXML_FORMATS: readonly DocumentFormat[] = ['docx', 'xlsx', 'pptx'];
export const IMAGE_FORMATS: readonly DocumentFormat[] = ['png', 'jpg', 'jpeg', 'webp'];

/** The format named by a file's extension, or null when it is not accepted. */
export function formatFromName(fileName: string): DocumentFormat | null {
  const match = /\.([a-z]+)$/i.exec(fileName.trim());
  const extension = match?.[1]?.toLowerCase();
  return (ACCEPTED_EXTENSIONS as readonly string[]).includes(`.${extension}`)
    ? (extension as DocumentFormat)
    : null;
}

/** How people call each format in messages. */
export const FORMAT_NAMES: Record<DocumentFormat, string> = {
  pdf: 'a PDF',
  txt: 'a text file',
  md: 'a Markdown file',
  csv: 'a CSV file',
  tsv: 'a tab-separated file (.tsv)',
  docx: 'a Word document (.docx)',
  xlsx: 'an Excel workbook (.xlsx)',
  pptx: 'a PowerPoint presentation (.pptx)',
  doc: 'a legacy Word document (.doc)',
  xls: 'a legacy Excel workbook (.xls)',
  ppt: 'a legacy PowerPoint presentation (.ppt)',
  png: 'a PNG image',
  jpg: 'a JPEG image',
  jpeg: 'a JPEG image',
  webp: 'a WebP image',
};
