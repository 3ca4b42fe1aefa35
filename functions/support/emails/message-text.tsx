import { Paragraph } from '#functions/platform/email/layout';

/**
 * A message as its writer typed it: one paragraph per blank-line-separated block, line breaks kept.
 * React escapes the text, so nothing a subscriber types becomes markup in an admin's mail client.
 */
export function MessageText({ text }: { readonly text: string }) {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '');
  return (
    <>
      {blocks.map((block, index) => (
        <Paragraph key={index} style={{ whiteSpace: 'pre-wrap' }}>
          {block}
        </Paragraph>
      ))}
    </>
  );
}
