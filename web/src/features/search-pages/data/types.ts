/** The words of one search page. Each page has its own; only the shapes are shared. */

export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

export interface ListItem {
  readonly name: string;
  readonly detail: string;
}

export interface ListBlock {
  /** In-page anchor id. */
  readonly id: string;
  readonly heading: string;
  readonly intro: string;
  readonly items: readonly ListItem[];
}

export interface Stat {
  readonly value: string;
  readonly label: string;
}

export interface Step {
  readonly title: string;
  readonly text: string;
}

export interface SearchPageContent {
  /** The page's own path, so the related-pages list can leave it out. */
  readonly path: string;
  readonly hero: {
    readonly eyebrow: string;
    readonly heading: string;
    readonly lead: string;
  };
  readonly stats: readonly Stat[];
  readonly howItWorks: {
    readonly heading: string;
    readonly steps: readonly Step[];
  };
  /** Categories, formats and hooks, in that order. */
  readonly lists: readonly [ListBlock, ListBlock, ListBlock];
  readonly example: {
    readonly heading: string;
    readonly text: string;
    /** A skincare example idea page, from exampleIdeaPath(). */
    readonly href: string;
    readonly linkLabel: string;
  };
  readonly faqHeading: string;
  readonly closing: {
    readonly heading: string;
    readonly text: string;
  };
}
