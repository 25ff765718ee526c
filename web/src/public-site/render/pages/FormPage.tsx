import type { ReactElement } from 'react';
import type { InquiryKind } from '@contract/inquiries';
import { inquiriesApi } from '@contract/inquiries';
import { content } from '../../content';
import type { FormText, Lang, Page } from '../../content/types';
import { Hero, Sections } from '../blocks';

type FieldName = keyof FormText['labels'];

/** nameRequired → name-required: attribute names are case-insensitive in HTML. */
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

interface FieldProps {
  name: FieldName;
  form: FormText;
  label?: string;
  required?: boolean;
  hint?: string;
  children: (describedBy: string) => ReactElement;
}

/** Label, control, optional hint and an (initially empty) error slot the script fills. */
function Field({ name, form, label, required, hint, children }: FieldProps) {
  const describedBy = [hint ? `f-${name}-hint` : '', `f-${name}-error`].filter(Boolean).join(' ');
  return (
    <div className="field" data-field={name}>
      <label htmlFor={`f-${name}`}>
        {label ?? form.labels[name]}
        {required ? null : <span className="optional"> ({form.optional})</span>}
      </label>
      {children(describedBy)}
      {hint ? (
        <p className="hint" id={`f-${name}-hint`}>
          {hint}
        </p>
      ) : null}
      <p className="field-error" id={`f-${name}-error`} hidden />
    </div>
  );
}

/**
 * A real <form>: with JavaScript it posts JSON with the CSRF header and shows errors per
 * field; without it the browser's own checks (required, type=email, lengths) still apply.
 * Messages for the script travel in data-* attributes (no inline script under our CSP).
 */
function InquiryForm({ kind, lang }: { kind: InquiryKind; lang: Lang }) {
  const { form } = content[lang];
  const k = form.kinds[kind];
  const messages = Object.fromEntries(Object.entries(form.errors).map(([key, text]) => [`data-msg-${kebab(key)}`, text]));
  return (
    <section className="section form-section" aria-labelledby="form-title">
      <div className="container">
        <div className="form-wrap">
          <h2 id="form-title">{k.heading}</h2>
          <div className="form-success" id="form-success" role="status" tabIndex={-1} hidden>
            <h3>{form.successHeading}</h3>
            <p>{form.successText}</p>
          </div>
          <form
            className="inquiry-form"
            method="post"
            action={`/api/v1/${inquiriesApi.submit.path}${lang === 'ar' ? '?lang=ar' : ''}`}
            data-inquiry-form
            data-kind={kind}
            data-sending={form.sending}
            {...messages}
          >
            <input type="hidden" name="kind" value={kind} />
            <p className="form-alert" id="form-alert" role="alert" hidden />
            <div className="field-row">
              <Field name="name" form={form} required>
                {(d) => (
                  <input
                    id="f-name"
                    name="name"
                    type="text"
                    autoComplete="name"
                    required
                    minLength={2}
                    maxLength={120}
                    aria-describedby={d}
                  />
                )}
              </Field>
              <Field name="email" form={form} required>
                {(d) => (
                  <input
                    id="f-email"
                    name="email"
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    required
                    maxLength={254}
                    dir="ltr"
                    aria-describedby={d}
                  />
                )}
              </Field>
            </div>
            <div className="field-row">
              <Field name="phone" form={form} hint={form.hints.phone}>
                {(d) => (
                  <input
                    id="f-phone"
                    name="phone"
                    type="tel"
                    autoComplete="tel"
                    inputMode="tel"
                    maxLength={21}
                    dir="ltr"
                    aria-describedby={d}
                  />
                )}
              </Field>
              <Field name="company" form={form}>
                {(d) => (
                  <input id="f-company" name="company" type="text" autoComplete="organization" maxLength={160} aria-describedby={d} />
                )}
              </Field>
            </div>
            <Field name="message" form={form} label={k.messageLabel} required hint={form.hints.message}>
              {(d) => (
                <textarea
                  id="f-message"
                  name="message"
                  rows={6}
                  required
                  minLength={10}
                  maxLength={4000}
                  placeholder={k.messagePlaceholder}
                  aria-describedby={d}
                />
              )}
            </Field>
            {/* Honeypot: people never see or reach it; bots that fill it are quietly ignored. */}
            <div className="hp" aria-hidden="true">
              <label htmlFor="f-website">{form.honeypot}</label>
              <input id="f-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
            </div>
            <p className="form-submit">
              <button type="submit" className="btn btn-primary btn-lg">
                {form.submit}
              </button>
            </p>
            <p className="fine-print">{form.noScript}</p>
          </form>
        </div>
      </div>
    </section>
  );
}

export function FormPage({ page, lang, kind }: { page: Page; lang: Lang; kind: InquiryKind }) {
  return (
    <>
      <Hero page={page} lang={lang} actions={false} />
      <Sections sections={page.sections} />
      <InquiryForm kind={kind} lang={lang} />
    </>
  );
}
