/**
 * New ambassador codes (docs/product-rules.md#ambassador-admin): 6 random lowercase letters and
 * digits. Shared by the admin form's "Generate" button and the approval, so both make the same kind
 * of code. Uses Web Crypto (a browser's, and Node's global `crypto`); uniqueness is the conditional
 * write's job, not this.
 */
export const GENERATED_CODE_LENGTH = 6;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
// The largest multiple of 36 below 256: bytes at or above it are drawn again, so every character is equally likely.
const UNBIASED_LIMIT = 252;

export function generateAmbassadorCode(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  let code = '';
  while (code.length < GENERATED_CODE_LENGTH) {
    for (const byte of random(new Uint8Array(GENERATED_CODE_LENGTH * 2))) {
      if (byte < UNBIASED_LIMIT && code.length < GENERATED_CODE_LENGTH) code += ALPHABET[byte % ALPHABET.length];
    }
  }
  return code;
}
