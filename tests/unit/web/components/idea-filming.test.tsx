// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { IdeaFilming } from '#functions/shared/schemas';
import { IdeaContent } from '@/components/idea/idea-content';
import { ideaFixture } from '../../support/web';

afterEach(cleanup);

const FILMING: IdeaFilming = {
  format: 'green-screen-reply',
  lengthSeconds: 45,
  firstFrame: 'You holding the sunscreen tube next to your face, the comment pinned behind you.',
  onScreenHook: 'Reapply SPF over makeup?',
  rehook: 'The last one works even over full coverage.',
  cta: { kind: 'comment-keyword', text: 'Comment SPF and I will send you the routine.' },
};

function plan(): HTMLElement {
  return screen.getByRole('region', { name: 'Filming plan' });
}

describe('the filming plan on the idea page', () => {
  it("shows a generated idea's plan as its own labelled block", () => {
    render(<IdeaContent content={{ ...ideaFixture().content, filming: FILMING }} />);

    const block = within(plan());
    expect(block.getByText('Format').nextElementSibling?.textContent).toBe('Green-screen reply to the comment');
    expect(block.getByText('Length').nextElementSibling?.textContent).toBe('About 45 seconds');
    expect(block.getByText('First frame').nextElementSibling?.textContent).toBe(FILMING.firstFrame);
    expect(block.getByText('On-screen hook').nextElementSibling?.textContent).toBe('Reapply SPF over makeup?');
    expect(block.getByText('Re-hook').nextElementSibling?.textContent).toBe(FILMING.rehook);
    expect(block.getByText('Call to action').nextElementSibling?.textContent).toBe(
      'Comment a keyword: Comment SPF and I will send you the routine.',
    );
  });

  it('shows nothing for a library idea, which has no plan', () => {
    render(<IdeaContent content={ideaFixture().content} />);

    expect(screen.queryByRole('region', { name: 'Filming plan' })).toBeNull();
    expect(screen.queryByText('Filming')).toBeNull();
  });

  it('still reads a format name the page has no label for', () => {
    render(<IdeaContent content={{ ...ideaFixture().content, filming: { ...FILMING, format: 'split-screen' } }} />);

    expect(within(plan()).getByText('Format').nextElementSibling?.textContent).toBe('Split screen');
  });
});
