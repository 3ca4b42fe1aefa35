import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export const FEATURED_NICHES = [
  {
    name: 'Skincare',
    href: paths.skincare,
    text: 'Routines, ingredient timing and myth-busting that your viewers are already asking about under viral videos.',
  },
  {
    name: 'Haircare',
    href: paths.haircare,
    text: 'Styling fixes, wash-day questions and posture tips for creators who want saves, not just views.',
  },
  {
    name: 'TikTok Growth',
    href: paths.tiktokGrowth,
    text: 'Hooks, analytics and posting questions from creators trying to break past their view ceiling.',
  },
] as const;

/** Skincare, Haircare and TikTok Growth, each with a "Get {niche} Ideas" link (on the promo pages). */
export function NicheCards() {
  return (
    <ul className="mk-grid mk-grid--3">
      {FEATURED_NICHES.map((niche) => (
        <Card as="li" key={niche.name} className="mk-niche">
          <h3 className="mk-niche__title">{niche.name}</h3>
          <p className="muted">{niche.text}</p>
          <a className={buttonClass({ variant: 'outline' })} href={niche.href}>
            {`Get ${niche.name} Ideas`}
          </a>
        </Card>
      ))}
    </ul>
  );
}
