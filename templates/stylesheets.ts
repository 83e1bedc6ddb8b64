/** A template's style sheet as a build entry: vite.config.ts names it so, the server finds it by it. */
export const templateStylesheetEntry = (id: string) => `template-${id}`;
