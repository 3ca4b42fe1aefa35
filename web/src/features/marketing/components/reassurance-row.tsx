const ITEMS = [
  { icon: '✉️', text: 'No spam, ever' },
  { icon: '✓', text: 'Cancel anytime' },
  { icon: '★', text: 'Early bird pricing' },
] as const;

/** Under a niche page's second form. */
export function ReassuranceRow() {
  return (
    <ul className="mk-reassurance">
      {ITEMS.map((item) => (
        <li key={item.text}>
          <span aria-hidden="true">{item.icon}</span>
          {item.text}
        </li>
      ))}
    </ul>
  );
}
