// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

afterEach(cleanup);

describe('Card', () => {
  it('names an article by its title and shows description, content and footer in order', () => {
    render(
      <Card as="article" title="Monthly" titleAs="h3" description="Billed every month" footer={<Button>Upgrade</Button>}>
        <p>$19/month</p>
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Monthly' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Monthly' })).toBeTruthy();
    expect(card.textContent).toBe('MonthlyBilled every month$19/monthUpgrade');
  });

  it('names a section, so it is listed as a region', () => {
    render(<Card as="section" title="Content Niche" />);
    expect(screen.getByRole('region', { name: 'Content Niche' })).toBeTruthy();
  });

  it('keeps a caller-given name', () => {
    render(
      <Card as="section" title="Danger Zone" aria-label="Cancel your subscription" tone="danger">
        <p>Text</p>
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Cancel your subscription' })).toBeTruthy();
  });

  it('renders only what it is given', () => {
    const { container } = render(
      <Card>
        <p>Just content</p>
      </Card>,
    );
    expect(container.querySelector('.card__header, .card__footer')).toBeNull();
    expect(screen.getByText('Just content')).toBeTruthy();
  });
});

describe('Badge', () => {
  it('shows its words, which carry the meaning the colour repeats', () => {
    render(
      <p>
        <Badge variant="danger">Canceled</Badge> <Badge variant="info">Most Popular</Badge>
      </p>,
    );
    expect(screen.getByText('Canceled').className).toBe('badge badge--danger');
    expect(screen.getByText('Most Popular').className).toBe('badge badge--info');
  });
});
