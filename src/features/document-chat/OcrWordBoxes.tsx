import { useEffect, useRef } from 'react';
import type { OcrWord } from '@/lib/documents/types';
import { citedTextItems } from './cited-text-items';
import classes from './OcrWordBoxes.module.css';

/**
 * The cited passage's words on a scanned page, marked where OCR found them: boxes laid over
 * the page's image (they are in fractions of the page, so they fit any drawing of it). The
 * passage was made from the same words, so they are found as in a PDF's text layer.
 */
export function OcrWordBoxes({ words, passage }: { words: readonly OcrWord[]; passage: string }) {
  const first = useRef<HTMLSpanElement>(null);
  const cited = citedTextItems(
    words.map((word) => word.text),
    passage,
  );
  useEffect(() => {
    first.current?.scrollIntoView({ block: 'center' });
  }, [passage]);
  return (
    <div className={classes.layer} aria-hidden>
      {cited.map((index, order) => {
        const [left, top, right, bottom] = words[index]!.box;
        return (
          <span
            key={index}
            ref={order === 0 ? first : undefined}
            className="cited"
            style={{
              left: `${left * 100}%`,
              top: `${top * 100}%`,
              width: `${(right - left) * 100}%`,
              height: `${(bottom - top) * 100}%`,
            }}
          />
        );
      })}
    </div>
  );
}
