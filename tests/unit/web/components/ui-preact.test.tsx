// @vitest-environment jsdom
import { fireEvent, getByLabelText, getByRole, getByText } from '@testing-library/dom';
import { createRef, render, type ComponentChild } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';

// The public pages run these blocks on Preact through preact/compat (web/vite.public.config.ts):
// the same aliases here, so the blocks under test are the ones the waitlist and promo forms hydrate.
vi.mock('react', async () => await import('preact/compat'));
vi.mock('react/jsx-runtime', async () => await import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => await import('preact/jsx-runtime'));

let container: HTMLElement | undefined;

afterEach(() => {
  if (!container) return;
  render(null, container);
  container.remove();
  container = undefined;
});

function mount(ui: ComponentChild) {
  const root = document.createElement('div');
  document.body.appendChild(root);
  container = root;
  act(() => render(ui, root));
  return root;
}

describe('form blocks on Preact', () => {
  it('run on Preact, not React', async () => {
    expect((await import('react')).forwardRef).toBe((await import('preact/compat')).forwardRef);
  });

  it('tie the label, error and hint to the input and report typing', () => {
    const change = vi.fn();
    const root = mount(<TextField label="Email" hint="We never share it" error="Email required" value="" onValueChange={change} />);
    const input = getByLabelText(root, 'Email') as HTMLInputElement;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const [errorId, hintId] = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(errorId ?? '')?.textContent).toBe('Email required');
    expect(document.getElementById(hintId ?? '')?.textContent).toBe('We never share it');
    input.value = 'ana@example.com';
    act(() => {
      fireEvent.input(input);
    });
    expect(change).toHaveBeenCalledWith('ana@example.com');
  });

  it('hand the element to a ref and pass register-style onChange through', () => {
    const ref = createRef<HTMLSelectElement>();
    const onChange = vi.fn();
    const options = [
      { value: 'skincare', label: 'Skincare' },
      { value: 'haircare', label: 'Haircare' },
    ];
    const root = mount(
      <SelectField ref={ref} label="Content niche" placeholder="Choose your niche" options={options} name="niche" onChange={onChange} />,
    );
    const select = getByLabelText(root, 'Content niche') as HTMLSelectElement;
    expect(ref.current).toBe(select);
    select.value = 'haircare';
    act(() => {
      fireEvent.change(select);
    });
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('show a pending button as busy and disabled', () => {
    const root = mount(
      <Button type="submit" pending pendingLabel="Joining...">
        Join Waiting List
      </Button>,
    );
    const button = getByRole(root, 'button', { name: 'Joining...' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('type')).toBe('submit');
    expect(getByText(root, 'Joining...')).toBe(button);
  });
});
