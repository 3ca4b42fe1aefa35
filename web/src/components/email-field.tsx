import { TextField } from './ui/text-field';

/** The account email, as every /auth form asks for it. */
export function EmailField({ value, onValueChange }: { readonly value: string; readonly onValueChange: (value: string) => void }) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@example.com"
      aria-required="true"
      value={value}
      onValueChange={onValueChange}
    />
  );
}
