import { render, toPlainText } from '@react-email/components';
import type { ReactElement } from 'react';

/** An email ready for SES: the HTML and plain-text parts come from the same component. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/**
 * html-to-text upper-cases headings by default; an idea's title must read in the text part as it
 * does in the subject. Layout table cells run together inline by default, so a row of links
 * (the star ratings) would read as one string of URLs: each cell is a block of its own.
 */
const TEXT_SELECTORS = [
  ...['h1', 'h2', 'h3', 'h4'].map((selector) => ({ selector, options: { uppercase: false } })),
  { selector: 'td', format: 'block' },
];

export async function renderEmail(subject: string, element: ReactElement): Promise<RenderedEmail> {
  const html = await render(element);
  return { subject, html, text: toPlainText(html, { selectors: TEXT_SELECTORS }) };
}
