/**
 * The name in "Welcome back, …" (docs/product-rules.md#dashboard): the first name, else the part of
 * the email before the at-sign, else "User"; capitalised, as the greeting starts a sentence-like
 * line.
 */
export function greetingName(firstName: string | null | undefined, email: string | null | undefined): string {
  const name = firstName?.trim() || email?.split('@')[0]?.trim() || 'User';
  return name.charAt(0).toUpperCase() + name.slice(1);
}
