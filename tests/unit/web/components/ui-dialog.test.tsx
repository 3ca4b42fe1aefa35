// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, buttonClass } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';

afterEach(cleanup);

const QUESTION = "Are you sure you want to cancel your subscription? You'll still have access until your current billing period ends.";

function CancelDialog({ onConfirm }: { readonly onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={buttonClass({ variant: 'danger' })}>Cancel Subscription</DialogTrigger>
      <DialogContent
        title="Cancel subscription?"
        description={QUESTION}
        footer={
          <>
            <DialogClose className={buttonClass({ variant: 'outline' })}>Keep Subscription</DialogClose>
            <Button
              variant="danger"
              onClick={() => {
                onConfirm();
                setOpen(false);
              }}
            >
              Yes, Cancel
            </Button>
          </>
        }
      />
    </Dialog>
  );
}

function openDialog() {
  const trigger = screen.getByRole('button', { name: 'Cancel Subscription' });
  trigger.focus();
  fireEvent.click(trigger);
  return { trigger, dialog: screen.getByRole('dialog', { name: 'Cancel subscription?' }) };
}

describe('Dialog', () => {
  it('opens as a named, described modal with focus inside it', async () => {
    render(<CancelDialog onConfirm={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const { dialog } = openDialog();
    const described = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(QUESTION);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep Subscription' }));
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    render(<CancelDialog onConfirm={vi.fn()} />);
    const { trigger, dialog } = openDialog();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it('closes from its corner close button and from a footer close button', async () => {
    render(<CancelDialog onConfirm={vi.fn()} />);
    openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Keep Subscription' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps Tab inside the dialog: from the last control it wraps to the first', async () => {
    render(<CancelDialog onConfirm={vi.fn()} />);
    const { dialog } = openDialog();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep Subscription' }));
  });

  it('runs the main action from the footer', async () => {
    const onConfirm = vi.fn();
    render(<CancelDialog onConfirm={onConfirm} />);
    openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Cancel' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is not described by anything when it has no description', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <Dialog defaultOpen>
        <DialogContent title="Change niche" closeLabel="Close dialog">
          <p>Body text</p>
        </DialogContent>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Change niche' });
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getByRole('button', { name: 'Close dialog' })).toBeTruthy();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
