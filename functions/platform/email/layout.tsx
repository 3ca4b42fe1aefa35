import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';
import { PRODUCT_NAME } from '#functions/shared/product';

/**
 * What every CommentSpark email shares: the document head (light and dark colour schemes), the
 * header, a single fluid column of at most 600 px, and the footer that says why the email came
 * and where to change that.
 *
 * Colours are inline for the light scheme (clients that drop <style> still read well) and the
 * dark scheme overrides them by class from a media query; !important because inline styles win
 * otherwise. React Email's Body repeats the page colour on its wrapping cell (for clients that
drop <body> styles), so the dark rule covers that cell too. Nothing has a fixed width: the column is 100% wide up to 600 px, so at 390 px it is
 * the screen's width less its padding.
 */

const LIGHT = {
  page: '#f7f7fb',
  card: '#ffffff',
  text: '#16151f',
  muted: '#5b5970',
  border: '#e2e1ea',
  link: '#6d28d9',
  button: '#6d28d9',
  buttonText: '#ffffff',
  soft: '#f1ebfd',
  softBorder: '#ddd0fb',
} as const;

const DARK: Record<keyof typeof LIGHT, string> = {
  page: '#0f0e17',
  card: '#1b1a26',
  text: '#f4f3f8',
  muted: '#b7b5c8',
  border: '#33314a',
  link: '#c4b5fd',
  button: '#7c3aed',
  buttonText: '#ffffff',
  soft: '#2a2140',
  softBorder: '#4c3d78',
};

export const FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Classes the dark-scheme rules target; each element also carries the light colours inline. */
export const cls = {
  page: 'cs-page',
  card: 'cs-card',
  text: 'cs-text',
  muted: 'cs-muted',
  link: 'cs-link',
  button: 'cs-button',
  soft: 'cs-soft',
  rule: 'cs-rule',
  title: 'cs-title',
} as const;

const STYLES = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .${cls.page}, .${cls.page} > table > tbody > tr > td { background-color: ${DARK.page} !important; }
  .${cls.card} { background-color: ${DARK.card} !important; border-color: ${DARK.border} !important; }
  .${cls.text} { color: ${DARK.text} !important; }
  .${cls.muted} { color: ${DARK.muted} !important; }
  .${cls.link} { color: ${DARK.link} !important; }
  .${cls.button} { background-color: ${DARK.button} !important; color: ${DARK.buttonText} !important; }
  .${cls.soft} { background-color: ${DARK.soft} !important; border-color: ${DARK.softBorder} !important; }
  .${cls.rule} { border-color: ${DARK.border} !important; }
}
@media only screen and (max-width: 480px) {
  .${cls.card} { padding: 20px 16px !important; }
  .${cls.title} { font-size: 22px !important; }
  .${cls.button} { display: block !important; }
}
`;

export const styles = {
  text: { color: LIGHT.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 12px' },
  muted: { color: LIGHT.muted, fontSize: '14px', lineHeight: '20px', margin: '0 0 8px' },
  label: {
    color: LIGHT.muted,
    fontSize: '12px',
    lineHeight: '16px',
    fontWeight: 700,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    margin: '0 0 4px',
  },
  heading: { color: LIGHT.text, fontSize: '20px', lineHeight: '28px', fontWeight: 700, margin: '28px 0 12px' },
  title: { color: LIGHT.text, fontSize: '26px', lineHeight: '32px', fontWeight: 800, margin: '4px 0 16px' },
  link: { color: LIGHT.link, textDecoration: 'underline' },
  soft: {
    backgroundColor: LIGHT.soft,
    border: `1px solid ${LIGHT.softBorder}`,
    borderRadius: '10px',
    padding: '12px 14px',
    margin: '0 0 10px',
  },
  button: {
    backgroundColor: LIGHT.button,
    color: LIGHT.buttonText,
    borderRadius: '10px',
    fontSize: '16px',
    fontWeight: 700,
    padding: '14px 24px',
    textAlign: 'center',
  },
  rule: { borderTop: `1px solid ${LIGHT.border}`, margin: '24px 0' },
} satisfies Record<string, CSSProperties>;

export interface EmailLayoutProps {
  /** The inbox preview line (hidden in the body, left out of the plain text). */
  readonly preview: string;
  /** Why this address gets this email, first line of the footer. */
  readonly reason: string;
  /** "Email settings" in the footer (the signed /email-preferences link); none on account emails sent before there is one. */
  readonly preferencesUrl?: string | undefined;
  /** "Unsubscribe" in the footer; none on emails that are not the daily email's kind (the password reset). */
  readonly unsubscribeUrl?: string | undefined;
  readonly children: ReactNode;
}

export function EmailLayout({ preview, reason, preferencesUrl, unsubscribeUrl, children }: EmailLayoutProps) {
  const footerLinks = [
    preferencesUrl && { href: preferencesUrl, label: 'Email settings' },
    unsubscribeUrl && { href: unsubscribeUrl, label: 'Unsubscribe' },
  ].filter((item): item is { href: string; label: string } => Boolean(item));
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <style>{STYLES}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body className={cls.page} style={{ backgroundColor: LIGHT.page, margin: 0, padding: '16px 8px', fontFamily: FONT_FAMILY }}>
        <Container style={{ width: '100%', maxWidth: '600px' }}>
          {/* The header is text, not a link: the password reset's first link must be the reset link. */}
          <Text
            className={cls.text}
            style={{ color: LIGHT.text, fontSize: '18px', lineHeight: '24px', fontWeight: 800, margin: '8px 12px 16px' }}
          >
            <span className={cls.link} style={{ color: LIGHT.link }}>
              ✦
            </span>{' '}
            {PRODUCT_NAME}
          </Text>
          <Section
            className={cls.card}
            style={{ backgroundColor: LIGHT.card, border: `1px solid ${LIGHT.border}`, borderRadius: '16px', padding: '28px 24px' }}
          >
            {children}
          </Section>
          <Section style={{ padding: '20px 12px 8px' }}>
            <Text className={cls.muted} style={{ ...styles.muted, fontSize: '13px', lineHeight: '19px' }}>
              {reason}
            </Text>
            {footerLinks.length > 0 && (
              <Text className={cls.muted} style={{ ...styles.muted, fontSize: '13px', lineHeight: '19px' }}>
                {footerLinks.map((item, index) => (
                  <span key={item.label}>
                    {index > 0 ? ' · ' : null}
                    <Link className={cls.link} href={item.href} style={styles.link}>
                      {item.label}
                    </Link>
                  </span>
                ))}
              </Text>
            )}
            <Text className={cls.muted} style={{ ...styles.muted, fontSize: '13px', lineHeight: '19px' }}>
              {PRODUCT_NAME}: one ready-to-film content idea a day, drawn from real audience comments.
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A card title: the biggest text in the email. */
export function EmailTitle({ children }: { readonly children: ReactNode }) {
  return (
    <Heading as="h1" className={`${cls.text} ${cls.title}`} style={styles.title}>
      {children}
    </Heading>
  );
}

export function EmailHeading({ children }: { readonly children: ReactNode }) {
  return (
    <Heading as="h2" className={cls.text} style={styles.heading}>
      {children}
    </Heading>
  );
}

export function Paragraph({
  children,
  muted = false,
  style,
}: {
  readonly children: ReactNode;
  readonly muted?: boolean;
  readonly style?: CSSProperties;
}) {
  return (
    <Text className={muted ? cls.muted : cls.text} style={{ ...(muted ? styles.muted : styles.text), ...style }}>
      {children}
    </Text>
  );
}

/** The email's one main action, full width on a phone. */
export function PrimaryButton({ href, children }: { readonly href: string; readonly children: ReactNode }) {
  return (
    <Section style={{ margin: '20px 0' }}>
      <Button className={cls.button} href={href} style={styles.button}>
        {children}
      </Button>
    </Section>
  );
}

export function TextLink({ href, children }: { readonly href: string; readonly children: ReactNode }) {
  return (
    <Link className={cls.link} href={href} style={styles.link}>
      {children}
    </Link>
  );
}

export function Rule() {
  return <Hr className={cls.rule} style={styles.rule} />;
}

/** "Hi Dani," or "Hi there,": names come from sign-up and may be missing. */
export function greeting(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? `Hi ${name},` : 'Hi there,';
}
