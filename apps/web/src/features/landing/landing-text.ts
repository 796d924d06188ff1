// The landing hero's words, in one place: the React hero draws them, and the build writes the same
// words into index.html as the landing's first paint (build/landing-shell.ts). No imports, so the
// Vite config can load this file as it is.

export const LANDING_HEADING = "Make sense of your headaches";

/** The promise under the heading, naming the app as the web env does (`APP_NAME`). */
export function landingPromise(appName: string): string {
  return `${appName} gives neurologist-informed AI guidance about your headaches and a clear summary to bring to your doctor.`;
}
