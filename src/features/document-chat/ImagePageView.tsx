import { useEffect, useRef } from 'react';
import type { OcrWord } from '@/lib/documents/types';
import { OcrWordBoxes } from './OcrWordBoxes';
import classes from './PdfPageView.module.css';

/** A scanned image or photo as it was uploaded, its cited words marked where OCR read them. */
export function ImagePageView({
  file,
  name,
  words,
  passage,
}: {
  file: Blob;
  name: string;
  words: readonly OcrWord[];
  passage: string;
}) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    image.current!.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <div className={classes.page}>
      <img ref={image} alt={`${name}, as uploaded`} className={classes.image} />
      <OcrWordBoxes words={words} passage={passage} />
    </div>
  );
}
