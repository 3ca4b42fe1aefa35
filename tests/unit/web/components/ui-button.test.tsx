// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, buttonClass } from '@/components/ui/button';

afterEach(cleanup);

describe('Button', () => {
  it('does not submit the form it sits in unless it is a submit button', () => {
    const submit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={submit}>
        <Button>Back</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(submit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(submit).toHaveBeenCalledOnce();
  });

  it('shows the pending label, is busy and cannot be pressed again while pending', () => {
    const click = vi.fn();
    render(
      <Button type="submit" pending pendingLabel="Signing In..." onClick={click}>
        Sign In
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Signing In...' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(click).not.toHaveBeenCalled();
  });

  it('keeps its words while pending when there is no pending label', () => {
    render(<Button pending>Update Niche</Button>);
    expect(screen.getByRole('button', { name: 'Update Niche' })).toHaveProperty('disabled', true);
  });

  it('is neither busy nor disabled when idle', () => {
    render(<Button>Try Again</Button>);
    const button = screen.getByRole('button', { name: 'Try Again' });
    expect(button).toHaveProperty('disabled', false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('hands its element to a ref, so a form library or a dialog can focus it', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Focus me</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Focus me' }));
  });

  it('gives a link the classes of the button it looks like', () => {
    render(
      <a href="/onboarding" className={buttonClass({ variant: 'outline', size: 'small', block: true, className: 'extra' })}>
        Create New Account
      </a>,
    );
    const classes = screen.getByRole('link', { name: 'Create New Account' }).className.split(' ');
    expect(classes).toEqual(['button', 'button--outline', 'button--small', 'button--block', 'extra']);
  });

  it('styles a primary button by default and a danger button on request', () => {
    expect(buttonClass()).toBe('button button--primary');
    render(<Button variant="danger">Cancel Subscription</Button>);
    expect(screen.getByRole('button', { name: 'Cancel Subscription' }).className).toBe('button button--danger');
  });
});
