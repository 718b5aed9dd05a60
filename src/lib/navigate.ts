/** Where the app's effects can send the visitor; the router fills it in when the app starts. */
export type AppPath = '/' | '/dashboard';

export type Navigate = (to: AppPath) => void;
