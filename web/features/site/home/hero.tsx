import { Link } from 'react-router';
import { ArrowRight, BadgeEuro, Bot, Info, LogIn, Zap } from 'lucide-react';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Mascot } from '@web/components/mascot/mascot';

const BADGES = [
  { icon: Zap, label: 'Simple et rapide' },
  { icon: BadgeEuro, label: 'Entièrement gratuit' },
  { icon: Bot, label: 'Sans IA générative' },
];

/** The visitor's « Se connecter »: shown, its place held invisible (session pending), or none. */
export type HeroSignIn = 'shown' | 'reserved' | 'none';

type HeroProps = { signIn: HeroSignIn; onSignIn: () => void; onInfo: () => void };

export function Hero({ signIn, onSignIn, onInfo }: HeroProps) {
  return (
    <section className="grid items-center gap-8 md:grid-cols-[1fr_auto]">
      <div>
        <div className="flex items-end justify-between gap-3">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Clausier · contrats types de droit français
          </p>
          <Mascot expression="happy" className="-mb-2 size-16 shrink-0 md:hidden" />
        </div>
        <h1 className="mt-2 text-[1.75rem] leading-[1.15] font-bold tracking-tight text-balance text-slate-900 sm:text-4xl sm:leading-tight lg:text-[3.25rem] lg:leading-[1.1]">
          Vos contrats de droits d’auteur et de droit à l’image, prêts en quelques minutes
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-pretty text-slate-700">
          Votre collaborateur juridique virtuel : des contrats types de droit français pour les
          créateurs, développeurs, startups et entrepreneurs, guidés pas à pas.
        </p>
        <ul className="mt-5 flex flex-wrap gap-2" aria-label="Points forts">
          {BADGES.map(({ icon: Icon, label }) => (
            <li
              key={label}
              className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-sm font-medium text-brand-800 ring-1 ring-brand-200"
            >
              <Icon aria-hidden="true" className="size-4 text-amber-600" />
              {label}
            </li>
          ))}
        </ul>
        <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link to="/wizard" className={buttonClasses('primary', 'lg')}>
            Créer mon contrat
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
          <Button variant="outline" size="lg" onClick={onInfo}>
            <Info aria-hidden="true" className="size-5" />
            Informations importantes
          </Button>
          {signIn !== 'none' && (
            <Button
              variant="secondary"
              size="lg"
              onClick={onSignIn}
              // Invisible: neither seen, nor focusable, nor read out.
              className={signIn === 'reserved' ? 'invisible' : undefined}
            >
              <LogIn aria-hidden="true" className="size-5" />
              Se connecter
            </Button>
          )}
        </div>
      </div>
      <div className="relative mx-auto hidden size-72 items-center justify-center md:flex lg:size-80">
        <div
          aria-hidden="true"
          className="absolute inset-6 rounded-full bg-gradient-to-br from-brand-100 to-amber-100"
        />
        <Mascot expression="happy" className="relative size-64 lg:size-72" />
      </div>
    </section>
  );
}
