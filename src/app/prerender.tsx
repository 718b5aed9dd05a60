import { createMemoryHistory } from '@tanstack/react-router';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './App';
import { startApp } from './start';

/**
 * The build's prerenderer (server-side, never in the browser bundle): the markup of a public
 * page for a visitor who is not signed in, so the page paints before its JavaScript has run.
 * src/app/prerendered.ts swaps it for the live app once that has rendered the same page.
 */
export async function prerenderPage(url: string): Promise<string> {
  const started = startApp({
    history: createMemoryHistory({ initialEntries: [url] }),
    storedToken: null,
  });
  await started.router.load();
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(<App {...started} />, {
      onError: (error) => void errors.push(error),
    });
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    // A page that failed to render must fail the build, not ship an error boundary.
    if (errors.length) {
      throw new Error(
        `Prerendering ${url} failed: ${errors.map((e) => (e instanceof Error ? e.stack : String(e))).join('\n')}`,
      );
    }
    return html;
  } finally {
    started.app.stop();
  }
}
