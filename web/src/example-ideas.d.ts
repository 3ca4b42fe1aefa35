/** Modules made by web/example-ideas-plugin.ts: one example idea and every example's title. */
declare module 'virtual:example-idea/*' {
  import type { ContentIdea } from '#functions/shared/schemas';

  export const idea: ContentIdea;
  export const titles: ReadonlyArray<Pick<ContentIdea, 'id' | 'ideaNumber' | 'variant' | 'title'>>;
}
