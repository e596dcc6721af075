/**
 * Lets the browser run its own tasks (input, paint) before the next step: starting the app is
 * several short tasks instead of one long one (Total Blocking Time on phones).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
