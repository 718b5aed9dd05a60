export interface StaticHost {
  url: string;
  close(): Promise<void>;
}

export function serveStatic(options: {
  root: string;
  prefix?: string;
  port?: number;
  cleanUrls?: boolean;
  precompress?: boolean;
  lifetimeMs?: number;
}): Promise<StaticHost>;
