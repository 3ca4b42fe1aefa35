import type { CheckoutTerms } from './billing';
import { PRODUCT_NAME, formatMoney, planLabel, type CheckoutSession, type Customer, type Invoice } from './objects';

/** The pages a person sees instead of checkout.stripe.com and Stripe's hosted invoice. */

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; color: #1a1a2e; }
  body { margin: 0; background: #f6f7fb; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgb(0 0 0 / 8%); }
  .brand { font-weight: 700; font-size: 1.1rem; margin: 0 0 .25rem; }
  .badge { display: inline-block; background: #ffe8cc; color: #7a3e00; border-radius: 4px; padding: .1rem .45rem; font-size: .8rem; font-weight: 600; }
  h1 { font-size: 1.5rem; margin: 1rem 0 .5rem; }
  dl { display: grid; grid-template-columns: 1fr auto; gap: .5rem 1rem; margin: 1.5rem 0; }
  dt { color: #555; } dd { margin: 0; font-weight: 600; text-align: right; }
  .note { background: #f0f4ff; border-radius: 8px; padding: .75rem 1rem; font-size: .9rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 .25rem; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; font-size: 1rem; border: 1px solid #888; border-radius: 6px; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
  button { font-size: 1rem; padding: .7rem 1.2rem; border-radius: 6px; border: 1px solid #4b3fd6; cursor: pointer; }
  button.primary { background: #4b3fd6; color: #fff; flex: 1; }
  button.secondary { background: #fff; color: #4b3fd6; }
  button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #ffb020; outline-offset: 2px; }
  table { width: 100%; border-collapse: collapse; margin: 1rem 0; } th, td { text-align: left; padding: .4rem 0; border-bottom: 1px solid #eee; }
  td.amount, th.amount { text-align: right; }
`;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">${PRODUCT_NAME} <span class="badge">Test mode</span></p>
${body}
</main>
</body>
</html>`;
}

function longDate(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

export function checkoutPage(session: CheckoutSession, terms: CheckoutTerms, customer: Customer | undefined, now: number): string {
  const { price, quantity, trialDays } = terms;
  const amount = price.unit_amount * quantity;
  const perInterval = `${formatMoney(amount, price.currency)} per ${price.recurring.interval}`;
  const email = customer?.email ?? session.customer_email;
  const base = `/checkout/${encodeURIComponent(session.id)}`;
  const heading = trialDays ? `Start your ${trialDays}-day free trial` : `Subscribe to ${PRODUCT_NAME}`;
  const trialRows = trialDays
    ? `<dt>Free trial</dt><dd>${trialDays}-day free trial</dd>
<dt>Then</dt><dd>${escapeHtml(perInterval)} from ${escapeHtml(longDate(now + trialDays * 86_400))}</dd>`
    : '';
  const emailField = email
    ? `<p>Subscribing as <strong>${escapeHtml(email)}</strong>.</p>`
    : `<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required>`;
  return layout(
    `${heading} · ${PRODUCT_NAME}`,
    `<h1>${escapeHtml(heading)}</h1>
<dl aria-label="Order summary">
<dt>Plan</dt><dd>${escapeHtml(planLabel(price))}${quantity > 1 ? ` × ${quantity}` : ''}</dd>
<dt>Price</dt><dd>${escapeHtml(perInterval)}</dd>
${trialRows}
<dt>Due today</dt><dd>${escapeHtml(formatMoney(trialDays ? 0 : amount, price.currency))}</dd>
</dl>
<p class="note">This is the local Stripe emulator: no card is needed and nothing is charged. (In Stripe test mode you would pay with the test card 4242 4242 4242 4242.)</p>
<form method="post" action="${base}/complete">
${emailField}
<div class="actions">
<button type="submit" class="primary">${trialDays ? 'Start trial' : 'Subscribe'}</button>
<button type="submit" class="secondary" formaction="${base}/cancel" formnovalidate>Cancel</button>
</div>
</form>`,
  );
}

export function messagePage(title: string, message: string, link?: { href: string; label: string }): string {
  return layout(
    `${title} · ${PRODUCT_NAME}`,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}`,
  );
}

export function invoicePage(invoice: Invoice): string {
  const rows = invoice.lines.data
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.description)}</td><td class="amount">${escapeHtml(formatMoney(line.amount, line.currency))}</td></tr>`,
    )
    .join('\n');
  return layout(
    `Invoice ${invoice.number} · ${PRODUCT_NAME}`,
    `<h1>Invoice ${escapeHtml(invoice.number)}</h1>
<dl aria-label="Invoice details">
<dt>Status</dt><dd>${invoice.status === 'paid' ? 'Paid' : 'Payment failed'}</dd>
<dt>Date</dt><dd>${escapeHtml(longDate(invoice.created))}</dd>
<dt>Billed to</dt><dd>${escapeHtml(invoice.customer_email ?? invoice.customer)}</dd>
</dl>
<table>
<thead><tr><th scope="col">Description</th><th scope="col" class="amount">Amount</th></tr></thead>
<tbody>
${rows}
<tr><th scope="row">Total</th><td class="amount">${escapeHtml(formatMoney(invoice.total, invoice.currency))}</td></tr>
<tr><th scope="row">Amount paid</th><td class="amount">${escapeHtml(formatMoney(invoice.amount_paid, invoice.currency))}</td></tr>
</tbody>
</table>
<p><a href="${escapeHtml(invoice.invoice_pdf)}">Download PDF</a></p>`,
  );
}

/** A one-page PDF with the invoice's text: enough for a "Download PDF" link to open something real. */
export function invoicePdf(invoice: Invoice): Buffer {
  const lines = [
    `${PRODUCT_NAME} - Invoice ${invoice.number}`,
    `Date: ${longDate(invoice.created)}`,
    `Billed to: ${invoice.customer_email ?? invoice.customer}`,
    `Status: ${invoice.status}`,
    '',
    ...invoice.lines.data.map((line) => `${line.description}    ${formatMoney(line.amount, line.currency)}`),
    '',
    `Total: ${formatMoney(invoice.total, invoice.currency)}`,
    `Amount paid: ${formatMoney(invoice.amount_paid, invoice.currency)}`,
    '',
    'Issued by the local Stripe emulator (test mode).',
  ];
  const text = lines.map((line, index) => `${index === 0 ? '' : '0 -18 Td '}(${pdfString(line)}) Tj`).join('\n');
  const content = `BT /F1 12 Tf 72 720 Td\n${text}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Helvetica's standard encoding covers ASCII; the rest is spelled out or dropped. */
function pdfString(value: string): string {
  return value
    .replace(/×/g, 'x')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}
