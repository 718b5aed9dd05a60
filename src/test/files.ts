import { act, fireEvent } from '@testing-library/react';

/** A File whose size is whatever the test says, without allocating it. */
export function fileOf(name: string, size = 2048, type = 'text/plain'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Drops files onto the chat's drop zone the way a browser's drag-and-drop does. */
export async function dropFiles(files: File[]) {
  const zone = document.querySelector('.mantine-Dropzone-root');
  if (!zone) throw new Error('No drop zone on the page');
  const dataTransfer = {
    files,
    items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
    types: ['Files'],
  };
  await act(async () => {
    fireEvent.dragEnter(zone, { dataTransfer });
    fireEvent.drop(zone, { dataTransfer });
  });
}
