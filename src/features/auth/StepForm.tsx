import type { ReactNode } from 'react';

/**
 * A dialog step's form: Enter submits, the machine validates (so the browser's own bubbles
 * stay off) and the page never reloads.
 */
export function StepForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
