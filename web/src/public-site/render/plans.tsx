import { IconCheck } from '@tabler/icons-react';
import { plans } from '@contract/plans';
import { content } from '../content';
import { href } from './links';
import type { Lang } from '../content/types';

/** Western digits in both languages: prices, limits and dates read the same as in the app. */
export const numberLocale: Record<Lang, string> = { en: 'en', ar: 'ar-u-nu-latn' };

export function usersUpTo(lang: Lang, n: number): string {
  const forms = content[lang].ui.usersUpTo;
  const rule = new Intl.PluralRules(lang).select(n);
  const form = rule === 'one' || rule === 'few' || rule === 'many' ? forms[rule] : forms.other;
  return form.replace('{n}', new Intl.NumberFormat(numberLocale[lang]).format(n));
}

/** The four packages of the contract, each linking to sign-up with its number preselected. */
export function PlansGrid({ lang, headingLevel = 'h3' }: { lang: Lang; headingLevel?: 'h2' | 'h3' }) {
  const { ui, plans: texts } = content[lang];
  const Heading = headingLevel;
  const money = new Intl.NumberFormat(numberLocale[lang]);
  return (
    <>
      <ul className="plans">
        {plans.map((plan) => {
          const text = texts.find((t) => t.key === plan.key);
          if (!text) throw new Error(`No ${lang} text for plan ${plan.key}`);
          const featured = plan.key === 'business';
          return (
            <li key={plan.key} className={featured ? 'plan plan-featured' : 'plan'}>
              {featured ? <p className="plan-badge">{ui.recommended}</p> : null}
              <Heading className="plan-name">{text.name}</Heading>
              <p className="plan-tagline">{text.tagline}</p>
              <p className="plan-price">
                {plan.monthlyPricePerUser ? (
                  <>
                    <span className="plan-amount">{money.format(plan.monthlyPricePerUser)}</span>{' '}
                    <span className="plan-unit">{ui.perUserMonth}</span>
                  </>
                ) : (
                  <span className="plan-amount plan-amount-text">{text.priceLabel}</span>
                )}
              </p>
              <p className="plan-limit">{usersUpTo(lang, plan.userLimit)}</p>
              <ul className="checks plan-features">
                {text.features.map((f) => (
                  <li key={f}>
                    <IconCheck size={18} aria-hidden="true" className="check-icon" />
                    {f}
                  </li>
                ))}
              </ul>
              <a
                className={featured ? 'btn btn-primary plan-cta' : 'btn btn-ghost plan-cta'}
                href={href(`/signin/singup?package=${plan.package}`, lang)}
              >
                {text.cta}
              </a>
            </li>
          );
        })}
      </ul>
      <p className="fine-print">{ui.pricingNote}</p>
    </>
  );
}
